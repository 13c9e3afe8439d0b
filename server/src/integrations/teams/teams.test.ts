import { beforeEach, describe, expect, it } from "vitest";
import type { ParsedRequest, ToolContext } from "../app-tool";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createMicrosoftServiceSpec } from "../test-support/family-service-specs";
import { useSandbox } from "../test-support/use-sandbox";
import { teams } from ".";
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

  it("sends a message in the existing one-on-one chat, described with the person's name", async () => {
    const input = teamsSendMessage.argsFromRequest(request({ person: "Javier", body: "Sí, el martes me viene bien." }));
    expect(input).toEqual({ person: "Javier", message: "Sí, el martes me viene bien." });
    expect(await teamsSendMessage.describe?.(context, input ?? {})).toBe(
      "Enviar por Teams a Javier Ruiz (javier.ruiz@ejemplo.com) el mensaje «Sí, el martes me viene bien.»",
    );
    const output = await teamsSendMessage.execute(context, input ?? {});
    expect(output).toMatchObject({ kind: "done", message: "He enviado tu mensaje a Javier Ruiz por Teams." });
    const after = await readSandboxData<SandboxTeams>(sandbox.url, "microsoft");
    expect(after.chats).toHaveLength(data.chats.length);
    const last = newestFirst(after.chatMessages.filter((message) => message.chatId === chatWith("Javier Ruiz")?.id))[0];
    expect(last).toMatchObject({
      body: { content: "Sí, el martes me viene bien." },
      from: { user: { displayName: "Lucía Fernández" } },
    });
  });

  it("creates the one-on-one chat when there is none, finding the person without accents", async () => {
    await teamsSendMessage.execute(context, { person: "andres vidal", message: "¿Puedes revisar mi portátil?" });
    const after = await readSandboxData<SandboxTeams>(sandbox.url, "microsoft");
    const created = chatWith("Andrés Vidal", after);
    expect(created).toBeDefined();
    expect(after.chatMessages.filter((message) => message.chatId === created?.id).map((m) => m.body.content)).toEqual([
      "¿Puedes revisar mi portátil?",
    ]);
    await teamsSendMessage.execute(context, { person: "pablo.moreno@ejemplo.com", message: "Hola" });
    expect(chatWith("Pablo Moreno", await readSandboxData<SandboxTeams>(sandbox.url, "microsoft"))).toBeDefined();
  });

  it("refuses an unknown person and a message with nothing to say", async () => {
    await expect(teamsSendMessage.execute(context, { person: "Nadie Conocido", message: "Hola" })).rejects.toThrow(
      /No encuentro a «Nadie Conocido»/,
    );
    expect(teamsSendMessage.argsFromRequest(request({ person: "Marta" }))).toBeNull();
    expect(await readSandboxData<SandboxTeams>(sandbox.url, "microsoft")).toEqual(data);
  });
});
