import { z } from "zod";
import { demoAccounts } from "../demo-accounts";
import {
  addDriveFile,
  buildDriveFile,
  buildGmailPayload,
  createDriveUser,
  createGmailSnippet,
  formatGmailId,
  formatMailDate,
  type GmailHeader,
  type GmailMessage,
  type GmailMessagePart,
  type GoogleData,
  type GooglePerson,
  googleMimeTypes,
} from "../demo-data/google-data";
import { addCalendarInvitation, EventItemBodySchema } from "./google-calendar-items";
import { recordDriveChange } from "./google-drive-changes";
import { recordGmailChange } from "./google-gmail-history";
import { SandboxItemError } from "./provider-family";

const account = demoAccounts.google;
const ADDRESS_PATTERN = /^(?:[^<>]+<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;
const AddressSchema = z.string().trim().regex(ADDRESS_PATTERN, "expected 'Name <name@example.com>' or an address");

const MailItemBodySchema = z.object({
  kind: z.literal("mail").optional(),
  subject: z.string().trim().min(1),
  from: AddressSchema,
  to: AddressSchema.optional(),
  body: z.string().min(1),
  importance: z.enum(["normal", "high"]).default("normal"),
  /** The mail's internalDate, to inject mail that arrives out of order or dated in the future. */
  date: z.iso.datetime({ offset: true }).optional(),
  attachments: z.array(z.object({ filename: z.string().trim().min(1) })).default([]),
});
type MailItemBody = z.infer<typeof MailItemBodySchema>;

const FileItemBodySchema = z.object({
  kind: z.literal("file"),
  name: z.string().trim().min(1),
  mimeType: z.string().trim().min(1).default(googleMimeTypes.document),
  /** Who made the change; a colleague when absent, the demo user's own address for their own edit. */
  modifiedBy: AddressSchema.optional(),
  /** The file belongs to the modifier and is shared with the demo user, rather than living in the user's Drive. */
  sharedWithMe: z.boolean().default(false),
  date: z.iso.datetime({ offset: true }).optional(),
});
type FileItemBody = z.infer<typeof FileItemBodySchema>;

const colleague: GooglePerson = { name: "Laura Gómez", email: "laura.gomez@ejemplo.com" };
const me: GooglePerson = { name: account.displayName, email: account.email };

function readPerson(address: string): GooglePerson {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(address);
  if (!match) return { name: address.split("@")[0] ?? address, email: address };
  return { name: match[1]?.trim() || (match[2] ?? ""), email: match[2] ?? "" };
}

const attachmentTypes: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

function createAttachmentPart(filename: string, index: number): GmailMessagePart {
  const mimeType = attachmentTypes[filename.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
  return {
    partId: String(index + 1),
    mimeType,
    filename,
    headers: [
      { name: "Content-Type", value: `${mimeType}; name="${filename}"` },
      { name: "Content-Disposition", value: `attachment; filename="${filename}"` },
    ],
    body: { size: 24_576, attachmentId: `ANGjdJ${Buffer.from(filename).toString("base64url")}` },
  };
}

/** With attachments the mail is multipart/mixed, its text first and each file after, as a mail client sends it. */
function buildItemPayload(headers: GmailHeader[], item: MailItemBody): GmailMessagePart {
  if (item.attachments.length === 0) return buildGmailPayload({ headers, text: item.body });
  const text = buildGmailPayload({ headers: [], text: item.body });
  const boundary = "000000000000f1e2d3c4b5a69788";
  return {
    partId: "",
    mimeType: "multipart/mixed",
    filename: "",
    headers: [...headers, { name: "Content-Type", value: `multipart/mixed; boundary="${boundary}"` }],
    body: { size: 0 },
    parts: [
      { ...text, partId: "0" },
      ...item.attachments.map((file, index) => createAttachmentPart(file.filename, index)),
    ],
  };
}

/** A mail received in the inbox, unread; a high importance one carries the headers mail clients set for it. */
function addMail(data: GoogleData, item: MailItemBody, now: number): GmailMessage {
  const mailbox = data.gmail;
  const time = item.date ? Date.parse(item.date) : now;
  const id = formatGmailId(0x900000 + mailbox.nextId++);
  const headers: GmailHeader[] = [
    { name: "MIME-Version", value: "1.0" },
    { name: "Date", value: formatMailDate(time) },
    { name: "Message-ID", value: `<CA+item${id}@mail.gmail.com>` },
    { name: "Subject", value: item.subject },
    { name: "From", value: item.from },
    { name: "To", value: item.to ?? `${me.name} <${me.email}>` },
    ...(item.importance === "high"
      ? [
          { name: "Importance", value: "high" },
          { name: "X-Priority", value: "1 (Highest)" },
        ]
      : []),
  ];
  const message: GmailMessage = {
    id,
    threadId: id,
    labelIds: ["INBOX", "UNREAD", "CATEGORY_PERSONAL", ...(item.importance === "high" ? ["IMPORTANT"] : [])],
    // Gmail's snippet is the text a person reads, without an HTML body's tags.
    snippet: createGmailSnippet(item.body.replace(/<[^>]*>/g, " ")),
    historyId: String(mailbox.historyId),
    internalDate: String(time),
    sizeEstimate: 1200 + item.body.length + item.attachments.length * 24_576,
    payload: buildItemPayload(headers, item),
  };
  mailbox.messages.unshift(message);
  recordGmailChange(mailbox, { type: "messageAdded", message });
  return message;
}

/** A file edited by someone: the one of that name when it exists and is not in the trash, else a new one. */
function addFile(data: GoogleData, item: FileItemBody, now: number): string {
  const drive = data.drive;
  const time = item.date ? Date.parse(item.date) : now;
  const modifier = item.modifiedBy ? readPerson(item.modifiedBy) : colleague;
  const existing = drive.files.find((file) => file.name === item.name && !file.trashed);
  if (existing) {
    existing.modifiedTime = new Date(time).toISOString();
    existing.lastModifyingUser = createDriveUser(modifier);
    existing.modifiedByMe = existing.lastModifyingUser.me;
    recordDriveChange(drive, existing.id, now);
    return existing.id;
  }
  const file = buildDriveFile({
    name: item.name,
    mimeType: item.mimeType,
    owner: item.sharedWithMe ? modifier : me,
    modifier,
    modifiedAt: time,
  });
  if (item.sharedWithMe) file.sharedWithMeTime = file.modifiedTime;
  addDriveFile(drive, file);
  recordDriveChange(drive, file.id, now);
  return file.id;
}

function readItem<T>(schema: z.ZodType<T>, kind: string, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new SandboxItemError(`Invalid Google ${kind} item: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * `POST /__sandbox/items/google`: a mail arriving in the inbox (the default), a file changing in Drive, or an
 * invitation arriving in the calendar.
 */
export function addGoogleItem(data: unknown, body: unknown, now: number): { id: string; kind: string } {
  const google = data as GoogleData;
  const kind = (body as { kind?: unknown } | null)?.kind;
  if (kind === "file") return { id: addFile(google, readItem(FileItemBodySchema, "file", body), now), kind: "file" };
  if (kind === "event") {
    return { id: addCalendarInvitation(google, readItem(EventItemBodySchema, "event", body), now), kind: "event" };
  }
  return { id: addMail(google, readItem(MailItemBodySchema, "mail", body), now).id, kind: "mail" };
}

/** What the live demo adds: a client's mail, an urgent one from a colleague, and a spreadsheet shared by a supplier. */
export const googleLiveItems: readonly Record<string, unknown>[] = [
  {
    subject: "Propuesta de colaboración para 2027",
    from: "Ana Torres <ana.torres@acmeconsultores.es>",
    body:
      "Hola, Ana:\n\nTras la reunión de la semana pasada os envío nuestra propuesta de colaboración para 2027: " +
      "soporte mensual, dos talleres al trimestre y un informe de seguimiento. ¿Podríamos comentarla el jueves?\n\n" +
      "Un saludo,\nAna Torres\nAcme Consultores",
    attachments: [{ filename: "Propuesta Acme 2027.pdf" }],
  },
  {
    subject: "Urgente: el cliente adelanta la entrega al viernes",
    from: "Pedro Sánchez <pedro.sanchez@ejemplo.com>",
    body:
      "Ana, Grupo Norte nos pide tener la propuesta final el viernes en lugar del lunes. " +
      "¿Puedes revisar hoy los números del presupuesto para que lleguemos a tiempo?\n\nPedro",
    importance: "high",
  },
  {
    kind: "file",
    name: "Tarifas proveedores 2027",
    mimeType: googleMimeTypes.spreadsheet,
    modifiedBy: "Javier Ruiz <javier.ruiz@gruponorte.es>",
    sharedWithMe: true,
  },
];
