import { type Approval, chatMessages as chatTexts } from "@shifu/contract";
import type { UIMessageChunk } from "ai";
import { isModelToolResult } from "./model-tool-result";

type AnnounceOptions = {
  approvals: ReadonlyMap<string, Approval>;
  hasFailed(): boolean;
  /** Text for a turn that would otherwise end without any (it is then stored as the reply too), or undefined. */
  supplyMissingText(): string | undefined;
};

function* writeText(id: string, text: string): Generator<UIMessageChunk> {
  yield { type: "text-start", id };
  yield { type: "text-delta", id, delta: text };
  yield { type: "text-end", id };
}

/**
 * Shapes the model's UI stream for Shifu's client: a proposed write is announced with the AI SDK's approval part and
 * a `data-approval` part carrying the stored approval; a timeout reads as an error rather than a silent stop; and a
 * turn never ends without text.
 */
export function announceApprovals(options: AnnounceOptions): TransformStream<UIMessageChunk, UIMessageChunk> {
  return new TransformStream({
    transform(chunk, controller) {
      if (chunk.type === "abort" && options.hasFailed()) {
        controller.enqueue({ type: "error", errorText: chatTexts.modelFailed });
        return;
      }
      if (chunk.type === "finish") {
        const missing = options.supplyMissingText();
        if (missing) for (const part of writeText("shifu-fallback", missing)) controller.enqueue(part);
      }
      controller.enqueue(chunk);
      if (chunk.type !== "tool-output-available" || !isModelToolResult(chunk.output)) return;
      if (chunk.output.status !== "approval_required") return;
      const approval = options.approvals.get(chunk.output.approvalId);
      if (!approval) return;
      controller.enqueue({ type: "tool-approval-request", approvalId: approval.id, toolCallId: chunk.toolCallId });
      controller.enqueue({ type: "data-approval", id: approval.id, data: approval });
    },
  });
}
