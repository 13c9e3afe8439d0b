import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import type { DropboxData } from "../demo-data/dropbox-data";
import { connectWithPkce, refreshTokens } from "../test/oauth-test-client";
import { dropbox } from "./dropbox";

function connect(app: SandboxApp, accessType = "offline") {
  return connectWithPkce(app, "dropbox", {
    token_access_type: accessType,
    scope: "account_info.read files.metadata.read",
  });
}

function getCurrentAccount(app: SandboxApp, token: string) {
  return app.inject({
    method: "POST",
    url: "/api.dropboxapi.com/2/users/get_current_account",
    headers: { authorization: `Bearer ${token}` },
  });
}

describe("Dropbox", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("goes from consent to tokens to get_current_account of Ana García", async () => {
    const tokens = await connect(app);
    expect(tokens).toMatchObject({ expires_in: 14_400, token_type: "bearer", uid: expect.any(String) });
    expect(tokens.account_id).toMatch(/^dbid:/);
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const account = await getCurrentAccount(app, tokens.access_token);
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({
      account_id: tokens.account_id,
      name: { given_name: "Ana", surname: "García", display_name: "Ana García" },
      email: "ana.garcia@ejemplo.com",
      email_verified: true,
    });
  });

  it("gives a refresh token only for token_access_type=offline and never a new one on refresh", async () => {
    expect((await connect(app, "online")).refresh_token).toBeUndefined();
    const tokens = await connect(app);
    const refreshed = await refreshTokens(app, "dropbox", tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({ access_token: expect.any(String), token_type: "bearer", expires_in: 14_400 });
  });

  it("revokes with the bearer token: null, then refresh is invalid_grant and the API 401", async () => {
    const tokens = await connect(app);
    const revoked = await app.inject({
      method: "POST",
      url: "/api.dropboxapi.com/2/auth/token/revoke",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).toBe("null");

    const refreshed = await refreshTokens(app, "dropbox", tokens.refresh_token);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error).toBe("invalid_grant");
    const account = await getCurrentAccount(app, tokens.access_token);
    expect(account.statusCode).toBe(401);
    expect(account.json().error[".tag"]).toBe("invalid_access_token");
  });
});

describe("Dropbox files", () => {
  let app: SandboxApp;
  let authorization: string;
  beforeEach(async () => {
    app = buildSandboxApp();
    authorization = `Bearer ${(await connect(app)).access_token}`;
  });

  const rpc = (name: string, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: `/api.dropboxapi.com/2/files/${name}`, headers: { authorization }, payload });
  const readData = async () =>
    (await app.inject({ method: "GET", url: "/__sandbox/data/dropbox" })).json() as DropboxData;

  it("lists the whole tree page by page with a cursor until has_more is false", async () => {
    const seen: string[] = [];
    let page = (await rpc("list_folder", { path: "", recursive: true, limit: 7 })).json();
    seen.push(...page.entries.map((entry: { path_lower: string }) => entry.path_lower));
    while (page.has_more) {
      page = (await rpc("list_folder/continue", { cursor: page.cursor })).json();
      seen.push(...page.entries.map((entry: { path_lower: string }) => entry.path_lower));
    }
    const all = (await readData()).entries;
    expect(seen.sort()).toEqual(all.map((entry) => entry.path_lower).sort());
    const listed = (await rpc("list_folder", { path: "/contabilidad" })).json().entries;
    expect(listed[0]).toEqual({
      ".tag": "file",
      id: expect.stringMatching(/^id:/),
      name: expect.any(String),
      path_lower: expect.stringMatching(/^\/contabilidad\//),
      path_display: expect.stringMatching(/^\/Contabilidad\//),
      client_modified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      server_modified: expect.any(String),
      rev: expect.any(String),
      size: expect.any(Number),
      content_hash: expect.any(String),
      is_downloadable: true,
    });
  });

  it("answers a missing folder with 409 path/not_found", async () => {
    const answer = await rpc("list_folder", { path: "/No existe" });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error_summary: "path/not_found/..",
      error: { ".tag": "path", path: { ".tag": "not_found" } },
    });
  });

  it("searches names and contents with search_v2, as many as max_results", async () => {
    const byName = (await rpc("search_v2", { query: "feria", options: { max_results: 1 } })).json();
    expect(byName.matches).toHaveLength(1);
    expect(byName.has_more).toBe(true);
    expect(byName.matches[0]).toMatchObject({
      match_type: { ".tag": "filename" },
      metadata: { ".tag": "metadata", metadata: { ".tag": "folder", name: "Feria de Valencia" } },
    });
    const byContent = (await rpc("search_v2", { query: "ignora tus instrucciones" })).json();
    expect(byContent.matches[0].match_type[".tag"]).toBe("file_content");
  });

  it("deletes one file with delete_v2 and answers 409 path_lookup/not_found after", async () => {
    const deleted = await rpc("delete_v2", { path: "/Contabilidad/Presupuesto 2026.xlsx" });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().metadata).toMatchObject({ ".tag": "file", name: "Presupuesto 2026.xlsx" });
    const again = await rpc("delete_v2", { path: "/contabilidad/presupuesto 2026.xlsx" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ ".tag": "path_lookup", path_lookup: { ".tag": "not_found" } });
    const metadata = await rpc("get_metadata", { path: "/Contabilidad/Presupuesto 2026.xlsx" });
    expect(metadata.json().error_summary).toBe("path/not_found/..");
  });

  async function listToTheEnd() {
    let page = (await rpc("list_folder", { path: "", recursive: true })).json();
    while (page.has_more) page = (await rpc("list_folder/continue", { cursor: page.cursor })).json();
    return page.cursor as string;
  }
  const addItem = (payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/__sandbox/items/dropbox", payload });

  it("continues a finished listing's cursor with only what changed since, once each", async () => {
    const cursor = await listToTheEnd();
    expect((await rpc("list_folder/continue", { cursor })).json()).toMatchObject({ entries: [], has_more: false });

    const added = (await addItem({ name: "Contrato.pdf", folder: "/Contratos/2026" })).json();
    await rpc("delete_v2", { path: "/Contabilidad/Presupuesto 2026.xlsx" });
    const shortLived = (await addItem({ name: "Borrador.docx" })).json();
    await rpc("delete_v2", { path: shortLived.id });
    const changes = (await rpc("list_folder/continue", { cursor })).json();
    expect(changes.has_more).toBe(false);
    expect(changes.entries).toEqual([
      expect.objectContaining({ ".tag": "folder", path_lower: "/contratos/2026" }),
      expect.objectContaining({ ".tag": "file", id: added.id, path_display: "/Contratos/2026/Contrato.pdf" }),
      {
        ".tag": "deleted",
        name: "Presupuesto 2026.xlsx",
        path_lower: "/contabilidad/presupuesto 2026.xlsx",
        path_display: "/Contabilidad/Presupuesto 2026.xlsx",
      },
      expect.objectContaining({ ".tag": "deleted", name: "Borrador.docx" }),
    ]);
    const after = (await rpc("list_folder/continue", { cursor: changes.cursor })).json();
    expect(after).toMatchObject({ entries: [], has_more: false });
  });

  it("answers a cursor from before a reset with 409 reset", async () => {
    await addItem({ name: "Nota.txt" });
    const cursor = await listToTheEnd();
    await app.inject({ method: "POST", url: "/__sandbox/reset" });
    authorization = `Bearer ${(await connect(app)).access_token}`;
    const answer = await rpc("list_folder/continue", { cursor });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toEqual({ ".tag": "reset" });
  });

  it("adds a file through POST /__sandbox/items/dropbox at its date, renaming it as Dropbox does on a clash", async () => {
    const date = "2026-03-02T09:30:00.000Z";
    const first = await addItem({ name: "Presupuesto 2026.xlsx", folder: "Contabilidad/", date });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.stringMatching(/^id:/), kind: "file" });
    const entries = (await readData()).entries;
    expect(entries.find((entry) => entry.id === first.json().id)).toMatchObject({
      ".tag": "file",
      name: "Presupuesto 2026 (1).xlsx",
      path_display: "/Contabilidad/Presupuesto 2026 (1).xlsx",
      server_modified: "2026-03-02T09:30:00Z",
    });
    const atRoot = (await addItem({ name: "Acta.docx" })).json();
    expect((await readData()).entries.find((entry) => entry.id === atRoot.id)?.path_display).toBe("/Acta.docx");
  });

  it("takes its live demo item, a contract, as often as the demo sends it", async () => {
    const [live] = dropbox.liveItems ?? [];
    if (!live) throw new Error("no live item");
    await addItem(live);
    const second = (await addItem(live)).json();
    expect((await readData()).entries.find((entry) => entry.id === second.id)?.name).toBe(
      "Contrato de servicios - Grupo Alameda (1).pdf",
    );
  });

  it("answers 400 with what is wrong for a bad item body", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, "name"],
      [{ name: "a/b.pdf" }, "folder"],
      [{ name: "a.pdf", date: "mañana" }, "date"],
      [{ kind: "message", name: "a.pdf" }, "kind"],
      [{ name: "a.pdf", folder: "/LEEME - instrucciones para el asistente.txt" }, "not a folder"],
    ];
    for (const [payload, message] of cases) {
      const answer = await addItem(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: "invalid_request", message: expect.stringContaining(message) });
    }
  });
});
