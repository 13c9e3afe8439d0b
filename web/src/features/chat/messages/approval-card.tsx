import type { ApprovalStatus, ChatKey } from "@shifu/contract/chats";
import { isMcpAppKey, mcpServerTexts } from "@shifu/contract/plain/mcp-servers";
import { memo, useEffect, useState } from "react";
import { AppLogoMark } from "../../../shared/brand-logos/app-logo-mark";
import { selectInitialLogo, selectLogo } from "../../../shared/brand-logos/select-logo";
import { focusRing } from "../../../shared/focus-ring";
import { useMcpServerName } from "../../mcp-servers/mcp-servers-api";
import { ChatIcon, type ChatIconName } from "./chat-icon";
import type { ChatApproval } from "./chat-message";
import { chatTexts } from "./chat-texts";
import { useApprovalDecision } from "./use-approval-decision";

type DecidedStatus = Exclude<ApprovalStatus, "pending">;

const statusStyles: Record<DecidedStatus, { icon: ChatIconName; className: string }> = {
  approved: {
    icon: "check",
    className: "bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-300",
  },
  rejected: {
    icon: "x",
    className: "bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-700/60 dark:text-slate-200",
  },
  expired: {
    icon: "clock",
    className: "bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-500/15 dark:text-amber-200",
  },
  failed: {
    icon: "alert",
    className: "bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-500/15 dark:text-red-300",
  },
};

/** The approval's status as the user should see it: a pending one whose time ran out can no longer be confirmed. */
function useShownStatus(approval: ChatApproval): ApprovalStatus {
  const expiresAt = Date.parse(approval.expires_at);
  const [now, setNow] = useState(Date.now);
  const isWaiting = approval.status === "pending" && expiresAt > now;
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setTimeout(() => setNow(Date.now()), expiresAt - Date.now());
    return () => clearTimeout(timer);
  }, [isWaiting, expiresAt]);
  return approval.status === "pending" && expiresAt <= now ? "expired" : approval.status;
}

function StatusBadge({ status }: { status: DecidedStatus }) {
  const { icon, className } = statusStyles[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${className}`}
    >
      <ChatIcon name={icon} className="size-3.5" />
      {chatTexts.approvalStatus[status]}
    </span>
  );
}

const decisionButton = `inline-flex min-h-10 flex-1 items-center justify-center rounded-xl px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 sm:flex-none ${focusRing}`;

/**
 * A write the assistant proposes, stated exactly, with 'Confirmar' and 'Cancelar' while it waits; afterwards its
 * status, and the server's reason when a decision was refused.
 */
export const ApprovalCard = memo(function ApprovalCard({
  assistantKey,
  approval,
}: {
  assistantKey: ChatKey;
  approval: ChatApproval;
}) {
  const { isDeciding, decide } = useApprovalDecision(assistantKey, approval.id);
  const status = useShownStatus(approval);
  const canDecide = status === "pending" && (approval.failure?.canRetry ?? true);
  // An MCP server's tool shows the server's own mark, its initial; 'M' only if the server is gone meanwhile.
  const serverName = useMcpServerName(approval.app);
  return (
    <section
      aria-label={chatTexts.approvalLabel}
      aria-busy={isDeciding}
      className="w-full max-w-[min(85%,42rem)] rounded-2xl rounded-tl-md bg-brand-50/60 p-3.5 ring-1 ring-brand-100 dark:bg-slate-800/80 dark:ring-slate-700"
    >
      <div className="flex items-start gap-3">
        <AppLogoMark
          logo={isMcpAppKey(approval.app) ? selectInitialLogo(serverName ?? "MCP") : selectLogo(approval.app)}
          size="sm"
        />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">
            {status === "pending" ? chatTexts.approvalPendingLead : chatTexts.approvalDecidedLead}
          </p>
          <p className="mt-0.5 text-[0.95rem] leading-relaxed break-words text-slate-900 dark:text-slate-100">
            {approval.summary}
          </p>
          {approval.destructive && (
            <p className="mt-1.5 flex items-start gap-1.5 text-sm font-semibold text-red-700 dark:text-red-300">
              <ChatIcon name="alert" className="mt-0.5 size-4" />
              {mcpServerTexts.destructive}
            </p>
          )}
        </div>
      </div>
      <div aria-live="polite" className="mt-3 flex flex-wrap items-center justify-end gap-2">
        {status !== "pending" && <StatusBadge status={status} />}
        {canDecide && (
          <>
            {isDeciding && (
              <span className="mr-auto text-xs text-slate-500 dark:text-slate-400">{chatTexts.approvalDeciding}</span>
            )}
            <button
              type="button"
              disabled={isDeciding}
              onClick={() => decide("reject")}
              className={`${decisionButton} bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-700`}
            >
              {chatTexts.reject}
            </button>
            <button
              type="button"
              disabled={isDeciding}
              onClick={() => decide("approve")}
              className={`${decisionButton} bg-brand-600 text-white hover:bg-brand-700`}
            >
              {chatTexts.approve}
            </button>
          </>
        )}
      </div>
      {approval.failure && (
        <p role="alert" className="mt-2 flex items-start gap-1.5 text-sm text-red-700 dark:text-red-300">
          <ChatIcon name="alert" className="mt-0.5 size-4" />
          {approval.failure.text}
        </p>
      )}
    </section>
  );
});
