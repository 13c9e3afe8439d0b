export function ForgotPasswordPage() {
  return (
    <main className="flex min-h-screen items-center justify-center px-6">
      <h1 className="text-3xl font-bold">Recupera tu contraseña</h1>
    </main>
  );
}
