import { demoAccounts } from "@shifu/sandbox";
import { beforeEach, describe, expect, it } from "vitest";
import type { ParsedRequest, ToolContext } from "../app-tool";
import { exchangeAuthorizationCode, refreshAccessToken } from "../oauth-client";
import { createProviderApi, ProviderUnauthorizedError } from "../provider-api";
import { requireOAuth, TEST_REDIRECT_URI } from "../test-support/connect-through-sandbox";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { slack } from ".";
import { slackListRecentMessages } from "./tools/list-recent-messages";
import { slackPostMessage } from "./tools/post-message";

type SeededSlack = {
  users: { id: string; real_name: string }[];
  channels: { id: string; name: string }[];
  messages: Record<string, { user: string; text: string; ts: string }[]>;
};

const scopes = [
  "channels:history",
  "channels:read",
  "groups:history",
  "groups:read",
  "chat:write",
  "im:history",
  "users:read",
];

function parse(text: string, fields: Omit<ParsedRequest, "text"> = {}): ParsedRequest {
  return { text, ...fields };
}

function seededMessages(data: SeededSlack) {
  return data.channels
    .flatMap((channel) => (data.messages[channel.id] ?? []).map((message) => ({ ...message, channel })))
    .sort((a, b) => Number(b.ts) - Number(a.ts));
}

const account = demoAccounts.slack;

describeOAuthService(
  {
    definition: slack,
    name: "Slack",
    family: "slack",
    authorize: {
      test: "asks for a user token: its scopes in user_scope, comma-separated, and no scope param",
      path: "slack.com/oauth/v2/authorize",
      pkce: false,
      params: { user_scope: scopes.join(",") },
      absent: ["scope"],
    },
    connect: {
      test: "connects through the sandbox, reads authed_user, names the account and rotates the refresh token",
      expiresIn: 43_200,
      scopes,
      account: `${account.handle} @ ${account.team.name}`,
      refresh: "rotate",
      revokes: true,
    },
  },
  (sandbox) => {
    it("turns ok:false answers into the errors every other provider raises", async () => {
      const oauth = requireOAuth(slack);
      const badApi = createProviderApi(sandbox.modes.slack.resolveUrl, "xoxe.xoxp-1-unknown");
      await expect(slack.fetchAccount(badApi, { accessToken: "xoxe.xoxp-1-unknown" })).rejects.toBeInstanceOf(
        ProviderUnauthorizedError,
      );
      await expect(
        exchangeAuthorizationCode(oauth, sandbox.modes.slack, { code: "unknown", redirectUri: TEST_REDIRECT_URI }),
      ).rejects.toMatchObject({ name: "OAuthGrantError", oauthError: "invalid_grant" });
      await expect(refreshAccessToken(oauth, sandbox.modes.slack, "xoxe-1-unknown")).rejects.toMatchObject({
        name: "OAuthGrantError",
        oauthError: "invalid_grant",
      });
    });

    describe("tools", () => {
      let context: ToolContext;
      beforeEach(async () => {
        await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
        context = await connectToolContext(slack, sandbox.modes);
      });

      it("lists the newest messages of every channel, newest first, with author, channel and permalink", async () => {
        const data = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const output = await slackListRecentMessages.execute(context, {});
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        const expected = seededMessages(data).slice(0, 10);
        expect(output.items).toHaveLength(10);
        expect(output.items.map((item) => item.id)).toEqual(expected.map((m) => `${m.channel.id}/${m.ts}`));
        const [first] = output.items;
        const [newest] = expected;
        if (!first || !newest) throw new Error("no messages");
        expect(first).toMatchObject({
          from: data.users.find((user) => user.id === newest.user)?.real_name,
          place: `#${newest.channel.name}`,
          date: new Date(Number(newest.ts) * 1000).toISOString(),
          link: `https://equipo-shifu.slack.com/archives/${newest.channel.id}/p${newest.ts.replace(".", "")}`,
        });
      });

      it("reads one channel by its written name, honours the count and turns mentions into names", async () => {
        const data = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const ventas = data.channels.find((channel) => channel.name === "ventas");
        if (!ventas) throw new Error("no #ventas");
        const output = await slackListRecentMessages.execute(context, { channel: "#Ventas", count: 3 });
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        const expected = [...(data.messages[ventas.id] ?? [])].reverse().slice(0, 3);
        expect(output.items.map((item) => item.id)).toEqual(expected.map((m) => `${ventas.id}/${m.ts}`));
        expect(output.items.every((item) => item.place === "#ventas")).toBe(true);

        const all = await slackListRecentMessages.execute(context, { channel: "ventas", count: 20 });
        if (all.kind !== "list") throw new Error(`expected a list, got ${all.kind}`);
        const mention = all.items.find((item) => item.snippet?.includes(`@${account.displayName}`));
        expect(mention).toBeDefined();
        expect(all.items.some((item) => item.snippet?.includes("<@"))).toBe(false);
      });

      it("keeps only the messages since the date asked for", async () => {
        const data = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const since = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
        const output = await slackListRecentMessages.execute(context, { since, count: 20 });
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        const expected = seededMessages(data).filter((message) => Number(message.ts) * 1000 > Date.parse(since));
        expect(expected.length).toBeGreaterThan(3);
        expect(output.items.map((item) => item.id)).toEqual(
          expected.slice(0, 20).map((m) => `${m.channel.id}/${m.ts}`),
        );
      });

      it("says which channels exist when the one asked for does not", async () => {
        const output = await slackListRecentMessages.execute(context, { channel: "#inexistente" });
        expect(output).toMatchObject({ kind: "done", message: expect.stringContaining("#general") });
      });

      it("posts to a channel found by name, and the message is in the channel at Slack", async () => {
        const input = { channel: "#general", text: "Hola equipo, mañana a las 10 revisamos el trimestre" };
        expect(await slackPostMessage.describe?.(context, input)).toBe(
          "Publicar en #general: «Hola equipo, mañana a las 10 revisamos el trimestre»",
        );
        const output = await slackPostMessage.execute(context, input);
        expect(output).toMatchObject({ kind: "done", message: expect.stringContaining("#general") });

        const data = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const general = data.channels.find((channel) => channel.name === "general");
        const last = general && data.messages[general.id]?.at(-1);
        expect(last).toMatchObject({ text: input.text, user: account.userId });

        const listed = await slackListRecentMessages.execute(context, { channel: "general", count: 1 });
        expect(listed).toMatchObject({ kind: "list", items: [{ title: input.text, from: account.displayName }] });
      });

      it("posts nothing to a channel that does not exist", async () => {
        const before = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const output = await slackPostMessage.execute(context, { channel: "#nadie", text: "Hola" });
        expect(output).toMatchObject({ kind: "done", message: expect.stringContaining("No he publicado") });
        expect(await readSandboxData<SeededSlack>(sandbox.url, "slack")).toEqual(before);
      });

      it("maps parsed requests to inputs", () => {
        const dateRange = { from: "2025-03-10T00:00:00+01:00", to: "2025-03-11T00:00:00+01:00" };
        expect(
          slackListRecentMessages.argsFromRequest(
            parse("mensajes de #ventas de ayer", { channel: "ventas", dateRange }),
          ),
        ).toEqual({
          channel: "ventas",
          since: dateRange.from,
          until: dateRange.to,
        });
        expect(
          slackListRecentMessages.argsFromRequest(parse("los 50 últimos mensajes de slack", { count: 50 })),
        ).toEqual({
          count: 20,
        });
        expect(
          slackPostMessage.argsFromRequest(parse("publica en #general: hola", { channel: "general", body: "hola" })),
        ).toEqual({ channel: "general", text: "hola" });
        expect(slackPostMessage.argsFromRequest(parse("publica en slack", { body: "hola" }))).toBeNull();
      });
    });
  },
);
