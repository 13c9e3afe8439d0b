export function ChatPage() {
  return (
    <main className="flex min-h-screen items-center justify-center px-6">
      <h1 className="text-3xl font-bold">Chats</h1>
    </main>
  );
}
