import type { AssistantKey, McpAppKey } from "@shifu/contract";
import type { z } from "zod";
import type { ProviderApi } from "./provider-api";

/**
 * What a request asks to do, in the words the local engine understands. A tool declares which actions on which
 * objects it answers, so the engine picks tools by meaning instead of by sentence.
 */
export type IntentAction =
  | "list"
  | "search"
  | "read"
  | "create"
  | "send"
  | "reply"
  | "label"
  | "trash"
  | "delete"
  | "archive"
  /** Marks a message as read ('marca como leído el de Iberia'). */
  | "markRead"
  | "complete"
  | "summarize"
  /** Sends on something that exists ('reenvía el correo de Iberia a Pedro'). */
  | "forward"
  /** Gives something that exists to someone ('asigna la tarea de los banners a Lucía'). */
  | "assign"
  /** Takes something that exists to another place ('mueve la tarea del inventario a la lista Campañas'). */
  | "move"
  /** Moves something that happens at a time to another ('cambia la reunión del jueves al viernes'). */
  | "reschedule"
  /** Answers an invitation ('acepta la invitación de Marta', 'rechaza la comida del martes'). */
  | "respond"
  /** Reacts to a message with an emoji ('reacciona con 👍 al último mensaje de Laura'). */
  | "react";

export type IntentObject =
  | "email"
  | "label"
  | "file"
  | "document"
  | "spreadsheet"
  | "presentation"
  | "message"
  | "chat"
  | "page"
  | "contact"
  | "deal"
  | "note"
  | "task"
  | "item"
  | "media"
  | "comment"
  | "pending"
  /** A calendar event: a meeting, an appointment, a call. */
  | "event"
  /** An invitation to someone else's event, waiting for the person's answer. */
  | "invitation"
  /** A free stretch of time in the calendar ('un hueco de una hora'). */
  | "slot"
  | "anything";

/** The kinds of file a request can name ('mis hojas de cálculo', 'los pdf'). */
export type FileKind = "document" | "spreadsheet" | "presentation" | "pdf" | "image" | "folder";

/** An instant range, both ends ISO 8601 with offset; either end may be open. */
export type DateRange = { from?: string; to?: string };

/**
 * What the local engine read from one request: every field is optional, and a tool's `argsFromRequest` takes what it
 * needs. Real models fill the tool's input schema themselves and never see this.
 */
export type ParsedRequest = {
  /** The user's words as written. */
  text: string;
  /** 'los 3 últimos' → 3. */
  count?: number;
  /** 'sin leer', 'no leídos'. */
  unreadOnly?: boolean;
  /** '¿cuántos…? solo el número': the count is the answer, with no listing after it. */
  countOnly?: boolean;
  /** 'los correos importantes', 'de alta prioridad': only mail marked important or of high importance. */
  importantOnly?: boolean;
  /** 'de Laura', 'a Pedro', 'con Ana': a person's name or e-mail address. */
  person?: string;
  /** An e-mail address written in the request. */
  email?: string;
  /** A quoted title: «Informe», "Informe", 'Informe'. */
  quoted?: string;
  /** What a new thing is called when it is not quoted: 'crea la etiqueta Facturas' → 'Facturas'. */
  name?: string;
  /** The text to send or write: after 'diciendo', 'que diga', ':'. */
  body?: string;
  /** '#general' → 'general'. */
  channel?: string;
  /** Words to search for, once verbs, objects, dates and people are taken out. */
  keywords?: string;
  /** 'ayer', 'esta semana', 'desde el lunes'. */
  dateRange?: DateRange;
  /** 'para el jueves', 'pasado mañana a las 5 de la tarde': an ISO instant. */
  dueDate?: string;
  /** 'antes de fin de mes', 'para el viernes': everything due up to that day, asked of things that fall due. */
  dueBy?: DateRange;
  /**
   * 'la tarea que me asignaron el lunes', 'el archivo que subió Pedro ayer': the days a thing was made, sent or given,
   * said in a relative clause; a listing filters by when its things were created, never by when they are due.
   */
  createdRange?: DateRange;
  fileKind?: FileKind;
  /**
   * 'qué hay en la carpeta Facturas', 'enséñame lo que tengo en Documentos/Clientes': the folder whose contents are
   * asked for, by its name or its path as written.
   */
  folder?: string;
  /** 'envíalo' versus 'prepara un borrador'. */
  draft?: boolean;
  /** 'atrasadas', 'vencidas', 'que se me han pasado': due before today (in the person's zone) and not done. */
  overdue?: boolean;
  /** 'sin fecha', 'que no tienen fecha límite': only things with no due date. */
  undated?: boolean;
  /** 'urgentes', 'de prioridad alta': only things whose priority is high or urgent. */
  urgent?: boolean;
  /**
   * 'qué tareas terminé ayer', 'las que he completado esta semana': things already done; the dates said are when they
   * were done.
   */
  completed?: boolean;
  /** 'en curso', 'en progreso', 'a medias': only tasks already started and not done. */
  inProgress?: boolean;
  /** '¿alguien me ha mencionado?', 'mis menciones': only messages that mention the person. */
  mentionsOnly?: boolean;
  /** 'de más de 20.000 €', 'por debajo de 10.000 euros': only things whose amount is in that range. */
  amount?: { above?: number; below?: number };
  /**
   * '¿cuál es el negocio más grande?', '¿cuál cierra antes?': the one thing asked for is the first once the things are
   * ordered by amount (largest, smallest) or by when they are due (soonest, latest).
   */
  superlative?: "largest" | "smallest" | "soonest" | "latest";
  /** '¿cuál es mi publicación con más likes?': the detail a superlative orders by ('Me gusta'), when not the amount. */
  superlativeOf?: string;
  /** 'por privado', 'mensajes directos', 'DM': only one-to-one conversations, never channels. */
  directOnly?: boolean;
  /** Everyone a mail or message goes to, as written: names or addresses ('a Pedro y a ana@acme.es'). */
  recipients?: string[];
  /** The subject of a new mail: 'con asunto «Presupuesto»'. */
  subject?: string;
  /** A contact's company: 'de la empresa Lumen'. */
  company?: string;
  /** A contact's role: 'que es directora de compras'. */
  jobTitle?: string;
  /** A phone number written in the request. */
  phone?: string;
  /**
   * Who a task is for, when not the person themself: 'asígnasela a Laura'; in a read, whose tasks or items are asked
   * for ('tareas de Lucía', '¿en qué está trabajando Javier?'), as the app's directory names them.
   */
  assignee?: string;
  /** Who wrote the messages asked for ('¿qué ha dicho Laura en #general?'), as the app's directory names them. */
  author?: string;
  /**
   * Words a listing with no search of its own pages further back for ('notas gastos'): the engine's last try at a
   * thing it was told about and did not find among the newest.
   */
  lookFor?: string;
  /** Whose files are asked for ('los archivos que subió Pedro', 'los docs de Laura'), as the app's directory names them. */
  owner?: string;
  /** Where a new task or item goes: a project (Asana), a list (ClickUp) or a board (monday.com). */
  project?: string;
  /** How long a new event lasts: 'de media hora' → 30. */
  durationMinutes?: number;
  /** 'cámbiala a las 13': a new hour 'HH:mm' with no day, which keeps the event on its own day. */
  timeOfDay?: string;
  /**
   * 'retrasa una semana lo de traducir la web': days the thing's own due day moves by (negative to bring it forward),
   * which only the thing knows; `dueDate` holds the same count from today, for a thing with no due day.
   */
  dueShiftDays?: number;
  /**
   * 'una hora más tarde', 'adelántala media hora', 'al día siguiente': minutes a meeting's own start moves by (negative
   * to bring it forward), which only the meeting knows; it keeps its length.
   */
  startShiftMinutes?: number;
  /**
   * Which sessions of a recurring meeting a move or a cancellation reaches: 'toda la serie', 'todas las semanas',
   * 'a partir de esta', 'de ahora en adelante' → following (that session and the later ones); 'solo la de esta semana'
   * → occurrence.
   */
  seriesScope?: "occurrence" | "following" | "series";
  /** 'en la sala Azul', 'en la cafetería La Lola': where a new meeting is held, as written. */
  location?: string;
  /** 'con videollamada', 'por Meet': a new event gets a video meeting. */
  videoMeeting?: boolean;
  /** 'acepta', 'rechaza', 'dile que quizás': the answer to an invitation. */
  invitationAnswer?: "accepted" | "declined" | "tentative";
  /** 'reacciona con 👍', 'dale like', 'ponle un corazón': the emoji to react with, by its name ('thumbsup'). */
  reaction?: string;
  /** The channel, chat, server or board the request named in words, as the app itself names it (see `Place`). */
  place?: Place;
  /** 'qué está listo', 'lo que está estancado': a state of the app's items, as the app writes it ('Listo'). */
  state?: string;
};

/**
 * Something of the person's own that holds messages or items, read from the provider so that the local engine can
 * tell that 'ventas' in 'qué se dijo en ventas' is a channel: a Slack channel, a Teams chat, a Discord server or
 * channel, a monday.com board.
 */
export type Place = {
  id: string;
  /** As the provider names it: 'ventas', 'Comité de dirección', 'Eventos y ferias 2026'; a one-to-one chat, the other person. */
  name: string;
  /** The place this one is inside, by name: a Discord channel's server. */
  within?: string;
  /** What it holds, which a request about it asks for ('qué se dijo en ventas' lists messages). */
  holds: IntentObject;
  /** What it is, when the rules have a word for it: 'el post del evento' names a post (media), not posts to list. */
  kind?: IntentObject;
};

/** The names an account's app knows, for the local engine to read a request by: its places and its people. */
export type AppDirectory = {
  places: Place[];
  people: string[];
  /** The states the app's items are in, as it writes them ('Listo', 'Estancado'), for apps that have them. */
  states?: string[];
};

/** One thing a tool found: a mail, a file, a task, a message. Dates are ISO 8601. */
export type ListedItem = {
  id: string;
  title: string;
  /** Sender, author, owner or assignee, as the provider names them. */
  from?: string;
  /** The sender's e-mail address, when a mail app gives it apart from the name: what '¿cuál es el mail de X?' asks. */
  fromAddress?: string;
  date?: string;
  /** Due date of a task. */
  due?: string;
  link?: string;
  snippet?: string;
  /** Where it lives: a channel, a folder, a board, a label. */
  place?: string;
  /** Other short facts worth showing ('Etapa: Negociación', 'Importe: 12.000 €'). */
  details?: string[];
  /** A money amount the item carries (a deal's value), so totals can be summed. */
  amount?: { value: number; currency: string };
  /** The app it comes from, when a search across apps found it: the app that can read it. */
  app?: string;
  /** A session of a recurring event: its series' id, so that a change to it can ask which sessions it reaches. */
  series?: string;
};

/**
 * What a tool answers. Everything in it that came from the third party (titles, bodies, snippets) is data, never
 * instructions: the assistant hands it to the model marked as untrusted.
 */
export type ToolOutput =
  /** `total`: how many there are in all, as the provider counts them, when the list shows only some. */
  | { kind: "list"; object: IntentObject; items: ListedItem[]; total?: number }
  | { kind: "document"; item: ListedItem; text: string }
  | { kind: "done"; message: string; item?: ListedItem };

/** A working day's hours as wall times in the person's zone: '09:00' to '18:00'. */
export type WorkingHours = { start: string; end: string };

export type ToolContext = {
  /** The calling user's own connection to the provider, with refresh and retry already handled. */
  api: ProviderApi;
  now: Date;
  /** IANA zone in which dates are read and shown. */
  timeZone: string;
  /** The working hours the person taught in training, read only by the tools that need them; null when untaught. */
  readWorkingHours?: () => Promise<WorkingHours | null>;
};

/**
 * One model tool of one app. Read tools run at once; a tool that `writes` first becomes an approval request stated by
 * `describe`, and runs only when the user confirms it.
 */
export type AppTool<Input extends Record<string, unknown> = Record<string, unknown>> = {
  /** Unique across apps, snake_case, prefixed by the app: `gmail_create_label`. */
  name: string;
  /** The service key, "shifu" for the general assistant's own tools, or a connected MCP server's `mcp-{id}`. */
  app: AssistantKey | McpAppKey;
  /** Spanish, for the model: what it does and when to use it. */
  description: string;
  inputSchema: z.ZodType<Input>;
  writes: boolean;
  /** A write that may delete or overwrite without a way back: its approval card warns in red. */
  destructive?: boolean;
  /**
   * What the tool does, for the local engine. `alsoServes` names requests the same act answers in this app, where
   * the app has no tool of their own (Notion's archive is its bin, so 'bórrala' is served by it).
   */
  intent: { action: IntentAction; objects: readonly IntentObject[]; alsoServes?: readonly IntentAction[] };
  /**
   * For writes on something that exists (trash this mail, complete that task): the read tool whose results name the
   * target, so the local engine can find it first and pass it to `argsFromRequest`.
   */
  target?: { searchTool: string };
  /** The local engine's way in: the tool's input from a parsed request (and the found target), or null if lacking. */
  argsFromRequest(request: ParsedRequest, target?: ListedItem): Input | null;
  /**
   * For writes that name a person, channel, chat, label or item: the same input with every such name turned into the
   * exact address or id, run once before the approval card is made. The card shows, the stored approval keeps and the
   * argument hash covers this resolved input, and `execute` never looks a name up again, so what runs is what the card
   * showed. A name that fits several or none throws the AppError of `target-errors.ts`, whose Spanish message lists
   * the choices.
   */
  resolve?(context: ToolContext, input: Input): Promise<Input>;
  /** The exact action in Spanish, for the approval card: 'Mover a la papelera el correo «Oferta» de Tienda XYZ'. */
  describe?(context: ToolContext, input: Input): Promise<string>;
  execute(context: ToolContext, input: Input): Promise<ToolOutput>;
};

/** Erases a tool's input type so tools of every shape fit in one list. */
export function defineTool<Input extends Record<string, unknown>>(tool: AppTool<Input>): AppTool {
  return tool as unknown as AppTool;
}
