import { type Approval, chatMessages as chatTexts } from "@shifu/contract";
import type { UIMessageChunk } from "ai";
import type { ReplyGuard } from "./guard-reply-text";
import { isModelToolResult } from "./model-tool-result";

type ShapeOptions = {
  approvals: ReadonlyMap<string, Approval>;
  /** Reviews the model's text before it is shown; the stored reply goes through a guard of its own, fed alike. */
  guard: ReplyGuard;
  hasFailed(): boolean;
  /** The reply's closing text after what the model said (pending approvals, or 'no answer'), or undefined. */
  closeReply(answer: string): string | undefined;
};

/**
 * Shapes the model's UI stream for Shifu's client: the model's text reaches it through the reply guard, whole
 * sentences at a time; a proposed write is announced with the AI SDK's approval part and a `data-approval` part
 * carrying the stored approval; a reply with approvals ends saying they await «Confirmar»; a timeout reads as an error
 * rather than a silent stop; and a turn never ends without text.
 */
export function shapeReplyStream(options: ShapeOptions): TransformStream<UIMessageChunk, UIMessageChunk> {
  let blocks = 0;
  let openBlock: string | undefined;

  function show(controller: TransformStreamDefaultController<UIMessageChunk>, text: string) {
    if (!text) return;
    if (!openBlock) {
      openBlock = `shifu-text-${blocks++}`;
      controller.enqueue({ type: "text-start", id: openBlock });
    }
    controller.enqueue({ type: "text-delta", id: openBlock, delta: text });
  }

  function closeBlock(controller: TransformStreamDefaultController<UIMessageChunk>) {
    if (!openBlock) return;
    controller.enqueue({ type: "text-end", id: openBlock });
    openBlock = undefined;
  }

  return new TransformStream({
    transform(chunk, controller) {
      switch (chunk.type) {
        // The model's text blocks are replaced by the guard's, opened only when there is something to show.
        case "text-start":
        case "text-end":
          return;
        case "text-delta":
          show(controller, options.guard.write(chunk.delta));
          return;
        case "tool-input-start":
        case "tool-input-available":
          show(controller, options.guard.breakAt(chunk.toolName));
          closeBlock(controller);
          break;
        // The AI SDK's client forgets a step's open text parts at its end: what the guard still holds is shown and
        // its block closed before, or a later delta for it breaks the reply in the browser.
        case "finish-step":
          show(controller, options.guard.end());
          closeBlock(controller);
          break;
        case "abort":
          if (options.hasFailed()) {
            closeBlock(controller);
            controller.enqueue({ type: "error", errorText: chatTexts.modelFailed });
            return;
          }
          break;
        case "finish": {
          show(controller, options.guard.end());
          closeBlock(controller);
          const closing = options.hasFailed() ? undefined : options.closeReply(options.guard.text());
          if (closing) {
            show(controller, closing);
            closeBlock(controller);
          }
          break;
        }
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
