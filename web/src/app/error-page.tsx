// The subpath keeps zod and the schemas out of the entry chunk, which every page loads.
import { uiText } from "@shifu/contract/messages";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center dark:bg-slate-950">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{uiText.unexpectedError}</h1>
      {detail ? <p className="font-mono text-sm text-slate-500 dark:text-slate-400">{detail}</p> : null}
      <Link
        to="/"
        className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Volver a la página principal
      </Link>
    </main>
  );
}
