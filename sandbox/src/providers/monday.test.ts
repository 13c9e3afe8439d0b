import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import type { MondayData } from "../demo-data/monday-data";
import { obtainCode, REDIRECT_URI, requestTokens, standardAuthorizeParams } from "../test/oauth-test-client";

describe("monday.com GraphQL", () => {
  let app: SandboxApp;
  let authorization: string;
  beforeEach(async () => {
    app = buildSandboxApp();
    const code = await obtainCode(app, "monday", standardAuthorizeParams("monday", { scope: "me:read boards:read" }));
    const tokens = await requestTokens(app, "monday", {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
    });
    authorization = tokens.json().access_token;
  });

  const graphql = async (query: string, variables?: unknown) => {
    const answer = await app.inject({
      method: "POST",
      url: "/api.monday.com/v2",
      headers: { authorization },
      payload: { query, ...(variables === undefined ? {} : { variables }) },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const readData = async () =>
    (await app.inject({ method: "GET", url: "/__sandbox/data/monday" })).json() as MondayData;

  it("answers exactly the fields asked for, with aliases, comments and literal arguments", async () => {
    const answer = await graphql(`# who and which boards
      { me { name email } tableros: boards(limit: 1) { id name items_page(limit: 2) { cursor items { name } } } }`);
    expect(answer.data.me).toEqual({ name: "Ana García", email: "ana.garcia@ejemplo.com" });
    expect(answer.data.tableros).toHaveLength(1);
    const [board] = answer.data.tableros;
    expect(Object.keys(board)).toEqual(["id", "name", "items_page"]);
    expect(board.items_page.items).toEqual([
      { name: "Cerrar el diseño de la pantalla de pagos" },
      { name: "Probar la app en Android 15" },
    ]);
    const next = await graphql(
      `query ($id: [ID!], $cursor: String) {
      boards(ids: $id) { items_page(limit: 50, cursor: $cursor) { cursor items { name } } } }`,
      {
        id: [board.id],
        cursor: board.items_page.cursor,
      },
    );
    expect(next.data.boards[0].items_page).toEqual({
      cursor: null,
      items: [
        { name: "Redactar las notas de la versión" },
        { name: "Preparar la campaña en redes" },
        { name: "Publicar en App Store y Google Play" },
      ],
    });
  });

  it("reads column values with their column, and items by id", async () => {
    const { items } = await readData();
    const answer = await graphql(
      `query Items($ids: [ID!]) { items(ids: $ids) {
      id url group { title } board { name } column_values(ids: ["estado", "fecha"]) { id text value column { title } } } }`,
      {
        ids: [items[0]?.id],
      },
    );
    expect(answer.data.items[0]).toEqual({
      id: items[0]?.id,
      url: `https://equipo-shifu.monday.com/boards/${items[0]?.boardId}/pulses/${items[0]?.id}`,
      group: { title: "Esta semana" },
      board: { name: "Lanzamiento de la app móvil" },
      column_values: [
        {
          id: "estado",
          text: "Trabajando en ello",
          value: '{"label":"Trabajando en ello"}',
          column: { title: "Estado" },
        },
        {
          id: "fecha",
          text: items[0]?.columnValues.fecha?.text,
          value: items[0]?.columnValues.fecha?.value,
          column: { title: "Fecha límite" },
        },
      ],
    });
  });

  it("creates an item with column values given as a JSON string, variables given as a JSON string too", async () => {
    const { boards } = await readData();
    const answer = await graphql(
      `mutation CreateItem($boardId: ID!, $name: String!, $values: JSON) {
        create_item(board_id: $boardId, item_name: $name, group_id: "group_pendientes", column_values: $values) {
          id name group { id } column_values(ids: ["estado", "fecha", "responsable"]) { text } } }`,
      JSON.stringify({
        boardId: boards[0]?.id,
        name: "Revisar la accesibilidad",
        values: JSON.stringify({
          estado: { label: "Listo" },
          fecha: { date: "2026-12-01" },
          responsable: { personsAndTeams: [{ id: 51234599, kind: "person" }] },
        }),
      }),
    );
    expect(answer.data.create_item).toMatchObject({
      name: "Revisar la accesibilidad",
      group: { id: "group_pendientes" },
      column_values: [{ text: "Listo" }, { text: "Patricia Gil" }, { text: "2026-12-01" }],
    });
    expect((await readData()).items.at(-1)?.name).toBe("Revisar la accesibilidad");
  });

  it("reports validation, missing board and bad column errors without creating anything", async () => {
    const before = (await readData()).items.length;
    const unknown = await graphql('mutation { create_item(board_id: 1, item_name: "X") { id sabor } }');
    expect(unknown.errors[0]).toMatchObject({
      message: 'Cannot query field "sabor" on type "Item".',
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
    expect(unknown.data).toBeUndefined();
    const missing = await graphql('mutation { create_item(board_id: 1, item_name: "X") { id } }');
    expect(missing).toMatchObject({
      errors: [{ message: "Board not found", extensions: { code: "ResourceNotFoundException", status_code: 404 } }],
      data: { create_item: null },
    });
    const { boards } = await readData();
    const badColumn = await graphql(
      `mutation { create_item(board_id: ${boards[0]?.id}, item_name: "X", column_values: "{\\"color\\": \\"rojo\\"}") { id } }`,
    );
    expect(badColumn.errors[0].extensions.code).toBe("InvalidColumnIdException");
    const syntax = await graphql("{ boards { id }");
    expect(syntax.errors[0].extensions.code).toBe("GRAPHQL_PARSE_FAILED");
    expect((await readData()).items).toHaveLength(before);
  });
});
