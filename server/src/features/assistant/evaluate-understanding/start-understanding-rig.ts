import { serviceCatalogue } from "@shifu/contract";
import { readUIMessageStream, type UIMessageChunk } from "ai";
import { eq } from "drizzle-orm";
import { approvals, chatMessages } from "../../../db/schema";
import { connectServiceViaApp, signInNewUser } from "../../../test/connect-service-via-app";
import { createTestApp } from "../../../test/test-app";
import type { ObservedTurn } from "./score-understanding-case";

/** Every service a user can connect today: all but the 'Próximamente' ones. */
export const CONNECTABLE_APPS = serviceCatalogue.filter((service) => !service.comingSoon).map((service) => service.key);

export type UnderstandingRig = {
  /** Sends one message in a new conversation of `app`'s chat and reports what the turn did. */
  send(app: string, message: string): Promise<ObservedTurn>;
  close(): Promise<void>;
};

type StreamChunk = { type: string; [key: string]: unknown };

function readStreamChunks(body: string): StreamChunk[] {
  return body
    .split("\n")
    .filter((line) => line.startsWith("data: {"))
    .map((line) => JSON.parse(line.slice(6)) as StreamChunk);
}

/** Reads the stream with the AI SDK's client reader, which the browser's chat uses; its complaint, if it has one. */
async function findClientError(chunks: StreamChunk[]): Promise<string | undefined> {
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk as UIMessageChunk);
      controller.close();
    },
  });
  try {
    for await (const _message of readUIMessageStream({ stream, terminateOnError: true })) {
      // Each partial message is what the browser would show; only a failure to build one matters here.
    }
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function readTurn(chunks: StreamChunk[], latencyMs: number): ObservedTurn {
  const turn: ObservedTurn = { toolCalls: [], approvals: [], reply: "", latencyMs };
  for (const chunk of chunks) {
    if (chunk.type === "tool-input-available") {
      turn.toolCalls.push({ toolName: String(chunk.toolName), input: (chunk.input ?? {}) as Record<string, unknown> });
    } else if (chunk.type === "data-approval") {
      const approval = chunk.data as { tool: string; summary: string; args: Record<string, unknown> };
      turn.approvals.push({ tool: approval.tool, summary: approval.summary, args: approval.args });
    } else if (chunk.type === "text-delta") {
      turn.reply += String(chunk.delta ?? "");
    } else if (chunk.type === "error") {
      turn.reply += String(chunk.errorText ?? "");
    }
  }
  return turn;
}

/**
 * The real app with no model configured (so the built-in local engine answers), on a fresh database, over the
 * provider sandbox at `sandboxUrl`: one user signed up through the API with every connectable app connected through
 * the sandbox's consent pages, as the browser would.
 */
export async function startUnderstandingRig(sandboxUrl: string): Promise<UnderstandingRig> {
  const testApp = await createTestApp({
    env: {
      SANDBOX_URL: sandboxUrl,
      PUBLIC_URL: "http://localhost:3000",
      REGISTRATION_LIMIT_PER_HOUR: "1000",
      // A corpus run sends hundreds of messages from one account.
      ASSISTANT_DAILY_MESSAGES_FREE: "100000",
    },
  });
  try {
    const user = await signInNewUser(testApp.app);
    for (const app of CONNECTABLE_APPS) await connectServiceViaApp(testApp.app, user.cookie, app);

    /** Each case is a first message: what an earlier case said or proposed must not steer the engine. */
    async function forgetConversations(): Promise<void> {
      await testApp.database.db.delete(approvals).where(eq(approvals.userId, user.userId));
      await testApp.database.db.delete(chatMessages).where(eq(chatMessages.userId, user.userId));
    }

    return {
      async send(app, message) {
        await forgetConversations();
        const started = performance.now();
        const response = await testApp.app.inject({
          method: "POST",
          url: app === "shifu" ? "/api/chatAi" : `/api/chat/${app}`,
          cookies: { shifu_session: user.cookie },
          headers: { accept: "text/event-stream" },
          payload: { messages: [{ role: "user", content: message }] },
        });
        const latencyMs = performance.now() - started;
        if (response.statusCode !== 200) {
          return { toolCalls: [], approvals: [], reply: `HTTP ${response.statusCode}: ${response.body}`, latencyMs };
        }
        const chunks = readStreamChunks(response.body);
        const clientError = await findClientError(chunks);
        return { ...readTurn(chunks, latencyMs), ...(clientError ? { clientError } : {}) };
      },
      close: () => testApp.close(),
    };
  } catch (error) {
    await testApp.close();
    throw error;
  }
}
