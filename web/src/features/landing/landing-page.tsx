import { Link } from "react-router";

export function LandingPage() {
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <span className="text-2xl font-extrabold tracking-tight text-brand-600">Shifu</span>
        <nav className="flex gap-3">
          <Link to="/login" className="rounded-full px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100">
            Iniciar sesión
          </Link>
          <Link
            to="/register"
            className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Registrarte
          </Link>
        </nav>
      </header>
      <main className="mx-auto max-w-4xl px-6 pt-16 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">
          El tiempo es oro, Shifu te devuelve cada segundo
        </h1>
      </main>
    </div>
  );
}
