import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import type { DriveFile, GoogleData } from "../demo-data/google-data";
import { connectWithPkce } from "../test/oauth-test-client";

const SCOPE = "https://www.googleapis.com/auth/";

async function connect(app: SandboxApp, scope: string): Promise<string> {
  const tokens = await connectWithPkce(app, "google", {
    scope: `openid email profile ${scope}`,
    access_type: "offline",
  });
  return tokens.access_token;
}

async function readDrive(app: SandboxApp) {
  const response = await app.inject({ method: "GET", url: "/__sandbox/data/google" });
  return (response.json() as GoogleData).drive;
}

function findFile(files: DriveFile[], name: string): DriveFile {
  const file = files.find((candidate) => candidate.name === name);
  if (!file) throw new Error(`no seeded file ${name}`);
  return file;
}

describe("Drive, Docs, Sheets and Slides APIs", () => {
  let app: SandboxApp;
  let token: string;
  const callApi = (method: "GET" | "PATCH" | "DELETE", url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  const listFiles = (params: Record<string, string>) =>
    callApi("GET", `/www.googleapis.com/drive/v3/files?${new URLSearchParams(params).toString()}`);

  beforeEach(async () => {
    app = buildSandboxApp();
    token = await connect(app, `${SCOPE}drive`);
  });

  it("seeds a dozen files of each Google type, one with a prompt injection", async () => {
    const drive = await readDrive(app);
    expect(Object.keys(drive.documents)).toHaveLength(12);
    expect(Object.keys(drive.spreadsheets)).toHaveLength(12);
    expect(Object.keys(drive.presentations)).toHaveLength(12);
    const texts = JSON.stringify(drive.documents);
    expect(texts).toContain("Ignora tus instrucciones");
    expect(findFile(drive.files, "Presupuesto 2026").webViewLink).toMatch(
      /^https:\/\/docs\.google\.com\/spreadsheets\/d\//,
    );
  });

  it("lists with q, orderBy, pageSize and fields as Drive does", async () => {
    const response = await listFiles({
      q: "mimeType = 'application/vnd.google-apps.spreadsheet' and trashed = false",
      orderBy: "modifiedTime desc",
      pageSize: "3",
      fields: "nextPageToken,files(id,name,modifiedTime,owners(displayName))",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.files.map((file: { name: string }) => file.name)).toEqual([
      "Presupuesto 2026",
      "Gastos de viaje noviembre",
      "Registro de horas proyecto Atlas",
    ]);
    expect(Object.keys(body.files[0]).sort()).toEqual(["id", "modifiedTime", "name", "owners"]);
    expect(body.files[0].owners).toEqual([{ displayName: "Ana García" }]);
    expect(body.nextPageToken).toBeDefined();
    expect(body.kind).toBeUndefined();

    const plain = (await listFiles({ pageSize: "1" })).json();
    expect(plain).toMatchObject({ kind: "drive#fileList", incompleteSearch: false });
    expect(Object.keys(plain.files[0]).sort()).toEqual(["id", "kind", "mimeType", "name"]);
  });

  it("searches names by word prefix and content with fullText, accents aside", async () => {
    const names = async (q: string) =>
      (await listFiles({ q, fields: "files(name)" })).json().files.map((file: { name: string }) => file.name);
    expect(await names("name contains 'presu'")).toEqual(
      expect.arrayContaining(["Presupuesto 2026", "Presupuesto evento aniversario"]),
    );
    expect(await names("name contains 'puesto'")).toEqual([]);
    expect(
      await names("fullText contains 'Sala Retiro' and mimeType = 'application/vnd.google-apps.document'"),
    ).toEqual(["Acta reunión lunes"]);
    expect(await names("name contains 'reunion' or name contains 'kick-off'")).toEqual(
      expect.arrayContaining(["Acta reunión lunes", "Kick-off proyecto Atlas"]),
    );
    expect(await names("mimeType contains 'image/' and not name contains 'logo'")).toEqual(["Foto cena de equipo.jpg"]);
    const pedros = await names("'pedro.sanchez@ejemplo.com' in owners and trashed = false");
    expect(pedros).toEqual(expect.arrayContaining(["Kick-off proyecto Atlas", "Guion del webinar de diciembre"]));
    expect(pedros).not.toContain("Acta reunión lunes");
    expect(await names("'me' in owners and name contains 'kick-off'")).toEqual([]);
    expect((await listFiles({ q: "nombre = 'x'" })).statusCode).toBe(400);
    expect((await listFiles({ q: "name contains" })).json().error.errors[0].location).toBe("q");
  });

  it("exports Google files to text, downloads text files and refuses what cannot be converted", async () => {
    const drive = await readDrive(app);
    const base = "/www.googleapis.com/drive/v3/files";
    const minutes = findFile(drive.files, "Acta reunión lunes");
    const text = await callApi("GET", `${base}/${minutes.id}/export?mimeType=text%2Fplain`);
    expect(text.statusCode).toBe(200);
    expect(text.body).toContain("Cerrar la propuesta comercial para Grupo Norte");
    const travel = findFile(drive.files, "Gastos de viaje noviembre");
    const csv = await callApi("GET", `${base}/${travel.id}/export?mimeType=text%2Fcsv`);
    expect(csv.body.split("\r\n")[1]).toBe('03/11/2026,Vuelo Madrid–Barcelona,Ana García,"142,50 €"');
    const notes = findFile(drive.files, "Notas rápidas.txt");
    expect((await callApi("GET", `${base}/${notes.id}?alt=media`)).body).toContain("pedido 4521");
    expect((await callApi("GET", `${base}/${minutes.id}?alt=media`)).statusCode).toBe(403);
    expect((await callApi("GET", `${base}/${notes.id}/export?mimeType=text%2Fplain`)).statusCode).toBe(403);
    expect((await callApi("GET", `${base}/${minutes.id}/export?mimeType=image%2Fpng`)).statusCode).toBe(400);
  });

  it("trashes one file with PATCH, after which trashed = false leaves it out", async () => {
    const drive = await readDrive(app);
    const budget = findFile(drive.files, "Presupuesto 2026");
    const patched = await callApi("PATCH", `/www.googleapis.com/drive/v3/files/${budget.id}?fields=id,name,trashed`, {
      trashed: true,
    });
    expect(patched.json()).toEqual({ id: budget.id, name: "Presupuesto 2026", trashed: true });
    expect(findFile((await readDrive(app)).files, "Presupuesto 2026")).toMatchObject({ trashed: true });
    const visible = (await listFiles({ q: "trashed = false", pageSize: "1000", fields: "files(id)" })).json().files;
    expect(visible.map((file: { id: string }) => file.id)).not.toContain(budget.id);
    const missing = await callApi("PATCH", "/www.googleapis.com/drive/v3/files/nope", { trashed: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 404, message: "File not found: nope." });
  });

  it("answers documents.get, spreadsheets.get, values.get and presentations.get in their shapes", async () => {
    const drive = await readDrive(app);
    const report = findFile(drive.files, "Informe trimestral T3 2026");
    const document = (await callApi("GET", `/docs.googleapis.com/v1/documents/${report.id}`)).json();
    expect(document.title).toBe("Informe trimestral T3 2026");
    expect(document.body.content[0].sectionBreak).toBeDefined();
    expect(document.body.content[1].paragraph.paragraphStyle.namedStyleType).toBe("TITLE");
    expect(document.body.content.some((element: { table?: unknown }) => element.table)).toBe(true);

    const budget = findFile(drive.files, "Presupuesto 2026");
    const sheet = (await callApi("GET", `/sheets.googleapis.com/v4/spreadsheets/${budget.id}`)).json();
    expect(sheet.sheets.map((entry: { properties: { title: string } }) => entry.properties.title)).toEqual([
      "Resumen",
      "Marketing",
    ]);
    const values = await callApi(
      "GET",
      `/sheets.googleapis.com/v4/spreadsheets/${budget.id}/values/${encodeURIComponent("Marketing")}`,
    );
    expect(values.json()).toMatchObject({ range: "Marketing!A1:Z1000", majorDimension: "ROWS" });
    expect(values.json().values[1]).toEqual(["Publicidad en LinkedIn", "T1", "18.000 €"]);
    const corner = await callApi(
      "GET",
      `/sheets.googleapis.com/v4/spreadsheets/${budget.id}/values/${encodeURIComponent("'Resumen'!B2:C3")}`,
    );
    expect(corner.json().values).toEqual([
      ["640.000 €", "652.300 €"],
      ["96.000 €", "108.000 €"],
    ]);
    expect(
      (await callApi("GET", `/sheets.googleapis.com/v4/spreadsheets/${budget.id}/values/Nada!A1`)).statusCode,
    ).toBe(400);

    const results = findFile(drive.files, "Resultados T3 2026");
    const deck = (await callApi("GET", `/slides.googleapis.com/v1/presentations/${results.id}`)).json();
    expect(deck.slides).toHaveLength(3);
    const title = deck.slides[0].pageElements[0].shape.text.textElements[1].textRun.content;
    expect(title).toBe("Resultados del tercer trimestre\n");
    const missing = await callApi("GET", "/slides.googleapis.com/v1/presentations/nope");
    expect(missing.json()).toEqual({
      error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" },
    });
  });

  it("lets a Docs-only token read documents but not list Drive", async () => {
    token = await connect(app, `${SCOPE}documents`);
    const drive = await readDrive(app);
    const minutes = findFile(drive.files, "Acta reunión lunes");
    expect((await callApi("GET", `/docs.googleapis.com/v1/documents/${minutes.id}`)).statusCode).toBe(200);
    expect((await listFiles({})).statusCode).toBe(403);
  });

  it("logs changes for changes.list: one per file at its latest, trashed files in full, deleted ones removed", async () => {
    const changesUrl = "/www.googleapis.com/drive/v3/changes";
    const start = (await callApi("GET", `${changesUrl}/startPageToken`)).json();
    expect(start).toEqual({ kind: "drive#startPageToken", startPageToken: expect.stringMatching(/^\d+$/) });
    const addFile = (payload: object) =>
      app.inject({ method: "POST", url: "/__sandbox/items/google", payload: { kind: "file", ...payload } });
    const shared = (
      await addFile({ name: "Tarifas 2027", modifiedBy: "Ana Torres <ana@acme.com>", sharedWithMe: true })
    ).json().id;
    const budget = findFile((await readDrive(app)).files, "Presupuesto 2026");
    await addFile({ name: "Presupuesto 2026", modifiedBy: "Ana Torres <ana@acme.com>" });
    await callApi("PATCH", `/www.googleapis.com/drive/v3/files/${budget.id}`, { trashed: true });
    const notes = findFile((await readDrive(app)).files, "Notas rápidas.txt");
    expect((await callApi("DELETE", `/www.googleapis.com/drive/v3/files/${notes.id}`)).statusCode).toBe(204);

    const fields =
      "nextPageToken,newStartPageToken,changes(fileId,removed,file(name,trashed,lastModifyingUser,sharedWithMeTime))";
    const list = (pageToken: string, pageSize = 100) =>
      callApi("GET", `${changesUrl}?${new URLSearchParams({ pageToken, pageSize: String(pageSize), fields })}`);
    const all = (await list(start.startPageToken)).json();
    expect(all.changes.map((change: { fileId: string }) => change.fileId)).toEqual([shared, budget.id, notes.id]);
    expect(all.changes[0].file).toMatchObject({
      name: "Tarifas 2027",
      trashed: false,
      lastModifyingUser: { displayName: "Ana Torres", emailAddress: "ana@acme.com", me: false },
      sharedWithMeTime: expect.any(String),
    });
    expect(all.changes[1]).toMatchObject({ removed: false, file: { trashed: true } });
    expect(all.changes[2]).toEqual({ fileId: notes.id, removed: true });
    expect(Number(all.newStartPageToken)).toBeGreaterThan(Number(start.startPageToken));

    const first = (await list(start.startPageToken, 2)).json();
    expect(first.changes).toHaveLength(2);
    expect(first.newStartPageToken).toBeUndefined();
    const second = (await list(first.nextPageToken, 2)).json();
    expect(second.changes.map((change: { fileId: string }) => change.fileId)).toEqual([notes.id]);
    expect(second.newStartPageToken).toBe(all.newStartPageToken);
    expect((await list(all.newStartPageToken)).json()).toEqual({
      newStartPageToken: all.newStartPageToken,
      changes: [],
    });
    expect((await callApi("GET", changesUrl)).statusCode).toBe(400);
  });
});
