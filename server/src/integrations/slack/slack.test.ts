import { demoAccounts } from "@shifu/sandbox";
import { beforeEach, describe, expect, it } from "vitest";
import type { ParsedRequest, ToolContext } from "../app-tool";
import { createSlackOAuth } from "../families/slack";
import type { ChangesPage, ReadChangesInput } from "../notification-source";
import { exchangeAuthorizationCode, refreshAccessToken } from "../oauth-client";
import { createProviderApi, ProviderUnauthorizedError } from "../provider-api";
import { requireOAuth, TEST_REDIRECT_URI } from "../test-support/connect-through-sandbox";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { slack } from ".";
import { slackNotifications } from "./notifications";
import { slackAddReaction } from "./tools/add-reaction";
import { slackListDirectMessages } from "./tools/list-direct-messages";
import { slackListMentions } from "./tools/list-mentions";
import { slackListRecentMessages } from "./tools/list-recent-messages";
import { slackPostMessage } from "./tools/post-message";
import { slackSendDirectMessage } from "./tools/send-direct-message";

type SeededSlack = {
  users: { id: string; real_name: string }[];
  channels: { id: string; name: string }[];
  ims: { id: string; user: string }[];
  messages: Record<
    string,
    { user: string; text: string; ts: string; reactions?: { name: string; users: string[]; count: number }[] }[]
  >;
};

const scopes = [
  "channels:history",
  "channels:read",
  "groups:history",
  "groups:read",
  "chat:write",
  "im:history",
  "im:read",
  "im:write",
  "mpim:history",
  "mpim:read",
  "reactions:write",
  "users:read",
  "users:read.email",
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

      it("keeps one person's messages in a channel, and asks which when a name fits several", async () => {
        const data = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const general = data.channels.find((channel) => channel.name === "general");
        const laura = data.users.find((user) => user.real_name === "Laura Gómez");
        if (!general || !laura) throw new Error("no #general or Laura");
        const output = await slackListRecentMessages.execute(context, { channel: "general", from: "laura" });
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        const hers = (data.messages[general.id] ?? []).filter((message) => message.user === laura.id);
        expect(hers.length).toBeGreaterThan(0);
        expect(output.items.map((item) => item.id).sort()).toEqual(hers.map((m) => `${general.id}/${m.ts}`).sort());
        expect(output.items.every((item) => item.from === "Laura Gómez")).toBe(true);
        // 'ana' is the person themself and Ana Ruiz: someone else is meant.
        const ana = await slackListRecentMessages.execute(context, { channel: "soporte", from: "ana" });
        expect(ana.kind === "list" && ana.items.every((item) => item.from === "Ana Ruiz")).toBe(true);
        await expect(slackListRecentMessages.execute(context, { from: "Ramón" })).rejects.toThrow(
          "No encuentro a «Ramón»",
        );
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
        const written = { channel: "#general", text: "Hola equipo, mañana a las 10 revisamos el trimestre" };
        const input = (await slackPostMessage.resolve?.(context, written)) ?? written;
        expect(input).toEqual({ ...written, channel: "C07GENERAL0" });
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

      it("posts nothing to a channel that does not exist, and proposes nothing for a name that fits several", async () => {
        const before = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        await expect(slackPostMessage.resolve?.(context, { channel: "#nadie", text: "Hola" })).rejects.toThrow(
          /No encuentro el canal «#nadie» en Slack\. Canales disponibles: .*#general/,
        );
        await expect(slackPostMessage.execute(context, { channel: "general", text: "Hola" })).rejects.toThrow(
          "No encuentro el canal «general»",
        );
        await expect(slackPostMessage.resolve?.(context, { channel: "e", text: "Hola" })).rejects.toThrow(
          /Hay \d+ canales que encajan con «e»: 1\. #/,
        );
        expect(await readSandboxData<SeededSlack>(sandbox.url, "slack")).toEqual(before);
      });

      async function addMessage(body: Record<string, unknown>): Promise<void> {
        const response = await fetch(`${sandbox.url}/__sandbox/items/slack`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        if (response.status !== 201) throw new Error(`POST /__sandbox/items/slack answered ${response.status}`);
      }

      it("pages back through a channel's history for messages with the words asked for", async () => {
        const weeksAgo = new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString();
        await addMessage({
          channel: "random",
          from: "Miguel Castro",
          text: "Subid los tickets del taxi",
          date: weeksAgo,
        });
        // More than a page of Slack's history (200) comes after it.
        for (let index = 0; index < 210; index++)
          await addMessage({ channel: "random", from: "Laura Gómez", text: `Mensaje ${index} del día` });
        const newest = await slackListRecentMessages.execute(context, { channel: "random", count: 50 });
        expect(newest.kind === "list" && newest.items.some((item) => item.title.includes("taxi"))).toBe(false);
        const found = await slackListRecentMessages.execute(context, { channel: "random", text: "subir tickets" });
        expect(found).toMatchObject({ kind: "list", items: [{ title: "Subid los tickets del taxi" }] });
        expect(slackListRecentMessages.argsFromRequest(parse("las notas", { lookFor: "notas gastos" }))).toEqual({
          text: "notas gastos",
        });
        // The topic of what was said in a channel named picks its messages: 'qué se dijo en ventas de lo de Alameda'.
        const place = { id: "C07VENTAS00", name: "ventas", holds: "message" as const };
        expect(
          slackListRecentMessages.argsFromRequest(
            parse("q se dijo en ventas de lo de alameda", { place, keywords: "alameda" }),
          ),
        ).toEqual({ channel: "ventas", text: "alameda" });
        expect(slackListRecentMessages.argsFromRequest(parse("lo último de ventas", { place }))).toEqual({
          channel: "ventas",
        });
      }, 30_000);

      it("lists only the messages that mention the person, in channels and direct messages, with their total", async () => {
        const data = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const mentions = Object.values(data.messages)
          .flat()
          .filter((message) => message.user !== account.userId && message.text.includes(`<@${account.userId}>`));
        expect(mentions.length).toBeGreaterThan(3);
        expect(slackListMentions.argsFromRequest(parse("¿alguien me ha mencionado?", { mentionsOnly: true }))).toEqual(
          {},
        );
        expect(slackListMentions.argsFromRequest(parse("mensajes de slack"))).toBeNull();
        const output = await slackListMentions.execute(context, { count: 3 });
        expect(output).toMatchObject({ kind: "list", total: mentions.length });
        if (output.kind !== "list") throw new Error("expected a list");
        expect(output.items).toHaveLength(3);
        const newest = [...mentions].sort((a, b) => Number(b.ts) - Number(a.ts)).slice(0, 3);
        expect(output.items.map((item) => item.id.split("/")[1])).toEqual(newest.map((message) => message.ts));
        expect(output.items.every((item) => item.snippet?.includes(`@${account.displayName}`))).toBe(true);

        await addMessage({ channel: "random", from: "Pedro Sánchez", text: "¿Quién trae café?" });
        await addMessage({ channel: "random", from: "Pedro Sánchez", text: "revisa esto", mentionsMe: true });
        const after = await slackListMentions.execute(context, { count: 1 });
        expect(after).toMatchObject({
          total: mentions.length + 1,
          items: [{ from: "Pedro Sánchez", place: "#random" }],
        });
      });

      it("lists only one-to-one messages others wrote, of one person when named, never channel messages", async () => {
        expect(
          slackListDirectMessages.argsFromRequest(
            parse("¿qué me ha escrito Laura por privado?", { directOnly: true, person: "Laura" }),
          ),
        ).toEqual({ person: "Laura" });
        const data = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const direct = data.ims.flatMap((im) => data.messages[im.id] ?? []);
        const output = await slackListDirectMessages.execute(context, { person: "Laura", count: 20 });
        expect(output).toMatchObject({ kind: "list", total: direct.length });
        if (output.kind !== "list") throw new Error("expected a list");
        expect(output.items.map((item) => item.title)).toEqual(
          [...direct].sort((a, b) => Number(b.ts) - Number(a.ts)).map((message) => message.text),
        );
        expect(output.items.every((item) => item.place === "Mensaje directo con Laura Gómez")).toBe(true);
        expect(await slackListDirectMessages.execute(context, { person: "Pedro" })).toMatchObject({
          kind: "list",
          total: 0,
        });
        expect(await slackListDirectMessages.execute(context, { person: "Zacarías" })).toMatchObject({
          kind: "done",
          message: expect.stringContaining("No encuentro a «Zacarías»"),
        });
      });

      it("sends a direct message to the one member a name means, by the id the card showed", async () => {
        const input = slackSendDirectMessage.argsFromRequest(
          parse("manda un mensaje a Pedro diciéndole que mañana hablamos", {
            person: "Pedro",
            body: "Mañana hablamos",
          }),
        );
        expect(input).toEqual({ person: "Pedro", text: "Mañana hablamos" });
        const resolved = (await slackSendDirectMessage.resolve?.(context, input ?? { person: "", text: "" })) ?? {
          person: "",
          text: "",
        };
        expect(resolved).toEqual({
          person: "Pedro Sánchez (@pedro.sanchez)",
          userId: "U07PSANCH02",
          text: "Mañana hablamos",
        });
        expect(await slackSendDirectMessage.describe?.(context, resolved)).toBe(
          "Enviar por mensaje directo de Slack a Pedro Sánchez (@pedro.sanchez): «Mañana hablamos»",
        );
        const output = await slackSendDirectMessage.execute(context, resolved);
        expect(output).toMatchObject({
          kind: "done",
          item: { place: "Mensaje directo con Pedro Sánchez (@pedro.sanchez)" },
        });
        const data = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const im = data.ims.find((candidate) => candidate.user === "U07PSANCH02");
        expect(data.messages[im?.id ?? ""]?.map((message) => message.text)).toEqual(["Mañana hablamos"]);
        await expect(slackSendDirectMessage.execute(context, { person: "Pedro", text: "x" })).rejects.toThrow(
          "Falta la persona exacta",
        );
        await expect(slackSendDirectMessage.resolve?.(context, { person: "Zacarías", text: "x" })).rejects.toThrow(
          "No encuentro a «Zacarías» entre los miembros de tu espacio de Slack.",
        );
      });

      it("reacts to the exact message the card shows, once, and the reaction is on it at Slack", async () => {
        const data = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const [newest] = seededMessages(data).filter((message) => message.channel.name === "general");
        if (!newest) throw new Error("the demo #general has messages");
        const author = data.users.find((user) => user.id === newest.user)?.real_name ?? "";
        const written = { channel: "#general", ts: newest.ts, emoji: "👍" };
        const input = (await slackAddReaction.resolve?.(context, written)) ?? written;
        expect(input).toEqual({ channel: "C07GENERAL0", ts: newest.ts, emoji: "thumbsup" });
        const card = await slackAddReaction.describe?.(context, input);
        expect(card).toMatch(new RegExp(`^Reaccionar con 👍 al mensaje de ${author} en #general: «`));
        expect(card).toContain(newest.text.slice(0, 20));

        expect(await slackAddReaction.execute(context, input)).toEqual({
          kind: "done",
          message: "He reaccionado con 👍 al mensaje de #general.",
        });
        const after = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const reacted = after.messages.C07GENERAL0?.find((message) => message.ts === newest.ts);
        expect(reacted?.reactions).toEqual([{ name: "+1", users: [account.userId], count: 1 }]);
        expect(await slackAddReaction.execute(context, input)).toMatchObject({
          kind: "done",
          message: "Ya habías reaccionado con 👍 a ese mensaje de #general.",
        });
      });

      it("says in Spanish why a reaction cannot be added, and adds nothing", async () => {
        const before = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const gone = { channel: "C07GENERAL0", ts: "1000000000.000100", emoji: "heart" };
        await expect(slackAddReaction.describe?.(context, gone)).rejects.toThrow("Ese mensaje ya no está en Slack");
        await expect(slackAddReaction.execute(context, gone)).rejects.toThrow("Ese mensaje ya no está en Slack");
        const [newest] = seededMessages(before);
        if (!newest) throw new Error("the demo workspace has messages");
        await expect(
          slackAddReaction.execute(context, { channel: newest.channel.id, ts: newest.ts, emoji: "no_existe" }),
        ).rejects.toThrow("Slack no conoce el emoji :no_existe:");
        await expect(
          slackAddReaction.resolve?.(context, { channel: "general", ts: newest.ts, emoji: "¿?" }),
        ).rejects.toThrow("No sé qué emoji es «¿?»");
        const older = { ...slack, oauth: createSlackOAuth(scopes.filter((scope) => scope !== "reactions:write")) };
        const withoutScope = await connectToolContext(older, sandbox.modes);
        await expect(
          slackAddReaction.execute(withoutScope, { channel: newest.channel.id, ts: newest.ts, emoji: "heart" }),
        ).rejects.toThrow(/Pulsa «Reconectar» en Slack/);
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
          slackListRecentMessages.argsFromRequest(parse("los 80 últimos mensajes de slack", { count: 80 })),
        ).toEqual({
          count: 50,
        });
        expect(
          slackPostMessage.argsFromRequest(parse("publica en #general: hola", { channel: "general", body: "hola" })),
        ).toEqual({ channel: "general", text: "hola" });
        expect(slackPostMessage.argsFromRequest(parse("publica en slack", { body: "hola" }))).toBeNull();
        const target = { id: "C07GENERAL0/1712345678.000100", title: "Hola" };
        expect(
          slackAddReaction.argsFromRequest(parse("dale like al mensaje de Laura", { reaction: "thumbsup" }), target),
        ).toEqual({ channel: "C07GENERAL0", ts: "1712345678.000100", emoji: "thumbsup" });
        expect(slackAddReaction.argsFromRequest(parse("reacciona al mensaje de Laura"), target)).toBeNull();
      });
    });

    describe("notifications", () => {
      let context: ToolContext;
      beforeEach(async () => {
        await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
        context = await connectToolContext(slack, sandbox.modes);
      });

      const sync = (cursor: string | null, fields: Partial<ReadChangesInput> = {}): Promise<ChangesPage> =>
        slackNotifications.readChanges(context.api, {
          cursor,
          now: new Date(),
          account: null,
          pendingIds: [],
          ...fields,
        });

      async function addMessage(body: Record<string, unknown>): Promise<string> {
        const response = await fetch(`${sandbox.url}/__sandbox/items/slack`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        if (response.status !== 201) throw new Error(`POST /__sandbox/items/slack answered ${response.status}`);
        return ((await response.json()) as { id: string }).id;
      }

      const waitPastTheSync = () => new Promise((resolve) => setTimeout(resolve, 5));

      it("first syncs the last week's messages by others in channels and direct messages, newest first", async () => {
        const data = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const weekAgo = Date.now() / 1000 - 7 * 24 * 3600;
        const expected = Object.entries(data.messages)
          .flatMap(([channel, messages]) => messages.map((message) => ({ channel, ...message })))
          .filter((message) => message.user !== account.userId && Number(message.ts) > weekAgo)
          .sort((a, b) => Number(b.ts) - Number(a.ts))
          .slice(0, 20)
          .map((message) => `${message.channel}:${message.ts}`);
        const page = await sync(null);
        expect(page.items.map((item) => item.providerItemId)).toEqual(expected);
        expect(page.items).toHaveLength(20);
        expect(page.deletedIds).toEqual([]);

        const mention = page.items.find((item) => item.title === "Miguel Castro te mencionó en #equipo");
        const ts = mention?.providerItemId.split(":")[1] ?? "";
        expect(mention).toMatchObject({
          subject: "#equipo",
          senderFull: "Miguel Castro",
          body: `@${account.displayName} te adjunto el informe de gastos del trimestre para que lo revises.`,
          date: new Date(Number(ts) * 1000),
          actionUrl: `https://equipo-shifu.slack.com/archives/C07EQUIPO00/p${ts.replace(".", "")}`,
          importance: "normal",
          hasAttachments: true,
          signals: {
            directToUser: false,
            mentionsUser: true,
            place: "#equipo",
            byUser: false,
            senderAddress: "miguel.castro@ejemplo.com",
          },
        });
        expect(page.items.find((item) => item.providerItemId.startsWith("D07LGOMEZ01:"))).toMatchObject({
          title: "Mensaje directo de Laura Gómez",
          subject: "Mensaje directo",
          signals: { directToUser: true, mentionsUser: false, place: undefined },
        });
        expect(page.items.find((item) => item.body?.startsWith("@here"))?.importance).toBe("high");
        expect(Object.keys(JSON.parse(page.cursor).channels)).toContain("D07LGOMEZ01");
      });

      it("gives a message added at Slack on the next sync and not on the one after, and never the person's own", async () => {
        const first = await sync(null);
        const mention = await addMessage({
          channel: "#equipo",
          from: "Pedro",
          text: "Revisa el plan",
          mentionsMe: true,
        });
        await addMessage({ channel: "general", from: "ana.garcia", text: "Mensaje mío" });
        const direct = await addMessage({ channel: "dm", from: "Javier Moreno", text: "¿Tienes un minuto?" });
        const second = await sync(first.cursor);
        expect(second.items.map((item) => item.providerItemId).sort()).toEqual([direct, mention].sort());
        expect(second.items.find((item) => item.providerItemId === mention)).toMatchObject({
          title: "Pedro Sánchez te mencionó en #equipo",
          body: `@${account.displayName} Revisa el plan`,
          signals: { mentionsUser: true },
        });
        // The direct message opened a conversation the first sync never saw.
        expect(second.items.find((item) => item.providerItemId === direct)?.title).toBe(
          "Mensaje directo de Javier Moreno",
        );
        const third = await sync(second.cursor);
        expect(third.items).toEqual([]);
      });

      it("reports a pending message deleted at Slack among deletedIds", async () => {
        const first = await sync(null);
        const [gone, kept] = first.items.map((item) => item.providerItemId);
        if (!gone || !kept) throw new Error("the first sync found too little");
        const [channel, ts] = gone.split(":");
        await context.api.request({ method: "POST", url: "https://slack.com/api/chat.delete", json: { channel, ts } });
        const second = await sync(first.cursor, { pendingIds: [gone, kept] });
        expect(second.deletedIds).toEqual([gone]);
      });

      it("keeps a cursor per conversation, so a back-dated message counts against its own channel only", async () => {
        // A Slack ts is stamped by Slack when it stores the message, so within one conversation it only grows: a
        // message older than the newest one already seen there is an import, which Slack's own apps do not
        // announce either. A message older than what another channel last gave is new in its own channel.
        const first = await sync(null);
        const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
        const hundredMinutesAgo = new Date(Date.now() - 100 * 60 * 1000).toISOString();
        const imported = await addMessage({ channel: "general", text: "Importado de otro sistema", date: hourAgo });
        const marketing = await addMessage({
          channel: "marketing",
          text: "Llega con retraso",
          date: hundredMinutesAgo,
        });
        await waitPastTheSync();
        const later = await addMessage({ channel: "general", text: "Después" });
        const second = await sync(first.cursor);
        const ids = second.items.map((item) => item.providerItemId);
        expect(ids).toEqual([later, marketing]);
        expect(ids).not.toContain(imported);
      });

      it("takes a future-dated message without letting it hide the ones after it", async () => {
        const first = await sync(null);
        const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
        const future = await addMessage({ channel: "ventas", text: "Con el reloj adelantado", date: tomorrow });
        const second = await sync(first.cursor);
        expect(second.items.map((item) => item.providerItemId)).toEqual([future]);
        const stored = Number(JSON.parse(second.cursor).channels.C07VENTAS00);
        expect(stored).toBeLessThanOrEqual(Date.now() / 1000);

        await waitPastTheSync();
        const next = await addMessage({ channel: "ventas", text: "Escrito ahora" });
        const third = await sync(second.cursor);
        // The future one comes again until its time arrives; repeats are stored once.
        expect(third.items.map((item) => item.providerItemId)).toEqual([future, next]);
      });

      it("deletes the message at Slack, and a message already gone counts as deleted", async () => {
        const page = await sync(null);
        const item = page.items.find((candidate) => candidate.providerItemId.startsWith("D07LGOMEZ01:"));
        if (!item) throw new Error("no direct message synced");
        await slackNotifications.deleteItem(context.api, item.providerItemId);
        const data = await readSandboxData<SeededSlack>(sandbox.url, "slack");
        const ts = item.providerItemId.split(":")[1];
        expect(data.messages.D07LGOMEZ01?.map((message) => message.ts)).not.toContain(ts);
        await expect(slackNotifications.deleteItem(context.api, item.providerItemId)).resolves.toBeUndefined();
      });

      it("still syncs the channels of a connection made before direct messages were asked for", async () => {
        const older = {
          ...slack,
          oauth: createSlackOAuth(["channels:history", "channels:read", "groups:history", "groups:read", "users:read"]),
        };
        context = await connectToolContext(older, sandbox.modes);
        const page = await sync(null);
        expect(page.items.length).toBeGreaterThan(0);
        expect(page.items.every((item) => item.providerItemId.startsWith("C"))).toBe(true);
        expect(page.items[0]?.signals.senderAddress).toBe(page.items[0]?.senderFull);
      });

      it("refuses a bad item body with 400", async () => {
        const response = await fetch(`${sandbox.url}/__sandbox/items/slack`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ channel: "#equipo", from: "Nadie", text: "Hola" }),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ message: expect.stringContaining("Unknown Slack member") });
      });
    });
  },
);
