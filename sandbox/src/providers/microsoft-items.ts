import { randomBytes } from "node:crypto";
import { z } from "zod";
import { demoAccounts } from "../demo-accounts";
import {
  buildChatMessage,
  buildMessage,
  createMessageId,
  DRIVE_ROOT_ID,
  FOLDER_IDS,
  type GraphChat,
  type GraphDriveItem,
  type GraphUser,
  MICROSOFT_DRIVE_ID,
  MIME_TYPES,
  type MicrosoftData,
  ONEDRIVE_WEB_ROOT,
  recordChange,
  toGraphInstant,
} from "../demo-data/microsoft-data";
import {
  addOutlookInvitation,
  changeOutlookInvitation,
  OutlookEventChangeItemBodySchema,
  OutlookEventItemBodySchema,
} from "./microsoft-calendar-items";
import { foldText, matchesWords } from "./microsoft-odata";
import { SandboxItemError } from "./provider-family";

const account = demoAccounts.microsoft;
const DEFAULT_MODIFIER = "Javier Ruiz";
/** 'Ana Torres <ana@acme.com>' or a bare address. */
const ADDRESS_PATTERN = /^(?:(.*?)\s*<([^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)>|([^<>@\s]+@[^<>@\s]+\.[^<>@\s]+))$/;

const AddressSchema = z.string().trim().regex(ADDRESS_PATTERN, "must be an address or 'Name <address>'");
/** When it happened; a past or future date makes an out-of-order or future timestamp. */
const DateSchema = z.iso.datetime({ offset: true }).optional();

const MailItemBodySchema = z.object({
  kind: z.literal("mail"),
  subject: z.string().trim().min(1),
  from: AddressSchema,
  /** The person when left out. */
  to: z.union([AddressSchema, z.array(AddressSchema).min(1)]).optional(),
  body: z.string(),
  importance: z.enum(["normal", "high", "low"]).default("normal"),
  date: DateSchema,
  attachments: z.array(z.object({ name: z.string().min(1) })).default([]),
});

const FileItemBodySchema = z.object({
  kind: z.literal("file"),
  /** A file of the drive's root: an existing name is a modification, a new one a new file. */
  name: z.string().trim().min(1),
  /** A person of the directory, by name or address. */
  modifiedBy: z.string().trim().min(1).default(DEFAULT_MODIFIER),
  date: DateSchema,
});

const ChatMessageItemBodySchema = z.object({
  kind: z.literal("chat_message"),
  /** A chat's id or topic, or the name of the person of a one-on-one chat; the first chat when left out. */
  chat: z.string().trim().min(1).optional(),
  /** A person of the directory, by name or address. */
  from: z.string().trim().min(1),
  text: z.string().trim().min(1),
  mentionsMe: z.boolean().default(false),
  date: DateSchema,
});

const MicrosoftItemBodySchema = z.discriminatedUnion("kind", [
  MailItemBodySchema,
  FileItemBodySchema,
  ChatMessageItemBodySchema,
  OutlookEventItemBodySchema,
  OutlookEventChangeItemBodySchema,
]);
type MicrosoftItemBody = z.input<typeof MicrosoftItemBodySchema>;

/** The live demo's Microsoft items: a mail in Outlook and a mention in a Teams group chat. */
export const microsoftLiveItems: readonly MicrosoftItemBody[] = [
  {
    kind: "mail",
    subject: "Cambio de sala para la reunión con Alimentaria Sur",
    from: "Javier Ruiz <javier.ruiz@ejemplo.com>",
    body: "Hola Ana,\nla reunión de esta tarde con Alimentaria Sur pasa a la sala Retiro. ¿Puedes avisar a Sergio?\nJavier",
  },
  {
    kind: "chat_message",
    chat: "Lanzamiento campaña de Navidad",
    from: "Laura Gómez",
    text: "¿Puedes aprobar hoy el presupuesto del folleto? La imprenta necesita la confirmación antes de las 18 h.",
    mentionsMe: true,
  },
];

function readAddress(text: string): { name: string; address: string } {
  const [, name, bracketed, bare] = text.match(ADDRESS_PATTERN) ?? [];
  const address = bracketed ?? bare ?? text;
  return { name: name?.trim().replace(/^"|"$/g, "") || address, address };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function findUser(data: MicrosoftData, wanted: string, field: string): GraphUser {
  const user =
    data.users.find((candidate) =>
      [candidate.mail, candidate.displayName].some((name) => foldText(name) === foldText(wanted)),
    ) ?? data.users.find((candidate) => matchesWords(candidate.displayName, wanted));
  if (!user) {
    const names = data.users.map((candidate) => candidate.displayName).join(", ");
    throw new SandboxItemError(`Unknown person "${wanted}" in "${field}": use one of ${names}`);
  }
  return user;
}

function addMail(data: MicrosoftData, item: z.infer<typeof MailItemBodySchema>, now: number): string {
  const to = item.to === undefined ? [] : Array.isArray(item.to) ? item.to : [item.to];
  const message = buildMessage({
    id: createMessageId(randomBytes(9).toString("hex")),
    from: readAddress(item.from),
    to: to.length > 0 ? to.map(readAddress) : [{ name: account.displayName, address: account.email }],
    subject: item.subject,
    html: item.body
      .split("\n")
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(""),
    time: item.date ? Date.parse(item.date) : now,
    isRead: false,
    folderId: FOLDER_IDS.inbox,
    importance: item.importance,
    hasAttachments: item.attachments.length > 0,
  });
  data.messages.push(message);
  recordChange(data, { resource: "message", id: message.id, folderId: message.parentFolderId, removed: false });
  return message.id;
}

/** A drive item id as OneDrive's: 01 and 32 characters of base32. */
function createDriveItemId(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  return `01${[...randomBytes(32)].map((byte) => alphabet[byte % 32]).join("")}`;
}

function createDriveFile(data: MicrosoftData, name: string, instant: string): GraphDriveItem {
  const id = createDriveItemId();
  const extension = name.includes(".") ? (name.split(".").pop()?.toLowerCase() ?? "") : "";
  const file: GraphDriveItem = {
    id,
    name,
    size: 24_576,
    createdDateTime: instant,
    lastModifiedDateTime: instant,
    webUrl: `${ONEDRIVE_WEB_ROOT}/${encodeURIComponent(name)}`,
    eTag: "",
    cTag: "",
    createdBy: data.driveRoot.createdBy,
    lastModifiedBy: data.driveRoot.lastModifiedBy,
    parentReference: { driveType: "business", driveId: MICROSOFT_DRIVE_ID, id: DRIVE_ROOT_ID, path: "/drive/root:" },
    file: { mimeType: MIME_TYPES[extension] ?? "application/octet-stream" },
  };
  data.driveItems.push(file);
  if (data.driveRoot.folder) data.driveRoot.folder.childCount += 1;
  return file;
}

/** Someone saves a file of the drive's root: a new version of the one with that name, or a new file. */
function addFile(data: MicrosoftData, item: z.infer<typeof FileItemBodySchema>, now: number): string {
  const user = findUser(data, item.modifiedBy, "modifiedBy");
  const instant = toGraphInstant(item.date ? Date.parse(item.date) : now);
  const existing = data.driveItems.find(
    (candidate) =>
      candidate.parentReference.id === DRIVE_ROOT_ID &&
      !candidate.folder &&
      foldText(candidate.name) === foldText(item.name),
  );
  const file = existing ?? createDriveFile(data, item.name, instant);
  const identity = { user: { id: user.id, displayName: user.displayName, email: user.mail } };
  if (!existing) file.createdBy = identity;
  file.lastModifiedBy = identity;
  file.lastModifiedDateTime = instant;
  const version = Number(file.eTag.match(/,(\d+)"$/)?.[1] ?? 0) + 1;
  file.eTag = `"{${file.id.slice(8, 16)}-0000-0000-0000-000000000000},${version}"`;
  file.cTag = `"c:{${file.id.slice(8, 16)}-0000-0000-0000-000000000000},${version}"`;
  recordChange(data, { resource: "driveItem", id: file.id, removed: false });
  return file.id;
}

function findChat(data: MicrosoftData, wanted: string | undefined): GraphChat {
  const [first] = data.chats;
  if (!wanted && first) return first;
  const chat =
    data.chats.find((candidate) => candidate.id === wanted) ??
    data.chats.find((candidate) => candidate.topic && matchesWords(candidate.topic, wanted ?? "")) ??
    data.chats.find(
      (candidate) =>
        candidate.chatType === "oneOnOne" &&
        candidate.members.some(
          (member) => member.userId !== account.id && matchesWords(member.displayName, wanted ?? ""),
        ),
    );
  if (!chat) {
    const names = data.chats.map((candidate) => candidate.topic ?? candidate.id).join(", ");
    throw new SandboxItemError(
      `Unknown Teams chat "${wanted}": use an id, a topic, a colleague's name or one of ${names}`,
    );
  }
  return chat;
}

/** A message in a chat; mentioning the person puts Teams' `<at>` tag in an HTML body and names her in `mentions`. */
function addChatMessage(data: MicrosoftData, item: z.infer<typeof ChatMessageItemBodySchema>, now: number): string {
  const chat = findChat(data, item.chat);
  const author = findUser(data, item.from, "from");
  const at = item.date ? Date.parse(item.date) : now;
  // A message's id is when Teams received it, unique in the chat, whatever date the message shows.
  const id = Math.max(now, ...data.chatMessages.map((message) => Number(message.id) + 1));
  const message = { ...buildChatMessage(chat.id, author, item.text, at), id: String(id), etag: String(id) };
  if (item.mentionsMe) {
    message.body = {
      contentType: "html",
      content: `<p><at id="0">${escapeHtml(account.displayName)}</at> ${escapeHtml(item.text)}</p>`,
    };
    message.mentions = [
      {
        id: 0,
        mentionText: account.displayName,
        mentioned: {
          application: null,
          device: null,
          conversation: null,
          user: {
            "@odata.type": "#microsoft.graph.teamworkUserIdentity",
            id: account.id,
            displayName: account.displayName,
            userIdentityType: "aadUser",
          },
        },
      },
    ];
  }
  data.chatMessages.push(message);
  return `${chat.id}:${message.id}`;
}

/**
 * `POST /__sandbox/items/microsoft`: a mail in the inbox (the default kind), a file saved in OneDrive, a Teams chat
 * message, an invitation in the Outlook calendar (`event`) or its organiser's move or cancellation (`event_change`).
 * Mail, files and events are recorded as changes, so the delta queries report them.
 */
export function addMicrosoftItem(data: unknown, body: unknown, now: number): { id: string; kind: string } {
  const withKind = body && typeof body === "object" && !("kind" in body) ? { ...body, kind: "mail" } : body;
  const parsed = MicrosoftItemBodySchema.safeParse(withKind);
  if (!parsed.success) throw new SandboxItemError(`Invalid Microsoft item: ${z.prettifyError(parsed.error)}`);
  const microsoft = data as MicrosoftData;
  const item = parsed.data;
  switch (item.kind) {
    case "mail":
      return { id: addMail(microsoft, item, now), kind: item.kind };
    case "file":
      return { id: addFile(microsoft, item, now), kind: item.kind };
    case "chat_message":
      return { id: addChatMessage(microsoft, item, now), kind: item.kind };
    case "event":
      return { id: addOutlookInvitation(microsoft, item, now), kind: item.kind };
    case "event_change":
      return { id: changeOutlookInvitation(microsoft, item, now), kind: item.kind };
  }
}
