import { demoAccounts } from "@shifu/sandbox";
import { beforeEach, describe, expect, it } from "vitest";
import { createProviderApi, ProviderUnauthorizedError } from "../provider-api";
import { connectThroughSandbox } from "../test-support/connect-through-sandbox";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { useSandbox } from "../test-support/use-sandbox";
import { monday } from ".";
import { requestMonday } from "./client";
import { mondayCreateItem } from "./tools/create-item";
import { mondayListBoardItems } from "./tools/list-board-items";

describeOAuthService(
  {
    definition: monday,
    name: "Monday",
    family: "monday",
    authorize: {
      test: "asks monday.com for its scopes without PKCE",
      path: "auth.monday.com/oauth2/authorize",
      scope: "me:read boards:read boards:write updates:read updates:write",
      pkce: false,
    },
  },
  (sandbox) => {
    it("connects through the sandbox and reads the account with a GraphQL query", async () => {
      const tokens = await connectThroughSandbox(monday, sandbox.modes);
      expect(tokens).toMatchObject({ refreshToken: null, expiresIn: null });
      const api = createProviderApi(sandbox.modes.monday.resolveUrl, tokens.accessToken);
      await expect(monday.fetchAccount(api, { accessToken: "unknown" })).resolves.toBe(demoAccounts.monday.email);
    });

    it("has its bad tokens refused as unauthorized", async () => {
      const api = createProviderApi(sandbox.modes.monday.resolveUrl, "unknown");
      await expect(monday.fetchAccount(api, { accessToken: "unknown" })).rejects.toBeInstanceOf(
        ProviderUnauthorizedError,
      );
    });
  },
);

type SeededItem = {
  id: string;
  boardId: string;
  groupId: string;
  name: string;
  updated_at: string;
  columnValues: Record<string, { text: string; value: string | null }>;
};
type SeededMonday = { boards: { id: string; name: string }[]; items: SeededItem[] };

describe("monday.com tools", () => {
  const sandbox = useSandbox();
  const readData = () => readSandboxData<SeededMonday>(sandbox.url, "monday");

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  });

  it("lists the items of every board, latest updated first, with board, group and columns", async () => {
    const context = await connectToolContext(monday, sandbox.modes);
    const { items, boards } = await readData();
    const newest = [...items].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
    const output = await mondayListBoardItems.execute(context, { count: 20 });
    if (output.kind !== "list") throw new Error("expected a list");
    expect(output.items.map((item) => item.title)).toEqual(newest.map((item) => item.name));
    const first = newest[0];
    expect(output.items[0]).toEqual({
      id: first?.id,
      title: "Cerrar el diseño de la pantalla de pagos",
      date: first?.updated_at,
      due: first?.columnValues.fecha?.text,
      link: `https://equipo-shifu.monday.com/boards/${first?.boardId}/pulses/${first?.id}`,
      place: `${boards[0]?.name} › Esta semana`,
      details: ["Estado: Trabajando en ello", "Responsable: Patricia Gil"],
    });
    const three = await mondayListBoardItems.execute(context, { count: 3 });
    expect(three.kind === "list" && three.items.length).toBe(3);
    const done = await mondayListBoardItems.execute(context, { count: 50, status: "listo" });
    if (done.kind !== "list") throw new Error("expected a list");
    const doneNames = items.filter((item) => item.columnValues.estado?.text === "Listo").map((item) => item.name);
    expect(done.items.map((item) => item.title).sort()).toEqual(doneNames.sort());
    expect(doneNames.length).toBeGreaterThan(0);
  });

  it("keeps to the items in one person's hands, by their name in the people column", async () => {
    const context = await connectToolContext(monday, sandbox.modes);
    const { items } = await readData();
    const output = await mondayListBoardItems.execute(context, { assignee: "patricia", count: 50 });
    if (output.kind !== "list") throw new Error("expected a list");
    const hers = items
      .filter((item) => item.columnValues.responsable?.text === "Patricia Gil")
      .map((item) => item.name);
    expect(hers.length).toBeGreaterThan(0);
    expect(output.items.map((item) => item.title).sort()).toEqual(hers.sort());
    expect(output.total).toBe(hers.length);
  });

  it("keeps to the board named", async () => {
    const context = await connectToolContext(monday, sandbox.modes);
    const { items, boards } = await readData();
    const events = boards.find((board) => board.name.startsWith("Eventos"));
    const output = await mondayListBoardItems.execute(context, { board: "eventos", count: 20 });
    if (output.kind !== "list") throw new Error("expected a list");
    expect(output.items.map((item) => item.id).sort()).toEqual(
      items
        .filter((item) => item.boardId === events?.id)
        .map((item) => item.id)
        .sort(),
    );
  });

  it("creates an item on the first board, or the one named, with its due date in the date column", async () => {
    const context = await connectToolContext(monday, sandbox.modes);
    const proposed = { itemName: "Traducir la app al catalán", dueDate: "2026-11-26" };
    const input = (await mondayCreateItem.resolve?.(context, proposed)) ?? proposed;
    expect(input).toMatchObject({ board: "Lanzamiento de la app móvil", boardId: expect.any(String) });
    await expect(mondayCreateItem.execute(context, proposed)).rejects.toThrow("Falta el tablero exacto");
    await expect(mondayCreateItem.describe?.(context, input)).resolves.toBe(
      "Crear en monday.com el elemento «Traducir la app al catalán» en el tablero «Lanzamiento de la app móvil» con fecha límite el jueves 26 de noviembre",
    );
    const output = await mondayCreateItem.execute(context, input);
    expect(output).toMatchObject({
      kind: "done",
      item: { title: input.itemName, link: expect.stringContaining("/pulses/") },
    });
    const { items, boards } = await readData();
    expect(items.find((item) => item.name === input.itemName)).toMatchObject({
      boardId: boards[0]?.id,
      groupId: "topics",
      columnValues: { fecha: { text: "2026-11-26" } },
    });

    const ferias =
      (await mondayCreateItem.resolve?.(context, { itemName: "Pedir catering", board: "ferias" })) ?? proposed;
    expect(ferias).toMatchObject({ boardId: boards[1]?.id });
    await mondayCreateItem.execute(context, ferias);
    expect((await readData()).items.find((item) => item.name === "Pedir catering")?.boardId).toBe(boards[1]?.id);
    await expect(mondayCreateItem.resolve?.(context, { itemName: "X", board: "Inexistente" })).rejects.toThrow(
      "No encuentro en monday.com ningún tablero llamado «Inexistente».",
    );
  });

  it("raises monday.com's GraphQL errors, which come with HTTP 200", async () => {
    const context = await connectToolContext(monday, sandbox.modes);
    await expect(
      requestMonday(context.api, 'mutation { create_item(board_id: 1, item_name: "X") { id } }', {}, false),
    ).rejects.toThrow(/Board not found/);
    await expect(requestMonday(context.api, "{ boards { nope } }", {}, true)).rejects.toThrow(
      /Cannot query field "nope" on type "Board"/,
    );
  });

  it("reads its arguments from a parsed request", () => {
    expect(
      mondayCreateItem.argsFromRequest({
        text: "crea en monday el elemento «Revisar textos» para el viernes",
        quoted: "Revisar textos",
        dueDate: "2026-11-27T00:00:00+01:00",
      }),
    ).toEqual({ itemName: "Revisar textos", dueDate: "2026-11-27" });
    expect(mondayCreateItem.argsFromRequest({ text: "crea un elemento" })).toBeNull();
    expect(mondayListBoardItems.argsFromRequest({ text: "mis 4 elementos de monday", count: 4 })).toEqual({ count: 4 });
  });
});
