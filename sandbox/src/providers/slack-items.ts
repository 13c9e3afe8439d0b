import { z } from "zod";
import { demoAccounts } from "../demo-accounts";
import { createSlackIm, type SlackData, type SlackMessage, type SlackUser, toImId } from "../demo-data/slack-data";
import { SandboxItemError } from "./provider-family";

const account = demoAccounts.slack;
const DEFAULT_SENDER = "laura.gomez";

const SlackItemBodySchema = z.object({
  kind: z.literal("message").default("message"),
  /** A channel's name ('equipo' or '#equipo'), its id, or 'dm' for a direct message from `from` to the person. */
  channel: z.string().min(1),
  /** A member's id, handle, full or first name; another member than the person when left out. */
  from: z.string().min(1).default(DEFAULT_SENDER),
  text: z.string().trim().min(1),
  mentionsMe: z.boolean().default(false),
  /** When it was sent; a past or future date makes an out-of-order or future timestamp. */
  date: z.iso.datetime({ offset: true }).optional(),
});

type SlackItemBody = z.infer<typeof SlackItemBodySchema>;

/** The live demo's Slack item: a colleague mentioning the person in #equipo. */
export const slackLiveItems: readonly SlackItemBody[] = [
  {
    kind: "message",
    channel: "equipo",
    from: "Laura Gómez",
    text: "¿Puedes revisar la propuesta de Grupo Alameda antes de las 17 h? El cliente espera respuesta hoy.",
    mentionsMe: true,
  },
];

function foldName(text: string): string {
  return text
    .trim()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

function findSender(data: SlackData, from: string): SlackUser {
  const wanted = foldName(from);
  const user = data.users.find((candidate) =>
    [candidate.id, candidate.name, candidate.real_name, candidate.profile.display_name].some(
      (name) => foldName(name) === wanted,
    ),
  );
  if (!user) {
    const names = data.users.map((candidate) => candidate.real_name).join(", ");
    throw new SandboxItemError(`Unknown Slack member "${from}": use an id, a handle or one of ${names}`);
  }
  return user;
}

/** The conversation the message goes to; a direct message opens the conversation with the sender if it is new. */
function findConversationId(data: SlackData, channel: string, sender: SlackUser, now: number): string {
  if (foldName(channel) === "dm") {
    if (sender.id === account.userId) {
      throw new SandboxItemError(`A direct message to the person needs another member as "from"`);
    }
    if (!data.ims.some((im) => im.user === sender.id)) data.ims.push(createSlackIm(sender.id, now));
    return toImId(sender.id);
  }
  const name = foldName(channel).replace(/^#/, "");
  const found = data.channels.find((candidate) => candidate.id === channel || candidate.name === name);
  if (!found) {
    const names = data.channels.map((candidate) => `#${candidate.name}`).join(", ");
    throw new SandboxItemError(`Unknown Slack channel "${channel}": use one of ${names}, or "dm"`);
  }
  return found.id;
}

/** A ts from whole microseconds, exact where dividing a float would round the last digit. */
function formatMicros(micros: number): string {
  return `${Math.floor(micros / 1_000_000)}.${String(micros % 1_000_000).padStart(6, "0")}`;
}

/**
 * Puts a message in a conversation at `at` (ms), keeping the list oldest first. A ts is a message's id, so one
 * already taken moves on by a microsecond; a message never takes a ts after the others just to be unique, so a
 * future-dated message in the channel does not push the ones after it into the future too.
 */
export function insertSlackMessage(
  data: SlackData,
  conversationId: string,
  fields: Pick<SlackMessage, "user" | "text">,
  at: number,
): SlackMessage {
  const messages = data.messages[conversationId] ?? [];
  const taken = new Set(messages.map((message) => message.ts));
  let micros = Math.round(at * 1000);
  while (taken.has(formatMicros(micros))) micros += 1;
  const message: SlackMessage = { type: "message", ...fields, ts: formatMicros(micros), team: account.team.id };
  data.messages[conversationId] = [...messages, message].sort((a, b) => Number(a.ts) - Number(b.ts));
  return message;
}

/** `POST /__sandbox/items/slack`: a message from a member in a channel or a direct message. */
export function addSlackItem(data: unknown, body: unknown, now: number): { id: string; kind: string } {
  const parsed = SlackItemBodySchema.safeParse(body);
  if (!parsed.success) throw new SandboxItemError(`Invalid Slack item: ${z.prettifyError(parsed.error)}`);
  const slack = data as SlackData;
  const item = parsed.data;
  const sender = findSender(slack, item.from);
  const conversationId = findConversationId(slack, item.channel, sender, now);
  const text = item.mentionsMe ? `<@${account.userId}> ${item.text}` : item.text;
  const at = item.date ? Date.parse(item.date) : now;
  const message = insertSlackMessage(slack, conversationId, { user: sender.id, text }, at);
  return { id: `${conversationId}:${message.ts}`, kind: item.kind };
}
