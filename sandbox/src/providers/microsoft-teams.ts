import type { FastifyReply } from "fastify";
import { demoAccounts } from "../demo-accounts";
import {
  buildChatMember,
  buildChatMessage,
  createChatWebUrl,
  createOneOnOneChatId,
  type GraphChat,
  type GraphChatMessage,
  type GraphUser,
  MICROSOFT_TENANT_ID,
  type MicrosoftData,
  toGraphInstant,
} from "../demo-data/microsoft-data";
import { hasAnyScope, sendMicrosoftGraphError } from "./microsoft-graph-error";
import {
  matchesFilter,
  ODataError,
  parseFilter,
  parseOrderBy,
  readTop,
  selectFields,
  sortResources,
} from "./microsoft-odata";
import type { ApiContext, ApiRoute } from "./provider-family";

const GRAPH = "graph.microsoft.com";
const account = demoAccounts.microsoft;
const CHAT_READ_SCOPES = ["Chat.ReadBasic", "Chat.Read", "Chat.ReadWrite"];
const MESSAGE_READ_SCOPES = ["Chat.Read", "Chat.ReadWrite"];
const CHAT_CREATE_SCOPES = ["Chat.Create", "Chat.ReadWrite"];
const MESSAGE_SEND_SCOPES = ["ChatMessage.Send", "Chat.ReadWrite"];
const USER_READ_SCOPES = ["User.ReadBasic.All", "User.Read.All", "User.ReadWrite.All", "Directory.Read.All"];

type ListQuery = { $top?: string; $select?: string; $filter?: string; $orderby?: string; $expand?: string };

function readData(context: ApiContext): MicrosoftData {
  return context.data as MicrosoftData;
}

function refuseWithoutScope(context: ApiContext, accepted: readonly string[]): FastifyReply | null {
  if (hasAnyScope(context.scopes, accepted)) return null;
  return sendMicrosoftGraphError(
    context.reply,
    403,
    "Forbidden",
    `Missing scope permissions on the request. API requires one of '${accepted.join(", ")}'.`,
  );
}

function sendChatNotFound(reply: FastifyReply) {
  return sendMicrosoftGraphError(
    reply,
    404,
    "NotFound",
    "The requested chat was not found or the user is not a member.",
  );
}

function newestMessageOf(data: MicrosoftData, chatId: string): GraphChatMessage | undefined {
  return sortResources(
    data.chatMessages.filter((message) => message.chatId === chatId),
    [{ path: "createdDateTime", descending: true }],
  )[0];
}

/** The chat as `GET /me/chats` answers it, with the navigation properties `$expand` asks for. */
function toChatResource(data: MicrosoftData, chat: GraphChat, expand: readonly string[]): Record<string, unknown> {
  const { members, ...resource } = chat;
  const last = newestMessageOf(data, chat.id);
  return {
    ...resource,
    ...(expand.includes("members") ? { members } : {}),
    ...(expand.includes("lastMessagePreview")
      ? {
          lastMessagePreview: last
            ? {
                id: last.id,
                createdDateTime: last.createdDateTime,
                isDeleted: last.deletedDateTime !== null,
                messageType: last.messageType,
                eventDetail: null,
                body: last.body,
                from: last.from,
              }
            : null,
        }
      : {}),
  };
}

function readExpand(expand: string | undefined): string[] | null {
  const wanted = (expand ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return wanted.every((name) => name === "members" || name === "lastMessagePreview") ? wanted : null;
}

function answerChats(context: ApiContext) {
  const query = context.request.query as ListQuery;
  const data = readData(context);
  const expand = readExpand(query.$expand);
  if (!expand)
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "BadRequest",
      "Expand is supported only on members and lastMessagePreview.",
    );
  if (query.$orderby && query.$orderby.replace(/\s+/g, " ").trim() !== "lastMessagePreview/createdDateTime desc") {
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "BadRequest",
      "OrderBy is supported only on lastMessagePreview/createdDateTime in descending order.",
    );
  }
  const top = readTop(query.$top, 50, 50);
  const filter = query.$filter ? parseFilter(query.$filter) : null;
  const chats = filter ? data.chats.filter((chat) => matchesFilter(chat, filter)) : data.chats;
  const lastActivity = (chat: GraphChat) => newestMessageOf(data, chat.id)?.createdDateTime ?? chat.createdDateTime;
  const ordered = query.$orderby
    ? [...chats].sort((left, right) => Date.parse(lastActivity(right)) - Date.parse(lastActivity(left)))
    : chats;
  return {
    "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#chats",
    "@odata.count": Math.min(top, ordered.length),
    value: ordered.slice(0, top).map((chat) => selectFields(toChatResource(data, chat, expand), query.$select)),
  };
}

function answerMessages(context: ApiContext) {
  const query = context.request.query as ListQuery;
  const { chatId } = context.request.params as { chatId: string };
  const data = readData(context);
  if (!data.chats.some((chat) => chat.id === chatId)) return sendChatNotFound(context.reply);
  const order = query.$orderby ? parseOrderBy(query.$orderby) : [{ path: "lastModifiedDateTime", descending: true }];
  const [entry] = order;
  if (order.length !== 1 || !entry?.descending || !["lastModifiedDateTime", "createdDateTime"].includes(entry.path)) {
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "BadRequest",
      "OrderBy is supported only on lastModifiedDateTime or createdDateTime in descending order.",
    );
  }
  const filter = query.$filter ? parseFilter(query.$filter) : null;
  // Graph filters a chat's messages only on the property they are ordered by, and only with gt or lt.
  const filterable =
    !filter ||
    (filter.length === 1 &&
      (filter[0] ?? []).every(
        (clause) =>
          clause.kind === "compare" &&
          clause.path === entry.path &&
          (clause.operator === "gt" || clause.operator === "lt"),
      ));
  if (!filterable) {
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "BadRequest",
      "Filter is supported only on the $orderby property, with gt or lt.",
    );
  }
  const top = readTop(query.$top, 20, 50);
  const messages = sortResources(
    data.chatMessages.filter((message) => message.chatId === chatId && (!filter || matchesFilter(message, filter))),
    order,
  );
  return {
    "@odata.context": `https://graph.microsoft.com/v1.0/$metadata#chats('${encodeURIComponent(chatId)}')/messages`,
    "@odata.count": Math.min(top, messages.length),
    value: messages.slice(0, top),
  };
}

type MemberBody = { "@odata.type"?: string; roles?: string[]; "user@odata.bind"?: string };

/** `https://graph.microsoft.com/v1.0/users('id-or-upn')` names a user of the directory. */
function findBoundUser(users: readonly GraphUser[], bind: string | undefined): GraphUser | undefined {
  const key = bind?.match(/\/users\('([^']+)'\)$/)?.[1] ?? bind?.match(/\/users\/([^/]+)$/)?.[1];
  if (!key) return undefined;
  const wanted = decodeURIComponent(key).toLowerCase();
  return users.find((user) => user.id === wanted || user.userPrincipalName.toLowerCase() === wanted);
}

function answerCreateChat(context: ApiContext) {
  const data = readData(context);
  const body = (context.request.body ?? {}) as { chatType?: string; topic?: string; members?: MemberBody[] };
  if (body.chatType !== "oneOnOne" && body.chatType !== "group") {
    return sendMicrosoftGraphError(context.reply, 400, "BadRequest", "Invalid value for chatType.");
  }
  const members = (body.members ?? []).map((member) => findBoundUser(data.users, member["user@odata.bind"]));
  if (members.some((member) => !member)) {
    return sendMicrosoftGraphError(context.reply, 404, "NotFound", "One or more members could not be found.");
  }
  const users = members as GraphUser[];
  if (!users.some((user) => user.id === account.id)) {
    return sendMicrosoftGraphError(context.reply, 400, "BadRequest", "The caller must be a member of the chat.");
  }
  if (body.chatType === "oneOnOne" && (users.length !== 2 || users[0]?.id === users[1]?.id)) {
    return sendMicrosoftGraphError(context.reply, 400, "BadRequest", "A oneOnOne chat must have exactly two members.");
  }
  const created = toGraphInstant(context.now);
  const id =
    body.chatType === "oneOnOne"
      ? createOneOnOneChatId((users[0] as GraphUser).id, (users[1] as GraphUser).id)
      : `19:${Buffer.from(`${created}${users.map((user) => user.id).join()}`)
          .toString("hex")
          .slice(0, 32)}@thread.v2`;
  // Teams keeps one chat per pair of people: asking for it again answers the one that exists.
  const existing = data.chats.find((chat) => chat.id === id);
  const chat: GraphChat = existing ?? {
    id,
    topic: body.chatType === "group" ? (body.topic ?? null) : null,
    createdDateTime: created,
    lastUpdatedDateTime: created,
    chatType: body.chatType,
    webUrl: createChatWebUrl(id),
    tenantId: MICROSOFT_TENANT_ID,
    onlineMeetingInfo: null,
    isHiddenForAllMembers: false,
    viewpoint: { isHidden: false, lastMessageReadDateTime: created },
    members: users.map((user) => buildChatMember(user, id, "0001-01-01T00:00:00Z")),
  };
  if (!existing) data.chats.push(chat);
  return context.reply.code(201).send({
    "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#chats/$entity",
    ...toChatResource(data, chat, []),
  });
}

function answerSendMessage(context: ApiContext) {
  const data = readData(context);
  const { chatId } = context.request.params as { chatId: string };
  const chat = data.chats.find((candidate) => candidate.id === chatId);
  if (!chat) return sendChatNotFound(context.reply);
  const body = (context.request.body ?? {}) as { body?: { content?: string; contentType?: string } };
  const content = body.body?.content?.trim();
  if (!content) return sendMicrosoftGraphError(context.reply, 400, "BadRequest", "Message body cannot be empty.");
  const author = data.users.find((user) => user.id === account.id) as GraphUser;
  // Two messages in one millisecond would share Teams' time-based id.
  const latest = Math.max(context.now, ...data.chatMessages.map((message) => Number(message.id) + 1));
  const message = buildChatMessage(chatId, author, content, latest);
  if (body.body?.contentType === "html") message.body.contentType = "html";
  data.chatMessages.push(message);
  chat.lastUpdatedDateTime = message.createdDateTime;
  return context.reply.code(201).send({
    "@odata.context": `https://graph.microsoft.com/v1.0/$metadata#chats('${encodeURIComponent(chatId)}')/messages/$entity`,
    ...message,
  });
}

function findChatMessage(context: ApiContext): GraphChatMessage | FastifyReply {
  const data = readData(context);
  const { chatId, messageId } = context.request.params as { chatId: string; messageId: string };
  if (!data.chats.some((chat) => chat.id === chatId)) return sendChatNotFound(context.reply);
  const message = data.chatMessages.find((candidate) => candidate.chatId === chatId && candidate.id === messageId);
  return message ?? sendMicrosoftGraphError(context.reply, 404, "NotFound", "Message not found.");
}

function answerMessage(context: ApiContext) {
  const message = findChatMessage(context);
  if (!("chatId" in message)) return message;
  return {
    "@odata.context": `https://graph.microsoft.com/v1.0/$metadata#chats('${encodeURIComponent(message.chatId)}')/messages/$entity`,
    ...message,
  };
}

/** softDelete keeps the message in the chat, emptied and marked deleted, as Teams shows «Se eliminó este mensaje». */
function answerSoftDelete(context: ApiContext) {
  const message = findChatMessage(context);
  if (!("chatId" in message)) return message;
  const instant = `${new Date(context.now).toISOString().slice(0, 23)}Z`;
  message.deletedDateTime = instant;
  message.lastModifiedDateTime = instant;
  message.body = { contentType: "html", content: "" };
  message.mentions = [];
  return context.reply.code(204).send();
}

function answerUsers(context: ApiContext) {
  const query = context.request.query as ListQuery;
  const filter = query.$filter ? parseFilter(query.$filter) : null;
  const users = readData(context).users.filter((user) => !filter || matchesFilter(user, filter));
  const top = readTop(query.$top, 100, 999);
  return {
    "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users",
    value: users.slice(0, top).map((user) => selectFields(user, query.$select)),
  };
}

/** Wraps an answer so OData the sandbox cannot read is refused as Graph refuses it. */
function withODataErrors(answer: (context: ApiContext) => unknown, code = "BadRequest") {
  return (context: ApiContext) => {
    try {
      return answer(context);
    } catch (error) {
      if (error instanceof ODataError) return sendMicrosoftGraphError(context.reply, 400, code, error.message);
      throw error;
    }
  };
}

/** Teams chats on Graph v1.0 (list, read, send, soft-delete), and the directory that names the people to write to. */
export const microsoftTeamsRoutes: readonly ApiRoute[] = [
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/chats",
    credential: "bearer",
    answer: withODataErrors((context) => refuseWithoutScope(context, CHAT_READ_SCOPES) ?? answerChats(context)),
  },
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/chats/:chatId/messages",
    credential: "bearer",
    answer: withODataErrors((context) => refuseWithoutScope(context, MESSAGE_READ_SCOPES) ?? answerMessages(context)),
  },
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/chats/:chatId/messages/:messageId",
    credential: "bearer",
    answer: (context) => refuseWithoutScope(context, MESSAGE_READ_SCOPES) ?? answerMessage(context),
  },
  {
    method: "POST",
    host: GRAPH,
    path: "/v1.0/me/chats/:chatId/messages/:messageId/softDelete",
    credential: "bearer",
    answer: (context) => refuseWithoutScope(context, ["Chat.ReadWrite"]) ?? answerSoftDelete(context),
  },
  {
    method: "POST",
    host: GRAPH,
    path: "/v1.0/chats",
    credential: "bearer",
    answer: (context) => refuseWithoutScope(context, CHAT_CREATE_SCOPES) ?? answerCreateChat(context),
  },
  {
    method: "POST",
    host: GRAPH,
    path: "/v1.0/chats/:chatId/messages",
    credential: "bearer",
    answer: (context) => refuseWithoutScope(context, MESSAGE_SEND_SCOPES) ?? answerSendMessage(context),
  },
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/users",
    credential: "bearer",
    answer: withODataErrors((context) => {
      if (hasAnyScope(context.scopes, USER_READ_SCOPES)) return answerUsers(context);
      return sendMicrosoftGraphError(
        context.reply,
        403,
        "Authorization_RequestDenied",
        "Insufficient privileges to complete the operation.",
      );
    }, "Request_UnsupportedQuery"),
  },
];
