import { useLoaderData } from "react-router";
import { focusRing } from "../../shared/focus-ring";
import { ResultDialog } from "../../shared/result-dialog";
import type { requireSignedInUser } from "../auth/require-signed-in-user";
import { useSignOut } from "../auth/use-sign-out";

/** A signed-in placeholder until the workspace arrives; the route's loader has already checked the session. */
export function ChatPage() {
  const user = useLoaderData<typeof requireSignedInUser>();
  const { signOut, isSigningOut, failure, dismissFailure } = useSignOut();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-5 py-3 dark:border-slate-800 dark:bg-slate-900">
        <span className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900 dark:text-white">
          <img src="/favicon.svg" alt="" className="size-7" />
          Shifu
        </span>
        <button
          type="button"
          onClick={signOut}
          disabled={isSigningOut}
          className={`shrink-0 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
        >
          Cerrar sesión
        </button>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Chats</h1>
        <p className="text-lg text-slate-600 dark:text-slate-300">
          Sesión iniciada como <strong className="font-semibold text-slate-900 dark:text-white">{user.username}</strong>
        </p>
      </main>
      <ResultDialog outcome={failure} onClose={dismissFailure} />
    </div>
  );
}
