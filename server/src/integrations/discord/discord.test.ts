import { demoAccounts } from "@shifu/sandbox";
import { beforeEach, describe, expect, it } from "vitest";
import type { ParsedRequest, ToolContext } from "../app-tool";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { discord } from ".";
import { discordListRecentMessages } from "./tools/list-recent-messages";

type SeededDiscord = {
  guilds: { id: string; name: string }[];
  channels: { id: string; guild_id: string; name: string; type: number }[];
  messages: Record<string, { id: string; content: string; timestamp: string; author: { global_name: string } }[]>;
};

function seededMessages(data: SeededDiscord) {
  return data.channels
    .flatMap((channel) => (data.messages[channel.id] ?? []).map((message) => ({ ...message, channel })))
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
}

describeOAuthService(
  {
    definition: discord,
    name: "Discord",
    family: "discord",
    authorize: {
      test: "asks for the identity, e-mail and servers scopes without PKCE",
      path: "discord.com/oauth2/authorize",
      scope: "identify email guilds",
      pkce: false,
    },
    connect: {
      test: "connects through the sandbox, reads the account, rotates the refresh token and revokes",
      expiresIn: 604_800,
      account: demoAccounts.discord.email,
      refresh: "rotate",
      revokes: true,
    },
  },
  (sandbox) => {
    describe("tools", () => {
      let context: ToolContext;
      beforeEach(async () => {
        context = await connectToolContext(discord, sandbox.modes);
      });

      it("keeps one person's messages, by their name or username", async () => {
        const output = await discordListRecentMessages.execute(context, {
          server: "equipo shifu",
          from: "lucia",
          count: 50,
        });
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        expect(output.items.length).toBeGreaterThan(1);
        expect(output.items.every((item) => item.from?.startsWith("Lucía"))).toBe(true);
      });

      it("lists the newest messages of every text channel of my servers, with author, place and link", async () => {
        const data = await readSandboxData<SeededDiscord>(sandbox.url, "discord");
        const output = await discordListRecentMessages.execute(context, {});
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        const expected = seededMessages(data).slice(0, 10);
        expect(output.items.map((item) => item.id)).toEqual(expected.map((message) => message.id));
        const [first] = output.items;
        const [newest] = expected;
        if (!first || !newest) throw new Error("no messages");
        const guild = data.guilds.find((candidate) => candidate.id === newest.channel.guild_id);
        expect(first).toMatchObject({
          from: newest.author.global_name,
          date: newest.timestamp,
          place: `${guild?.name} › #${newest.channel.name}`,
          link: `https://discord.com/channels/${guild?.id}/${newest.channel.id}/${newest.id}`,
        });
      });

      it("reads one channel of one server, honours the count and shows mentions as names", async () => {
        const data = await readSandboxData<SeededDiscord>(sandbox.url, "discord");
        const general = data.channels.find((channel) => channel.name === "general");
        if (!general) throw new Error("no #general");
        const output = await discordListRecentMessages.execute(context, {
          server: "equipo shifu",
          channel: "#general",
          count: 4,
        });
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        const expected = [...(data.messages[general.id] ?? [])].reverse().slice(0, 4);
        expect(output.items.map((item) => item.id)).toEqual(expected.map((message) => message.id));
        expect(output.items.some((item) => item.snippet?.includes(`@${demoAccounts.discord.displayName}`))).toBe(true);
        expect(output.items.some((item) => item.snippet?.includes("<@"))).toBe(false);
      });

      it("keeps only the messages in the dates asked for", async () => {
        const data = await readSandboxData<SeededDiscord>(sandbox.url, "discord");
        const since = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
        const until = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
        const output = await discordListRecentMessages.execute(context, { since, until, count: 20 });
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        const expected = seededMessages(data).filter(
          (message) => message.timestamp >= since && message.timestamp < until,
        );
        expect(expected.length).toBeGreaterThan(2);
        expect(output.items.map((item) => item.id)).toEqual(expected.map((message) => message.id));
      });

      it("keeps only the messages that mention me when asked for mentions", async () => {
        const data = await readSandboxData<SeededDiscord>(sandbox.url, "discord");
        const output = await discordListRecentMessages.execute(context, { mentionsMe: true, count: 20 });
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        const mine = `<@${demoAccounts.discord.id}>`;
        const expected = seededMessages(data).filter((message) => message.content.includes(mine));
        expect(expected.length).toBeGreaterThan(1);
        expect(output.items.map((item) => item.id)).toEqual(expected.map((message) => message.id));
        expect(discordListRecentMessages.argsFromRequest({ text: "", mentionsOnly: true })).toMatchObject({
          mentionsMe: true,
        });
      });

      it("names the channels there are when the one asked for is not in my servers", async () => {
        const output = await discordListRecentMessages.execute(context, { channel: "#inexistente" });
        expect(output).toMatchObject({ kind: "done", message: expect.stringContaining("#eventos") });
      });

      it("maps parsed requests to inputs", () => {
        const request: ParsedRequest = {
          text: "los 3 últimos mensajes de #eventos desde el lunes",
          count: 3,
          channel: "eventos",
          dateRange: { from: "2025-03-10T00:00:00+01:00" },
        };
        expect(discordListRecentMessages.argsFromRequest(request)).toEqual({
          channel: "eventos",
          since: "2025-03-10T00:00:00+01:00",
          count: 3,
        });
        expect(discordListRecentMessages.argsFromRequest({ text: "¿qué hay en discord?" })).toEqual({});
      });
    });
  },
);
