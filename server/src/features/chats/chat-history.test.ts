import {
  CHAT_HISTORY_PAGE_MAX,
  chatMessages as chatTexts,
  errorMessages,
  type StoredChatMessage,
  TRAINING_CHAT_NAME,
} from "@shifu/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/database";
import { approvals, chatMessages } from "../../db/schema";
import { parseEnv } from "../../env";
import { signInNewUser } from "../../test/connect-service-via-app";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import { setPlan } from "../plans/plans.service";
import { selectHistoryRows } from "./list-chat-history";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { REGISTRATION_LIMIT_PER_HOUR: "1000" } });
});
afterAll(async () => {
  await testApp.close();
});

type Page = { messages: StoredChatMessage[]; before?: string };

const BASE_TIME = Date.parse("2026-03-01T09:00:00.000Z");

/** Stores `count` messages named `prefix-0` (oldest) to `prefix-{count-1}`; `at(i)` gives each one's time. */
async function seedMessages(
  userId: string,
  chatName: string,
  count: number,
  options: { prefix?: string; at?: (index: number) => Date } = {},
) {
  const { prefix = "m", at = (index: number) => new Date(BASE_TIME + index * 1000) } = options;
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    chatName,
    role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
    content: `${prefix}-${index}`,
    createdAt: at(index),
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await testApp.database.db.insert(chatMessages).values(rows.slice(start, start + 500));
  }
}

async function getPage(cookie: string, url: string) {
  return testApp.app.inject({ method: "GET", url, cookies: { shifu_session: cookie } });
}

/** Walks a history back from its newest page to its first, answering the pages in the order they came. */
async function walkPages(cookie: string, path: string, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let before: string | undefined;
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(before ? { before } : {}) });
    const response = await getPage(cookie, `${path}${path.includes("?") ? "&" : "?"}${query}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    pages.push(page);
    before = page.before;
    expect(pages.length).toBeLessThan(100);
  } while (before);
  return pages;
}

function contentsOf(pages: Page[]): string[] {
  return pages.toReversed().flatMap((page) => page.messages.map((message) => message.content));
}

describe("paged chat histories", () => {
  it("answers the newest page first, oldest first within it, and walks back to the first message without a gap", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await seedMessages(userId, "GmailChat", 47);
    const pages = await walkPages(cookie, "/get_gmail_chat", 10);
    expect(pages.map((page) => page.messages.length)).toEqual([10, 10, 10, 10, 7]);
    expect(pages[0]?.messages.map((message) => message.content)).toEqual(
      Array.from({ length: 10 }, (_, index) => `m-${37 + index}`),
    );
    expect(contentsOf(pages)).toEqual(Array.from({ length: 47 }, (_, index) => `m-${index}`));
    expect(pages.at(-1)?.before).toBeUndefined();
    expect(pages.slice(0, -1).every((page) => typeof page.before === "string")).toBe(true);
  });

  it("a page that ends exactly at the first message has no `before`", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await seedMessages(userId, "Principal", 20);
    const pages = await walkPages(cookie, "/get_shifu_chat", 10);
    expect(pages.map((page) => page.messages.length)).toEqual([10, 10]);
    expect(pages[1]?.before).toBeUndefined();
  });

  it("splits messages stored at the same instant, or microseconds apart, across pages without losing or repeating one", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    // Seven share one instant; then six within one millisecond, which a JavaScript Date cannot tell apart.
    await seedMessages(userId, "DocsChat", 7, { prefix: "same", at: () => new Date(BASE_TIME) });
    for (const micros of [100, 200, 300, 400, 500, 600]) {
      await testApp.database.db.execute(sql`
        insert into ${chatMessages} (user_id, chat_name, role, content, created_at)
        values (${userId}, 'DocsChat', 'user', ${`micro-${micros}`},
          ('2026-03-01T10:00:00.123'::timestamptz + make_interval(secs => ${micros} / 1000000.0)))`);
    }
    const pages = await walkPages(cookie, "/get_docs_chat", 3);
    const contents = contentsOf(pages);
    expect(contents).toHaveLength(13);
    expect(new Set(contents).size).toBe(13);
    expect(contents.slice(7)).toEqual(["micro-100", "micro-200", "micro-300", "micro-400", "micro-500", "micro-600"]);
  });

  it("shows a question and its reply stored in the same instant in the order they were written", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    // Each pair shares one instant, the way a fast reply lands in the clock tick of its question.
    for (let pair = 0; pair < 15; pair++) {
      const instant = new Date(BASE_TIME + pair * 1000);
      for (const role of ["user", "assistant"] as const) {
        await testApp.database.db
          .insert(chatMessages)
          .values({ userId, chatName: "GmailChat", role, content: `${role}-${pair}`, createdAt: instant });
      }
    }
    const expected = Array.from({ length: 15 }, (_, pair) => [`user-${pair}`, `assistant-${pair}`]).flat();
    expect(contentsOf(await walkPages(cookie, "/get_gmail_chat", 4))).toEqual(expected);
    const whole = (await getPage(cookie, "/get_gmail_chat")).json() as Page;
    expect(whole.messages.map((message) => message.content)).toEqual(expected);
  });

  it("goes on from a cursor made before messages had a write order (a page open across an upgrade)", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await seedMessages(userId, "Principal", 6);
    const [third] = await testApp.database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.content, "m-3")));
    const legacy = Buffer.from(`2026-03-01T09:00:03.000000Z|${third?.id}`).toString("base64url");
    const page = (await getPage(cookie, `/get_shifu_chat?limit=10&before=${legacy}`)).json() as Page;
    expect(page.messages.map((message) => message.content)).toEqual(["m-0", "m-1", "m-2"]);
  });

  it("refuses a malformed cursor, or a bad limit, with a Spanish 400", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await seedMessages(userId, "Principal", 3);
    const forged = Buffer.from("2026-03-01T09:00:00.000000Z|no-es-un-id").toString("base64url");
    for (const before of ["%%%", "abc", forged, Buffer.from("ayer|hoy").toString("base64url")]) {
      const response = await getPage(cookie, `/get_shifu_chat?limit=2&before=${encodeURIComponent(before)}`);
      expect(response.statusCode, before).toBe(400);
      expect(response.json().error).toBe(chatTexts.badHistoryCursor);
    }
    for (const limit of ["0", "-1", "abc", String(CHAT_HISTORY_PAGE_MAX + 1)]) {
      const response = await getPage(cookie, `/get_shifu_chat?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json().error).toBe(errorMessages.BAD_REQUEST);
    }
  });

  it("never shows another user's messages, whatever cursor is sent", async () => {
    const owner = await signInNewUser(testApp.app);
    const stranger = await signInNewUser(testApp.app);
    // The stranger's messages are written first, so they lie below any cursor of the owner's.
    await seedMessages(stranger.userId, "SlackChat", 4, { prefix: "stranger" });
    await seedMessages(owner.userId, "SlackChat", 12, { prefix: "owner" });
    const ownerFirst = (await getPage(owner.cookie, "/get_slack_chat?limit=5")).json() as Page;
    expect(ownerFirst.before).toBeDefined();
    const borrowed = await getPage(
      stranger.cookie,
      `/get_slack_chat?limit=50&before=${encodeURIComponent(ownerFirst.before ?? "")}`,
    );
    expect(borrowed.statusCode).toBe(200);
    expect((borrowed.json() as Page).messages.map((message) => message.content)).toEqual([
      "stranger-0",
      "stranger-1",
      "stranger-2",
      "stranger-3",
    ]);
    const asOwner = await getPage(stranger.cookie, "/get_slack_chat?limit=5&email=alguien%40example.com");
    expect(asOwner.statusCode).toBe(403);
  });

  it("answers the call without paging with the newest messages, capped, and a cursor to the rest", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await seedMessages(userId, "NotionChat", CHAT_HISTORY_PAGE_MAX + 5);
    const capped = (await getPage(cookie, "/get_notion_chat")).json() as Page;
    expect(capped.messages).toHaveLength(CHAT_HISTORY_PAGE_MAX);
    expect(capped.messages[0]?.content).toBe("m-5");
    expect(capped.messages.at(-1)?.content).toBe(`m-${CHAT_HISTORY_PAGE_MAX + 4}`);
    const rest = (
      await getPage(cookie, `/get_notion_chat?before=${encodeURIComponent(capped.before ?? "")}`)
    ).json() as Page;
    expect(rest.messages.map((message) => message.content)).toEqual(["m-0", "m-1", "m-2", "m-3", "m-4"]);
    expect(rest.before).toBeUndefined();
  });

  it("brings each message's approvals with the page that holds it", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await seedMessages(userId, "GmailChat", 6);
    const stored = await testApp.database.db.execute(sql`
      select id, content from ${chatMessages} where user_id = ${userId} and content in ('m-1', 'm-5')`);
    const idOf = new Map(
      (stored as unknown as { rows: { id: string; content: string }[] }).rows.map((row) => [row.content, row.id]),
    );
    for (const content of ["m-1", "m-5"]) {
      await testApp.database.db.insert(approvals).values({
        userId,
        chatName: "GmailChat",
        messageId: idOf.get(content) ?? null,
        app: "gmail",
        tool: "trash_email",
        args: { id: content },
        argsHash: content,
        summary: `Borrar ${content}`,
        status: "pending",
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    }
    const pages = await walkPages(cookie, "/get_gmail_chat", 3);
    const summariesOf = (page: Page | undefined) =>
      page?.messages.flatMap((message) => (message.approvals ?? []).map((approval) => approval.summary));
    expect(summariesOf(pages[0])).toEqual(["Borrar m-5"]);
    expect(summariesOf(pages[1])).toEqual(["Borrar m-1"]);
  });

  it("pages the training chat's history the same way", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await setPlan(testApp.database.db, userId, "premium", null);
    await seedMessages(userId, TRAINING_CHAT_NAME, 25, { prefix: "t" });
    const pages = await walkPages(cookie, `/api/get_messages?chat_name=${TRAINING_CHAT_NAME}`, 10);
    expect(pages.map((page) => page.messages.length)).toEqual([10, 10, 5]);
    expect(contentsOf(pages)).toEqual(Array.from({ length: 25 }, (_, index) => `t-${index}`));
    const bad = await getPage(cookie, `/api/get_messages?chat_name=${TRAINING_CHAT_NAME}&before=xyz`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(chatTexts.badHistoryCursor);
  });
});

type PlanNode = { "Node Type": string; "Index Name"?: string; Plans?: PlanNode[] };

function listPlanNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(listPlanNodes)];
}

describe.runIf(parseEnv().TEST_DB_DRIVER === "postgres")("the history page's plan on PostgreSQL", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("walks the history index backwards, without sorting the chat", async () => {
    const { db } = database;
    // Two users, several chats: the one read holds 20,000 of 60,000 messages.
    const users = (await db.execute(sql`
      insert into users (email, nombre, apellido, password_hash, referral_code)
      select 'plan' || n || '@example.com', 'Prueba', 'Plan', 'x', 'P' || n from generate_series(1, 2) n
      returning id`)) as unknown as { rows: { id: string }[] };
    const [reader, other] = users.rows.map((row) => row.id);
    for (const [userId, chatName] of [
      [reader, "Principal"],
      [reader, "GmailChat"],
      [other, "Principal"],
    ]) {
      await db.execute(sql`
        insert into ${chatMessages} (user_id, chat_name, role, content, created_at)
        select ${userId}, ${chatName}, case when n % 2 = 0 then 'user' else 'assistant' end, 'mensaje ' || n,
          '2026-01-01'::timestamptz + n * interval '1 second' + (n % 7) * interval '1 microsecond'
        from generate_series(1, 20000) n`);
    }
    await db.execute(sql`analyze ${chatMessages}`);
    const [middle] = await selectHistoryRows(db, { userId: reader ?? "", chatName: "Principal", limit: 10_000 }).then(
      (rows) => rows.slice(-1),
    );
    const cursor = { seq: middle?.seq ?? 0 };
    for (const query of [
      selectHistoryRows(db, { userId: reader ?? "", chatName: "Principal", limit: 51 }),
      selectHistoryRows(db, { userId: reader ?? "", chatName: "Principal", cursor, limit: 51 }),
    ]) {
      const explained = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
        rows: { "QUERY PLAN": { Plan: PlanNode }[] }[];
      };
      const plan = explained.rows[0]?.["QUERY PLAN"][0]?.Plan;
      if (!plan) throw new Error("EXPLAIN no devolvió un plan");
      const nodes = listPlanNodes(plan);
      const scans = nodes.filter(
        (node) => node["Node Type"] === "Index Scan" || node["Node Type"] === "Index Only Scan",
      );
      expect(scans.map((node) => node["Index Name"])).toEqual(["chat_messages_history_idx"]);
      expect(nodes.some((node) => node["Node Type"].includes("Sort"))).toBe(false);
      expect(nodes.some((node) => node["Node Type"] === "Seq Scan")).toBe(false);
    }
  }, 120_000);
});
