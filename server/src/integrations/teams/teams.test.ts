import { beforeEach, describe, expect, it } from "vitest";
import type { ParsedRequest, ToolContext } from "../app-tool";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createMicrosoftServiceSpec } from "../test-support/family-service-specs";
import { useSandbox } from "../test-support/use-sandbox";
import { teams } from ".";
import { teamsNotifications } from "./notifications";
import { teamsListChatMessages } from "./tools/list-chat-messages";
import { teamsListRecentChats } from "./tools/list-recent-chats";
import { teamsSendMessage } from "./tools/send-message";

describeOAuthService(
  createMicrosoftServiceSpec({
    definition: teams,
    name: "Teams",
    graphScopes: "Chat.ReadWrite ChannelMessage.Send Team.ReadBasic.All User.ReadBasic.All",
  }),
);

type SandboxChat = {
  id: string;
  topic: string | null;
  chatType: string;
  webUrl: string;
  members: { displayName: string; userId: string }[];
};
type SandboxChatMessage = {
  id: string;
  chatId: string;
  createdDateTime: string;
  from: { user: { displayName: string } };
  body: { content: string };
};
type SandboxTeams = { chats: SandboxChat[]; chatMessages: SandboxChatMessage[]; users: { displayName: string }[] };

describe("Teams tools against the sandbox", () => {
  const sandbox = useSandbox();
  let context: ToolContext;
  let data: SandboxTeams;
  const request = (fields: Partial<ParsedRequest>): ParsedRequest => ({ text: "", ...fields });
  const newestFirst = (messages: SandboxChatMessage[]) =>
    [...messages].sort((a, b) => Date.parse(b.createdDateTime) - Date.parse(a.createdDateTime));
  const chatWith = (name: string, source = data) =>
    source.chats.find(
      (chat) => chat.chatType === "oneOnOne" && chat.members.some((member) => member.displayName === name),
    );

  async function runList(tool: typeof teamsListRecentChats, input: Record<string, unknown>) {
    const output = await tool.execute(context, input);
    if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
    return output.items;
  }

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(teams, sandbox.modes);
    data = await readSandboxData<SandboxTeams>(sandbox.url, "microsoft");
  });

  it("lists the most recently active chats with their last message", async () => {
    const input = teamsListRecentChats.argsFromRequest(request({ count: 3 })) ?? {};
    expect(input).toEqual({ count: 3 });
    const items = await runList(teamsListRecentChats, input);
    const lastOf = (chat: SandboxChat) =>
      newestFirst(data.chatMessages.filter((message) => message.chatId === chat.id))[0]?.createdDateTime ?? "";
    const expected = [...data.chats].sort((a, b) => Date.parse(lastOf(b)) - Date.parse(lastOf(a))).slice(0, 3);
    expect(items.map((item) => item.id)).toEqual(expected.map((chat) => chat.id));
    expect(items[0]).toMatchObject({
      title: "Chat con Javier Ruiz",
      from: "Javier Ruiz",
      snippet: "Rosa ha confirmado la reunión del martes a las 12. ¿Te viene bien?",
      place: "Chat individual",
      link: chatWith("Javier Ruiz")?.webUrl,
    });
    expect(items[2]).toMatchObject({ title: "Lanzamiento campaña de Navidad", place: "Chat de grupo" });
  });

  it("lists the messages of the chat with a person, newest first", async () => {
    const input = teamsListChatMessages.argsFromRequest(request({ person: "marta lopez", count: 2 })) ?? {};
    expect(input).toEqual({ chat: "marta lopez", count: 2 });
    const items = await runList(teamsListChatMessages, input);
    const expected = newestFirst(data.chatMessages.filter((message) => message.chatId === chatWith("Marta López")?.id));
    expect(items.map((item) => item.snippet)).toEqual(expected.slice(0, 2).map((message) => message.body.content));
    expect(items[0]).toMatchObject({ from: "Marta López", place: "Chat con Marta López" });
    await expect(runList(teamsListChatMessages, { chat: "Nadie" })).rejects.toThrow(/ningún chat de Teams/);
  });

  it("lists a group chat's messages by its topic, and the newest across chats when none is named", async () => {
    const group = await runList(teamsListChatMessages, { chat: "campaña de Navidad", count: 10 });
    expect(group).toHaveLength(4);
    expect(group.every((item) => item.place === "Lanzamiento campaña de Navidad")).toBe(true);

    const recent = await runList(teamsListChatMessages, teamsListChatMessages.argsFromRequest(request({})) ?? {});
    expect(recent.map((item) => item.snippet)).toEqual(
      newestFirst(data.chatMessages)
        .slice(0, 5)
        .map((message) => message.body.content),
    );
  });

  it("keeps one person's messages in a group chat", async () => {
    const hers = await runList(teamsListChatMessages, { chat: "campaña de Navidad", from: "laura", count: 10 });
    expect(hers.length).toBe(2);
    expect(hers.every((item) => item.from === "Laura Gómez")).toBe(true);
  });

  async function resolveAndSend(input: { person: string; message: string }) {
    const resolved = (await teamsSendMessage.resolve?.(context, input)) ?? input;
    return { resolved, output: await teamsSendMessage.execute(context, resolved) };
  }

  it("sends a message in the existing one-on-one chat, to the exact person the card named", async () => {
    const input = teamsSendMessage.argsFromRequest(request({ person: "Javier", body: "Sí, el martes me viene bien." }));
    expect(input).toEqual({ person: "Javier", message: "Sí, el martes me viene bien." });
    const resolved = (await teamsSendMessage.resolve?.(context, input ?? {})) ?? {};
    expect(resolved).toEqual({
      person: "Javier Ruiz (javier.ruiz@ejemplo.com)",
      userId: expect.any(String),
      message: "Sí, el martes me viene bien.",
    });
    expect(await teamsSendMessage.describe?.(context, resolved)).toBe(
      "Enviar por Teams a Javier Ruiz (javier.ruiz@ejemplo.com) el mensaje «Sí, el martes me viene bien.»",
    );
    const output = await teamsSendMessage.execute(context, resolved);
    expect(output).toMatchObject({ kind: "done", message: "He enviado tu mensaje a Javier Ruiz por Teams." });
    const after = await readSandboxData<SandboxTeams>(sandbox.url, "microsoft");
    expect(after.chats).toHaveLength(data.chats.length);
    const last = newestFirst(after.chatMessages.filter((message) => message.chatId === chatWith("Javier Ruiz")?.id))[0];
    expect(last).toMatchObject({
      body: { content: "Sí, el martes me viene bien." },
      from: { user: { displayName: "Ana García" } },
    });
  });

  it("creates the one-on-one chat when there is none, finding the person without accents", async () => {
    await resolveAndSend({ person: "andres vidal", message: "¿Puedes revisar mi portátil?" });
    const after = await readSandboxData<SandboxTeams>(sandbox.url, "microsoft");
    const created = chatWith("Andrés Vidal", after);
    expect(created).toBeDefined();
    expect(after.chatMessages.filter((message) => message.chatId === created?.id).map((m) => m.body.content)).toEqual([
      "¿Puedes revisar mi portátil?",
    ]);
    await resolveAndSend({ person: "pablo.moreno@ejemplo.com", message: "Hola" });
    expect(chatWith("Pablo Moreno", await readSandboxData<SandboxTeams>(sandbox.url, "microsoft"))).toBeDefined();
  });

  it("refuses an unknown person before the card, and a name that reached execute unresolved", async () => {
    await expect(teamsSendMessage.resolve?.(context, { person: "Nadie Conocido", message: "Hola" })).rejects.toThrow(
      /No encuentro a «Nadie Conocido»/,
    );
    await expect(teamsSendMessage.execute(context, { person: "Javier", message: "Hola" })).rejects.toThrow(
      "Falta la persona exacta",
    );
    expect(teamsSendMessage.argsFromRequest(request({ person: "Marta" }))).toBeNull();
    expect(await readSandboxData<SandboxTeams>(sandbox.url, "microsoft")).toEqual(data);
  });
});

type SandboxNotificationMessage = SandboxChatMessage & {
  messageType: string;
  deletedDateTime: string | null;
  lastModifiedDateTime: string;
};

describe("Teams notifications against the sandbox", () => {
  const sandbox = useSandbox();
  let context: ToolContext;
  const HOUR = 3_600_000;

  const read = (cursor: string | null, pendingIds: string[] = []) =>
    teamsNotifications.readChanges(context.api, {
      cursor,
      now: new Date(),
      account: "ana.garcia@ejemplo.com",
      pendingIds,
    });
  async function postMessage(body: Record<string, unknown>): Promise<string> {
    const response = await fetch(`${sandbox.url}/__sandbox/items/microsoft`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "chat_message", ...body }),
    });
    if (response.status !== 201) throw new Error(`POST /__sandbox/items/microsoft answered ${response.status}`);
    return ((await response.json()) as { id: string }).id;
  }
  const readMessages = async () =>
    (await readSandboxData<{ chatMessages: SandboxNotificationMessage[] }>(sandbox.url, "microsoft")).chatMessages;

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(teams, sandbox.modes);
  });

  it("first syncs the chat messages of the last 7 days, newest first, system events left out", async () => {
    const data = await readSandboxData<SandboxTeams>(sandbox.url, "microsoft");
    const messages = await readMessages();
    const recent = messages
      .filter((message) => message.messageType === "message")
      .filter((message) => Date.parse(message.createdDateTime) >= Date.now() - 7 * 24 * HOUR)
      .sort((a, b) => Date.parse(b.createdDateTime) - Date.parse(a.createdDateTime));
    expect(messages.some((message) => message.messageType === "systemEventMessage")).toBe(true);
    const page = await read(null);
    expect(page.items.map((item) => item.providerItemId)).toEqual(
      recent.map((message) => `${message.chatId}:${message.id}`),
    );
    const javier = data.chats.find(
      (chat) => chat.chatType === "oneOnOne" && chat.members.some((m) => m.displayName === "Javier Ruiz"),
    );
    expect(page.items[0]).toMatchObject({
      title: "Javier te escribió en Teams",
      subject: null,
      senderFull: "Javier Ruiz <javier.ruiz@ejemplo.com>",
      snippet: "Rosa ha confirmado la reunión del martes a las 12. ¿Te viene bien?",
      body: "Rosa ha confirmado la reunión del martes a las 12. ¿Te viene bien?",
      date: new Date(recent[0]?.createdDateTime ?? ""),
      actionUrl: javier?.webUrl,
      importance: "normal",
      hasAttachments: false,
      signals: {
        directToUser: true,
        mentionsUser: false,
        place: "Chat con Javier Ruiz",
        byUser: false,
        senderAddress: "javier.ruiz@ejemplo.com",
      },
    });
    const own = page.items.find(
      (item) => item.snippet === "Sí, me parece bien. Solo ajustaría el plazo de implantación.",
    );
    expect(own).toMatchObject({ title: "Escribiste en Teams", signals: { byUser: true } });
    expect(page.items.find((item) => item.snippet?.startsWith("Folleto"))).toMatchObject({
      title: "Laura escribió en «Lanzamiento campaña de Navidad»",
      subject: "Lanzamiento campaña de Navidad",
      signals: { directToUser: false, place: "Lanzamiento campaña de Navidad" },
    });
    expect(JSON.parse(page.cursor)).toMatchObject({ since: Date.parse(recent[0]?.lastModifiedDateTime ?? "") });
  });

  it("brings a mention posted later once, and nothing the time after", async () => {
    const first = await read(null);
    const id = await postMessage({
      chat: "Navidad",
      from: "Laura Gómez",
      text: "¿Apruebas el folleto?",
      mentionsMe: true,
    });
    const second = await read(first.cursor);
    expect(second.items).toEqual([
      expect.objectContaining({
        providerItemId: id,
        title: "Laura te mencionó en «Lanzamiento campaña de Navidad»",
        snippet: "Ana García ¿Apruebas el folleto?",
        signals: expect.objectContaining({ mentionsUser: true, place: "Lanzamiento campaña de Navidad" }),
      }),
    ]);
    expect((await read(second.cursor)).items).toEqual([]);
  });

  it("still brings a message dated a little before the newest one already synced", async () => {
    const first = await read(null);
    await postMessage({ from: "Javier Ruiz", text: "Primero" });
    const second = await read(first.cursor);
    expect(second.items.map((item) => item.snippet)).toEqual(["Primero"]);
    const late = await postMessage({
      chat: "Marta López",
      from: "Marta López",
      text: "Se me olvidaba",
      date: new Date(Date.now() - 2 * 60_000).toISOString(),
    });
    const third = await read(second.cursor);
    expect(third.items.map((item) => item.providerItemId)).toEqual([late]);
  });

  it("does not let a message dated in the future hold back the ones after it", async () => {
    const first = await read(null);
    const future = await postMessage({
      from: "Pablo Moreno",
      chat: "Navidad",
      text: "Reloj adelantado",
      date: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    const second = await read(first.cursor);
    expect(second.items.map((item) => item.providerItemId)).toEqual([future]);
    const later = await postMessage({ from: "Javier Ruiz", text: "Después" });
    const third = await read(second.cursor);
    expect(third.items.map((item) => item.providerItemId)).toEqual([later]);
  });

  it("soft-deletes a message and reports it, and pending messages gone upstream, as deleted", async () => {
    const first = await read(null);
    const target = first.items[0]?.providerItemId ?? "";
    await teamsNotifications.deleteItem(context.api, target);
    const deleted = (await readMessages()).find((message) => `${message.chatId}:${message.id}` === target);
    expect(deleted?.deletedDateTime).toEqual(expect.any(String));
    const chatId = target.slice(0, target.lastIndexOf(":"));
    const missing = `${chatId}:1`;
    const kept = first.items[1]?.providerItemId ?? "";
    const second = await read(first.cursor, [target, missing, kept]);
    expect(second.items).toEqual([]);
    expect(second.deletedIds.sort()).toEqual([missing, target].sort());
  });
});
