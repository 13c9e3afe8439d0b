import { serviceCatalogue } from "@shifu/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { approvals, chatMessages, integrations } from "../../db/schema";
import { integrationRegistry } from "../../integrations/registry";
import { useSandbox } from "../../integrations/test-support/use-sandbox";
import { postChat, readChatHistory, readUiStreamChunks } from "../../test/chat-over-http";
import { signInNewUser, signInWithService } from "../../test/connect-service-via-app";
import { callTool, FakeModelServer, streamText } from "../../test/fake-model-server";
import { createTestApp, type TestApp } from "../../test/test-app";
import { estimateTokens } from "./build-model-context";
import { MAX_ROUTED_TOOLS, MORE_TOOLS_NAME } from "./route-model-tools";

const model = new FakeModelServer();
const sandbox = useSandbox();
let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      LLM_BASE_URL: await model.start(),
      LLM_MODEL: "fake-model",
      SANDBOX_URL: sandbox.url,
      PUBLIC_URL: "http://localhost:3000",
      LLM_FIRST_TOKEN_TIMEOUT_MS: "2000",
      ASSISTANT_CONTEXT_TOKENS: "8000",
      REGISTRATION_LIMIT_PER_HOUR: "1000",
    },
  });
  baseUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await testApp.close();
  await model.stop();
});
beforeEach(() => model.script());

type SentMessage = {
  role: string;
  content: unknown;
  tool_call_id?: string;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
};

const offeredTools = (index: number) => model.requests[index]?.tools?.map((tool) => tool.function.name) ?? [];
const sentMessages = (index: number) => (model.requests[index]?.messages ?? []) as SentMessage[];

/** Every connectable app counted as connected: the routing reads only the rows, no provider is called. */
async function connectEveryApp(userId: string, except: readonly string[] = []) {
  const connectable = serviceCatalogue.filter((service) => !service.comingSoon && !except.includes(service.key));
  await testApp.database.db
    .insert(integrations)
    .values(connectable.map((service) => ({ userId, service: service.key, status: "connected" as const })));
  return connectable.length;
}

async function replyText(response: Response): Promise<string> {
  const chunks = await readUiStreamChunks(response);
  return chunks
    .filter((chunk) => chunk.type === "text-delta")
    .map((chunk) => chunk.delta)
    .join("");
}

describe("tool routing for a configured model", () => {
  it("offers the tools of the app a request names, not every app's, and counts them in the context budget", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    expect(await connectEveryApp(userId)).toBe(18);
    // A long chat, so that the budget is what limits the context.
    await testApp.database.db.insert(chatMessages).values(
      Array.from({ length: 300 }, (_, index) => ({
        userId,
        chatName: "Principal",
        role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
        content: `Mensaje ${index}: ${"texto de relleno para ocupar el contexto del modelo ".repeat(3)}`,
      })),
    );
    model.script(streamText(["Vale."]));
    const response = await postChat(baseUrl, cookie, "¿Qué se ha dicho en Slack esta mañana?");
    expect(response.status).toBe(200);

    const offered = offeredTools(0);
    expect(offered.length).toBeLessThanOrEqual(MAX_ROUTED_TOOLS);
    expect(offered).toEqual(expect.arrayContaining(["slack_list_recent_messages", MORE_TOOLS_NAME]));
    expect(offered.some((name) => name.startsWith("gmail_") || name.startsWith("hubspot_"))).toBe(false);
    // System prompt, history and tool schemas together stay within the 8,000-token budget.
    const sent = model.requests[0];
    const messageTokens = (sent?.messages ?? []).reduce(
      (total, message) => total + estimateTokens(typeof message.content === "string" ? message.content : ""),
      0,
    );
    const toolTokens = (sent?.tools ?? []).reduce((total, tool) => total + estimateTokens(JSON.stringify(tool)), 0);
    expect(toolTokens).toBeGreaterThan(500);
    expect(messageTokens + toolTokens).toBeLessThanOrEqual(8000);
    // The history leaves room for the largest set of tools a widening can bring (an app with calendar and mail
    // tools), not only for those offered now, so it fills the budget short of that reserve.
    expect(messageTokens + toolTokens).toBeGreaterThan(6000);
    expect(JSON.stringify(sent?.messages)).toContain("Mensaje 299");
  });

  it("routes by the kind of thing asked for and by the app the conversation used last", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await connectEveryApp(userId);
    model.script(streamText(["Vale."]));
    await postChat(baseUrl, cookie, "¿Tengo tareas para hoy?");
    const forTasks = offeredTools(0);
    expect(forTasks).toEqual(expect.arrayContaining(["asana_list_my_tasks", "clickup_list_my_tasks"]));
    expect(forTasks.some((name) => name.startsWith("slack_") || name.startsWith("gmail_"))).toBe(false);

    // The reply used Notion: the next, vaguer request is offered Notion's tools.
    await testApp.database.db
      .update(chatMessages)
      .set({ toolTrace: [{ tool: "notion_search_pages", input: { query: "lanzamiento" }, result: { status: "ok" } }] })
      .where(eq(chatMessages.userId, userId));
    model.script(streamText(["Vale."]));
    await postChat(baseUrl, cookie, "¿Y qué más hay sobre eso?");
    expect(offeredTools(0)).toEqual(expect.arrayContaining(["notion_search_pages", "notion_read_page"]));
  });

  it("lets the model widen the set with shifu_more_tools when nothing offered fits", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await connectEveryApp(userId);
    model.script(callTool(MORE_TOOLS_NAME, {}), callTool(MORE_TOOLS_NAME, { app: "Discord" }), streamText(["Vale."]));
    const response = await postChat(baseUrl, cookie, "Hola, ¿qué tal?", { stream: true });
    const chunks = await readUiStreamChunks(response);

    expect(offeredTools(0)).not.toContain("discord_list_recent_messages");
    const listed = chunks.filter((chunk) => chunk.type === "tool-output-available")[0];
    expect(JSON.stringify(listed)).toContain("Discord");
    expect(offeredTools(2)).toContain("discord_list_recent_messages");
    expect(offeredTools(2).length).toBeLessThanOrEqual(MAX_ROUTED_TOOLS);
  });

  it("survives a call to a tool it was not offered, and the user never reads its name", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await connectEveryApp(userId);
    model.script(callTool("gmail_send_email", { to: "laura@example.com" }), streamText(["No he podido hacerlo."]));
    const response = await postChat(baseUrl, cookie, "Hola, ¿qué tal?");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "No he podido hacerlo." });
    expect(JSON.stringify(sentMessages(1))).toContain("gmail_send_email");
  });

  it("gives an app's own assistant all its tools", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await connectEveryApp(userId);
    model.script(streamText(["Vale."]));
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/chat/gmail",
      cookies: { shifu_session: cookie },
      payload: { messages: [{ role: "user", content: "Hola" }] },
    });
    expect(response.statusCode).toBe(200);
    const offered = offeredTools(0);
    const gmailTools = integrationRegistry.find((integration) => integration.key === "gmail")?.tools ?? [];
    expect(gmailTools.length).toBeGreaterThan(MAX_ROUTED_TOOLS - 3);
    expect(offered.filter((name) => name.startsWith("gmail_")).toSorted()).toEqual(
      gmailTools.map((tool) => tool.name).toSorted(),
    );
    expect(offered).not.toContain(MORE_TOOLS_NAME);
  });
});

describe("earlier tool calls in the model's context", () => {
  it("sends the last turn's calls and results again, so 'el segundo' can be resolved", async () => {
    const { cookie } = await signInWithService(testApp, "gmail");
    model.script(callTool("gmail_list_recent_messages", {}), streamText(["Estos son tus correos."]));
    const first = await readUiStreamChunks(await postChat(baseUrl, cookie, "Mis últimos correos", { stream: true }));
    const output = first.find((chunk) => chunk.type === "tool-output-available") as
      | { output: { output: { items: { id: string; title: string }[] } } }
      | undefined;
    const second = output?.output.output.items[1];
    expect(second).toBeDefined();

    model.script(streamText(["Vale."]));
    await postChat(baseUrl, cookie, "Ábreme el segundo");
    const messages = sentMessages(0);
    const call = messages.find((message) => message.role === "assistant" && message.tool_calls?.length);
    expect(call?.tool_calls?.[0]?.function.name).toBe("gmail_list_recent_messages");
    const result = messages.find((message) => message.role === "tool");
    expect(result?.tool_call_id).toBe(call?.tool_calls?.[0]?.id);
    expect(String(result?.content)).toContain(second?.id);
    expect(String(result?.content)).toContain(JSON.stringify(second?.title).slice(1, 30));
    // In order: the request, the call, its result, the reply, then the new request.
    expect(messages.slice(-5).map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "tool",
      "assistant",
      "user",
    ]);
    expect(messages.at(-2)).toMatchObject({ role: "assistant", content: "Estos son tus correos." });
    // The trace is the server's own: the history the user reads never shows it.
    expect(JSON.stringify(await readChatHistory(testApp.app, cookie))).not.toContain("gmail_list_recent_messages");
  });
});

describe("a recurring meeting changed by a configured model", () => {
  it("asks which sessions when the model names none, and proposes the card once they are said", async () => {
    const { userId, cookie } = await signInWithService(testApp, "calendar");
    model.script(
      callTool("calendar_list_events", { query: "Comité de dirección", count: 3 }),
      streamText(["Este es el comité."]),
    );
    const listed = await readUiStreamChunks(
      await postChat(baseUrl, cookie, "¿Cuándo es el comité de dirección?", { stream: true }),
    );
    const output = listed.find((chunk) => chunk.type === "tool-output-available") as
      | { output: { output: { items: { id: string }[] } } }
      | undefined;
    const session = output?.output.output.items[0];
    if (!session) throw new Error("expected the committee's sessions");
    const offered = model.requests[0]?.tools?.find((tool) => tool.function.name === "calendar_move_event");
    expect(JSON.stringify(offered)).toContain("Obligatorio en un evento que se repite");

    // The model moves a session with no word on which: nothing is proposed, and it is told to ask.
    model.script(
      callTool("calendar_move_event", { eventId: session.id, startTime: "10:00" }),
      streamText(["¿Cambio solo la próxima sesión, esa y las siguientes, o toda la serie?"]),
    );
    await postChat(baseUrl, cookie, "Muévelo a las 10");
    const result = sentMessages(1)
      .filter((message) => message.role === "tool")
      .at(-1);
    expect(String(result?.content)).toContain("se repite y no se ha dicho qué sesiones cambian");
    expect(String(result?.content)).toContain("Pregunta a la persona");
    expect(await testApp.database.db.select().from(approvals).where(eq(approvals.userId, userId))).toEqual([]);

    model.script(
      callTool("calendar_move_event", { eventId: session.id, startTime: "10:00", scope: "following" }),
      streamText(["Te lo dejo para confirmar."]),
    );
    await postChat(baseUrl, cookie, "Esa y las siguientes");
    const [approval] = await testApp.database.db.select().from(approvals).where(eq(approvals.userId, userId));
    expect(approval?.status).toBe("pending");
    expect(approval?.summary).toContain(
      "«Comité de dirección» (esta sesión y las siguientes; las anteriores no cambian)",
    );
  });
});

describe("what a model writes is guarded", () => {
  it("never lets a proposed action read as done: the reply says it awaits «Confirmar»", async () => {
    const { userId, cookie } = await signInWithService(testApp, "gmail");
    model.script(
      callTool("gmail_create_label", { name: "Clientes" }),
      streamText(["¡Listo! ", "He creado la etiqueta ", "Clientes en tu Gmail.", " ¿Quieres algo más?"]),
    );
    const text = await replyText(await postChat(baseUrl, cookie, "Crea la etiqueta Clientes", { stream: true }));
    for (const reply of [text, (await readChatHistory(testApp.app, cookie)).at(-1)?.content ?? ""]) {
      expect(reply).not.toMatch(/Listo|He creado/);
      expect(reply).toContain("¿Quieres algo más?");
      expect(reply).toContain("«Confirmar»");
      expect(reply).toContain("Crear la etiqueta «Clientes» en Gmail");
    }
    const [approval] = await testApp.database.db.select().from(approvals).where(eq(approvals.userId, userId));
    expect(approval?.status).toBe("pending");
  });

  it("keeps tool names and server settings from the user, and never invites to connect an app marked Próximamente", async () => {
    const { cookie } = await signInNewUser(testApp.app);
    model.script(
      streamText([
        "Usaré gmail_search_messages para buscarlo. ",
        "Para eso hace falta LLM_BASE_URL configurado.\n",
        "También puedes conectar Jira con el botón «Agregar servicio». ",
        "Y puedes conectar Asana.",
      ]),
    );
    const text = await replyText(await postChat(baseUrl, cookie, "¿Qué puedes hacer?", { stream: true }));
    const stored = (await readChatHistory(testApp.app, cookie)).at(-1)?.content ?? "";
    for (const reply of [text, stored]) {
      expect(reply).not.toMatch(/gmail_search_messages|LLM_BASE_URL|conectar Jira/);
      expect(reply).toContain("Usaré Gmail para buscarlo.");
      expect(reply).toContain("Jira todavía no se puede conectar en Shifu (Próximamente).");
      expect(reply).toContain("Y puedes conectar Asana.");
    }
    const system = String(sentMessages(0)[0]?.content);
    expect(system).toMatch(/no se pueden conectar \(Próximamente\): Facebook, Jira/);
  });
});
