import { errorMessages } from "@shifu/contract/messages";
import { mcpEndpointTexts as texts } from "@shifu/contract/plain/mcp-endpoint";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { readClientErrorText } from "../../shared/api-client";
import { focusRing } from "../../shared/focus-ring";
import { AuthLayout } from "../auth/auth-layout";
import { decideAuthorization, fetchAuthorizationInfo, readAuthorizationRequest } from "./mcp-endpoint-api";

const primaryButton = `w-full rounded-full bg-brand-600 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-brand-600/25 transition-colors hover:bg-brand-700 active:bg-brand-900 disabled:cursor-wait disabled:opacity-60 ${focusRing}`;
const secondaryButton = `w-full rounded-full border border-slate-300 px-6 py-3.5 text-base font-semibold text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-wait disabled:opacity-60 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`;

/**
 * Shifu's OAuth consent for an outside MCP client: the client is named as it registered itself, the person allows or
 * cancels, and the browser goes back to the client with a code or with the refusal.
 */
export function ConsentPage() {
  const { search } = useLocation();
  const request = readAuthorizationRequest(search);
  const info = useQuery({
    queryKey: ["mcp-endpoint", "authorization", search],
    enabled: request !== null,
    retry: false,
    queryFn: async () => {
      const result = await fetchAuthorizationInfo(search);
      if (!result.ok) throw new Error(readClientErrorText(result) ?? errorMessages.UNAVAILABLE);
      return result.data;
    },
  });
  const decision = useMutation({
    mutationFn: async (answer: "allow" | "deny") => {
      if (!request) throw new Error(texts.invalidRequest);
      const result = await decideAuthorization({ ...request, decision: answer });
      if (!result.ok) throw new Error(readClientErrorText(result) ?? errorMessages.UNAVAILABLE);
      return result.data.redirect_to;
    },
    onSuccess: (target) => window.location.assign(target),
  });

  const problem = request === null ? texts.invalidRequest : (info.error ?? decision.error)?.message;
  if (problem) {
    return (
      <AuthLayout title="No se pudo conectar" subtitle={problem}>
        <a href="/chat" className={`${secondaryButton} block text-center`}>
          Ir a Shifu
        </a>
      </AuthLayout>
    );
  }
  if (!info.data) {
    return <div aria-busy="true" className="min-h-dvh" />;
  }
  const busy = decision.isPending || decision.isSuccess;
  return (
    <AuthLayout title={texts.consentTitle(info.data.client_name)} subtitle={texts.consentExplanation}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{texts.consentRedirect(info.data.redirect_host)}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row-reverse">
        <button type="button" className={primaryButton} disabled={busy} onClick={() => decision.mutate("allow")}>
          {texts.allow}
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => decision.mutate("deny")}>
          {texts.cancel}
        </button>
      </div>
    </AuthLayout>
  );
}
