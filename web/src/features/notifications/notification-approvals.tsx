import type { Approval, AssistantKey } from "@shifu/contract/chats";
import { useMutationState } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ApprovalCard } from "../chat/messages/approval-card";
import { approvalDecisionMutationKey } from "../chat/messages/use-approval-decision";

/**
 * Tells when the approval card's own decision call has finished, which only the mutation cache knows. Read from the
 * finished mutations rather than from a running one seen to stop, as a fast answer can finish between two renders.
 */
function useDecisionSettled(assistantKey: AssistantKey, approvalId: string, onSettled: () => void) {
  const isSettled = useMutationState({
    filters: { mutationKey: approvalDecisionMutationKey(assistantKey, approvalId) },
    select: (mutation) => mutation.state.status === "success" || mutation.state.status === "error",
  }).some(Boolean);
  const latestOnSettled = useRef(onSettled);
  latestOnSettled.current = onSettled;
  useEffect(() => {
    if (isSettled) latestOnSettled.current();
  }, [isSettled]);
}

function NotificationApproval({
  approval,
  assistantKey,
  onDecided,
}: {
  approval: Approval;
  assistantKey: AssistantKey;
  onDecided: (approvalId: string) => void;
}) {
  useDecisionSettled(assistantKey, approval.id, () => onDecided(approval.id));
  return <ApprovalCard assistantKey={assistantKey} approval={approval} />;
}

/**
 * The writes a custom action proposed, confirmed with the chat's own approval card. The card writes the outcome into
 * the open chat (`assistantKey`), as it does for the assistant's proposals; here each one goes once decided.
 */
export function NotificationApprovals({
  approvals,
  assistantKey,
  onDecided,
}: {
  approvals: readonly Approval[];
  assistantKey: AssistantKey;
  onDecided: (approvalId: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2 pl-4">
      {approvals.map((approval) => (
        <NotificationApproval key={approval.id} approval={approval} assistantKey={assistantKey} onDecided={onDecided} />
      ))}
    </div>
  );
}
