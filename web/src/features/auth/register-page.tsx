export function RegisterPage() {
  return (
    <main className="flex min-h-screen items-center justify-center px-6">
      <h1 className="text-3xl font-bold">Crea tu cuenta</h1>
    </main>
  );
}
