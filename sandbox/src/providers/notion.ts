import { randomUUID } from "node:crypto";
import { demoAccounts, getDemoAvatarUrl } from "../demo-accounts";
import {
  createNotionBlock,
  createNotionPage,
  createRichText,
  type NotionBlock,
  type NotionData,
  type NotionPage,
  type NotionParent,
  type NotionRichText,
  type NotionTextBlockType,
  notionTextBlockTypes,
  seedNotionData,
} from "../demo-data/notion-data";
import { readQueryParams } from "../oauth/request-params";
import { addNotionItem, notionLiveItems } from "./notion-items";
import type { ApiContext, ApiRoute, ProviderFamily } from "./provider-family";

const account = demoAccounts.notion;

function describeOwner(avatarUrl: string | null) {
  return {
    type: "user",
    user: {
      object: "user",
      id: account.userId,
      name: account.displayName,
      avatar_url: avatarUrl,
      type: "person",
      person: { email: account.email },
    },
  };
}

const MAX_PAGE_SIZE = 100;

/** Notion's error body; every API error has this shape, whatever the status. */
function sendNotionError(context: ApiContext, status: number, code: string, message: string): unknown {
  return context.reply.code(status).send({ object: "error", status, code, message, request_id: randomUUID() });
}

function rejectMissingVersion(context: ApiContext): unknown {
  return sendNotionError(
    context,
    400,
    "missing_version",
    "Notion-Version header failed validation: Notion-Version header should be defined, instead was `undefined`.",
  );
}

/** Notion takes ids with or without dashes and answers them dashed. */
function normalizeNotionId(raw: string): string | null {
  const hex = raw.replaceAll("-", "").toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function rejectInvalidId(context: ApiContext, where: string, raw: string): unknown {
  return sendNotionError(
    context,
    400,
    "validation_error",
    `path failed validation: path.${where} should be a valid uuid, instead was \`"${raw}"\`.`,
  );
}

function rejectUnknown(context: ApiContext, kind: "page" | "block", id: string): unknown {
  return sendNotionError(
    context,
    404,
    "object_not_found",
    `Could not find ${kind} with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`,
  );
}

function readBody(context: ApiContext): Record<string, unknown> {
  const body = context.request.body;
  return body && typeof body === "object" && !Buffer.isBuffer(body) ? (body as Record<string, unknown>) : {};
}

function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

function readPlainTitle(page: NotionPage): string {
  return page.properties.title.title.map((part) => part.plain_text).join("");
}

function readPageSize(value: unknown): number {
  const size = Number(value);
  return Number.isInteger(size) && size > 0 ? Math.min(size, MAX_PAGE_SIZE) : MAX_PAGE_SIZE;
}

/** A cursor is the id of the first item of the next page, as Notion's look. */
function paginate<T extends { id: string }>(items: readonly T[], cursor: unknown, pageSize: number) {
  const start =
    typeof cursor === "string"
      ? Math.max(
          items.findIndex((item) => item.id === cursor),
          0,
        )
      : 0;
  const results = items.slice(start, start + pageSize);
  const next = items[start + pageSize];
  return { results, next_cursor: next ? next.id : null, has_more: Boolean(next) };
}

/** Notion's search compares the query with titles only; trashed pages are left out. */
function searchPages(context: ApiContext): unknown {
  if (!context.request.headers["notion-version"]) return rejectMissingVersion(context);
  const data = context.data as NotionData;
  const body = readBody(context);
  const filter = body.filter as { property?: unknown; value?: unknown } | undefined;
  if (filter && (filter.property !== "object" || (filter.value !== "page" && filter.value !== "database"))) {
    return sendNotionError(
      context,
      400,
      "validation_error",
      'body failed validation: body.filter.value should be `"page"` or `"database"`.',
    );
  }
  const words = foldText(typeof body.query === "string" ? body.query : "")
    .split(/\s+/)
    .filter(Boolean);
  const sort = body.sort as { direction?: unknown; timestamp?: unknown } | undefined;
  const direction = sort?.direction === "ascending" ? 1 : -1;
  // The demo workspace has no databases, so a database filter finds nothing.
  const pages = filter?.value === "database" ? [] : data.pages;
  const found = pages
    .filter((page) => !page.in_trash && !page.archived)
    .filter((page) => words.every((word) => foldText(readPlainTitle(page)).includes(word)))
    .sort((a, b) => direction * a.last_edited_time.localeCompare(b.last_edited_time));
  return {
    object: "list",
    ...paginate(found, body.start_cursor, readPageSize(body.page_size)),
    type: "page_or_database",
    page_or_database: {},
    request_id: randomUUID(),
  };
}

function findPage(context: ApiContext, raw: string): NotionPage | string | null {
  const id = normalizeNotionId(raw);
  if (!id) return null;
  return (context.data as NotionData).pages.find((page) => page.id === id) ?? id;
}

function retrievePage(context: ApiContext): unknown {
  if (!context.request.headers["notion-version"]) return rejectMissingVersion(context);
  const raw = (context.request.params as { page_id: string }).page_id;
  const page = findPage(context, raw);
  if (page === null) return rejectInvalidId(context, "page_id", raw);
  if (typeof page === "string") return rejectUnknown(context, "page", page);
  return { ...page, request_id: randomUUID() };
}

function listBlockChildren(context: ApiContext): unknown {
  if (!context.request.headers["notion-version"]) return rejectMissingVersion(context);
  const data = context.data as NotionData;
  const raw = (context.request.params as { block_id: string }).block_id;
  const id = normalizeNotionId(raw);
  if (!id) return rejectInvalidId(context, "block_id", raw);
  const children = data.blocks[id];
  if (!children) return rejectUnknown(context, "block", id);
  const query = readQueryParams(context.request);
  return {
    object: "list",
    ...paginate(children, query.start_cursor, readPageSize(query.page_size)),
    type: "block",
    block: {},
    request_id: randomUUID(),
  };
}

type RichTextInput = { text?: { content?: unknown }; plain_text?: unknown };

function readRichTextInput(value: unknown): NotionRichText[] | null {
  if (!Array.isArray(value)) return null;
  const parts: NotionRichText[] = [];
  for (const part of value as RichTextInput[]) {
    if (typeof part?.text?.content !== "string") return null;
    parts.push(createRichText(part.text.content));
  }
  return parts;
}

/** A page parent's only property is its title, sent as `title: [...]` or `title: { title: [...] }`. */
function readTitleInput(properties: unknown): NotionRichText[] | null {
  const title = (properties as { title?: unknown } | undefined)?.title;
  if (Array.isArray(title)) return readRichTextInput(title);
  return readRichTextInput((title as { title?: unknown } | undefined)?.title);
}

function readParentInput(
  context: ApiContext,
  parent: unknown,
): { parent: NotionParent; page: NotionPage } | { error: unknown } {
  const pageId = (parent as { page_id?: unknown } | undefined)?.page_id;
  if (typeof pageId !== "string") {
    return {
      error: sendNotionError(
        context,
        400,
        "validation_error",
        "body failed validation: body.parent.page_id should be defined, instead was `undefined`.",
      ),
    };
  }
  const page = findPage(context, pageId);
  if (page === null) return { error: rejectInvalidId(context, "parent.page_id", pageId) };
  if (typeof page === "string") return { error: rejectUnknown(context, "page", page) };
  if (page.in_trash) {
    return {
      error: sendNotionError(
        context,
        400,
        "validation_error",
        "Can't edit block that is archived. You must unarchive the block before editing.",
      ),
    };
  }
  return { parent: { type: "page_id", page_id: page.id }, page };
}

function createPage(context: ApiContext): unknown {
  if (!context.request.headers["notion-version"]) return rejectMissingVersion(context);
  const data = context.data as NotionData;
  const body = readBody(context);
  const parent = readParentInput(context, body.parent);
  if ("error" in parent) return parent.error;
  const title = readTitleInput(body.properties);
  if (!title) {
    return sendNotionError(
      context,
      400,
      "validation_error",
      "body failed validation: body.properties.title should be defined, instead was `undefined`.",
    );
  }
  const now = new Date(Math.floor(context.now / 60_000) * 60_000).toISOString();
  const id = randomUUID();
  const plainTitle = title.map((part) => part.plain_text).join("");
  const emoji = (body.icon as { emoji?: unknown } | undefined)?.emoji;
  const page = createNotionPage({
    id,
    title: plainTitle,
    emoji: typeof emoji === "string" ? emoji : null,
    parent: parent.parent,
    created: now,
    edited: now,
  });
  page.properties.title.title = title;
  const children: NotionBlock[] = [];
  for (const child of Array.isArray(body.children) ? body.children : []) {
    const type = (child as { type?: unknown }).type as NotionTextBlockType;
    const content = (child as Record<string, { rich_text?: unknown; checked?: unknown }>)[type];
    const richText = readRichTextInput(content?.rich_text);
    if (!notionTextBlockTypes.includes(type) || !richText) {
      return sendNotionError(
        context,
        400,
        "validation_error",
        `body failed validation: body.children[${children.length}] should be a supported block, instead was \`${String(type)}\`.`,
      );
    }
    children.push(
      createNotionBlock(randomUUID(), id, now, type, {
        rich_text: richText,
        color: "default",
        ...(type === "to_do" ? { checked: content?.checked === true } : {}),
      }),
    );
  }
  data.pages.push(page);
  data.blocks[id] = children;
  data.blocks[parent.page.id]?.push(createNotionBlock(id, parent.page.id, now, "child_page", { title: plainTitle }));
  parent.page.last_edited_time = now;
  return { ...page, request_id: randomUUID() };
}

/** Archiving is how the API moves a page to the trash; `archived` and `in_trash` are the same flag. */
function updatePage(context: ApiContext): unknown {
  if (!context.request.headers["notion-version"]) return rejectMissingVersion(context);
  const raw = (context.request.params as { page_id: string }).page_id;
  const page = findPage(context, raw);
  if (page === null) return rejectInvalidId(context, "page_id", raw);
  if (typeof page === "string") return rejectUnknown(context, "page", page);
  const body = readBody(context);
  const trash = body.in_trash ?? body.archived;
  if (trash !== undefined && typeof trash !== "boolean") {
    return sendNotionError(
      context,
      400,
      "validation_error",
      "body failed validation: body.archived should be a boolean.",
    );
  }
  if (typeof trash === "boolean") {
    page.archived = trash;
    page.in_trash = trash;
  }
  const title = body.properties === undefined ? null : readTitleInput(body.properties);
  if (title) {
    page.properties.title.title = title;
  }
  page.last_edited_time = new Date(Math.floor(context.now / 60_000) * 60_000).toISOString();
  // An integration's edits are the bot's, so a colleague's earlier edit is no longer the last one.
  page.last_edited_by = { object: "user", id: account.botId };
  return { ...page, request_id: randomUUID() };
}

/** A person of the workspace; the API shows their e-mail to integrations with the user information capability. */
function retrieveUser(context: ApiContext): unknown {
  if (!context.request.headers["notion-version"]) return rejectMissingVersion(context);
  const raw = (context.request.params as { user_id: string }).user_id;
  const id = normalizeNotionId(raw);
  if (!id) return rejectInvalidId(context, "user_id", raw);
  const person = (context.data as NotionData).users.find((user) => user.id === id);
  if (!person) {
    return sendNotionError(context, 404, "object_not_found", `Could not find user with ID: ${id}.`);
  }
  return {
    object: "user",
    id: person.id,
    name: person.name,
    avatar_url: null,
    type: "person",
    person: { email: person.email },
    request_id: randomUUID(),
  };
}

function defineNotionRoute(
  method: ApiRoute["method"],
  path: string,
  answer: (context: ApiContext) => unknown,
): ApiRoute {
  return { method, host: "api.notion.com", path, credential: "bearer", answer };
}

export const notion: ProviderFamily = {
  id: "notion",
  name: "Notion",
  brandColor: "#191919",
  authorize: {
    host: "api.notion.com",
    path: "/v1/oauth/authorize",
    scopeParam: null,
    scopeRequired: false,
    responseTypeRequired: true,
    requiredParams: { owner: "user" },
    pkce: false,
  },
  token: {
    host: "api.notion.com",
    path: "/v1/oauth/token",
    method: "POST",
    paramsFrom: ["json"],
    clientAuth: ["basic"],
    impliedGrantType: false,
    checksRedirectUri: true,
    accessTokenSeconds: null,
    accessTokenPrefix: "ntn_",
    refreshTokenPrefix: "",
    refresh: null,
    errorStyle: "oauth",
    // Notion sends avatar_url null for people without a picture, so the token answer needs no sandbox address.
    answer: (issued) => ({
      access_token: issued.accessToken,
      token_type: "bearer",
      bot_id: account.botId,
      workspace_id: account.workspaceId,
      workspace_name: account.workspaceName,
      workspace_icon: account.workspaceIcon,
      owner: describeOwner(null),
      duplicated_template_id: null,
      request_id: randomUUID(),
    }),
  },
  api: [
    {
      method: "GET",
      host: "api.notion.com",
      path: "/v1/users/me",
      credential: "bearer",
      answer: (context) => {
        if (!context.request.headers["notion-version"]) return rejectMissingVersion(context);
        return {
          object: "user",
          id: account.botId,
          name: "Shifu",
          avatar_url: null,
          type: "bot",
          bot: {
            owner: describeOwner(getDemoAvatarUrl(context.publicUrl, "notion")),
            workspace_name: account.workspaceName,
          },
          request_id: randomUUID(),
        };
      },
    },
    defineNotionRoute("GET", "/v1/users/:user_id", retrieveUser),
    defineNotionRoute("POST", "/v1/search", searchPages),
    defineNotionRoute("GET", "/v1/pages/:page_id", retrievePage),
    defineNotionRoute("PATCH", "/v1/pages/:page_id", updatePage),
    defineNotionRoute("POST", "/v1/pages", createPage),
    defineNotionRoute("GET", "/v1/blocks/:block_id/children", listBlockChildren),
  ],
  seedData: seedNotionData,
  addItem: addNotionItem,
  liveItems: notionLiveItems,
  rejectAccessToken: () => ({
    status: 401,
    body: {
      object: "error",
      status: 401,
      code: "unauthorized",
      message: "API token is invalid.",
      request_id: randomUUID(),
    },
  }),
};
