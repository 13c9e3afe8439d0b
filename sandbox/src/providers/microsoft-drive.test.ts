import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import type { GraphDriveItem, MicrosoftData } from "../demo-data/microsoft-data";
import { connectWithPkce } from "../test/oauth-test-client";

const GRAPH = "/graph.microsoft.com/v1.0";

describe("Microsoft Graph OneDrive", () => {
  let app: SandboxApp;
  let headers: Record<string, string>;

  beforeEach(async () => {
    app = buildSandboxApp();
    const tokens = await connectWithPkce(app, "microsoft", {
      scope: "openid offline_access User.Read Files.ReadWrite.All",
      response_mode: "query",
    });
    headers = { authorization: `Bearer ${tokens.access_token}` };
  });

  const get = (url: string) => app.inject({ method: "GET", url: `${GRAPH}${url}`, headers });
  const readData = async () =>
    (await app.inject({ method: "GET", url: "/__sandbox/data/microsoft" })).json<MicrosoftData>();

  it("lists the root's children newest first", async () => {
    const response = await get("/me/drive/root/children?$orderby=lastModifiedDateTime desc&$top=4");
    expect(response.statusCode).toBe(200);
    const names = response.json().value.map((item: GraphDriveItem) => item.name);
    expect(names).toEqual([
      "Presupuesto 2027.xlsx",
      "Informe trimestral Q3.docx",
      "Facturas",
      "Presentación Grupo Alimentaria Sur.pptx",
    ]);
    const [first] = response.json().value;
    expect(first).toMatchObject({
      file: { mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
      webUrl: expect.stringContaining("Presupuesto%202027.xlsx"),
      lastModifiedBy: { user: { displayName: "Marta López" } },
    });
    expect((await get("/me/drive/root/children?$orderby=color desc")).statusCode).toBe(400);
  });

  it("searches names across folders with search(q='…'), accents and quotes included", async () => {
    const response = await get(`/me/drive/root/search(q='${encodeURIComponent("logistica")}')`);
    expect(response.statusCode).toBe(200);
    expect(response.json().value.map((item: GraphDriveItem) => item.name)).toEqual([
      "Factura 2026-0112 Logística Norte.pdf",
      "Contrato Logística Norte.pdf",
    ]);
    const quoted = await get(`/me/drive/root/search(q='${encodeURIComponent("rosa''s")}')`);
    expect(quoted.statusCode).toBe(200);
    expect((await get("/me/drive/root/nonsense")).statusCode).toBe(400);
  });

  it("lists a folder's children by its path from the root, in any case, nested folders included", async () => {
    const names = async (url: string) => (await get(url)).json().value.map((item: GraphDriveItem) => item.name);
    expect(await names("/me/drive/root:/Facturas:/children?$orderby=name")).toEqual([
      "Factura 2026-0112 Logística Norte.pdf",
      "Factura coworking octubre.pdf",
    ]);
    const nested = await get(`/me/drive/root:/${encodeURIComponent("documentos")}/Clientes:/children?$top=1`);
    expect(nested.statusCode).toBe(200);
    expect(nested.json().value).toHaveLength(1);
    expect(await names("/me/drive/root:/Documentos/Clientes:/children?$orderby=lastModifiedDateTime desc")).toEqual([
      "Ficha cliente Transportes Sierra.docx",
      "Cartera de clientes 2026.xlsx",
    ]);
    expect(await names("/me/drive/root:/Documentos:/children?$orderby=name")).toEqual([
      "Clientes",
      "Plantilla de oferta.docx",
    ]);
    const missing = await get("/me/drive/root:/Presupuestos:/children");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("itemNotFound");
    expect((await get("/me/drive/root:/Facturas:/permissions")).statusCode).toBe(400);
  });

  it("lists a folder's children by its id, the root's by the root's, and none of a file", async () => {
    const data = await readData();
    const clients = data.driveItems.find((item) => item.name === "Clientes");
    const children = await get(`/me/drive/items/${clients?.id}/children?$select=id,name`);
    expect(children.statusCode).toBe(200);
    expect(children.json().value).toHaveLength(clients?.folder?.childCount ?? -1);
    expect(Object.keys(children.json().value[0]).sort()).toEqual(["@odata.etag", "id", "name"]);
    const root = await get(`/me/drive/items/${data.driveRoot.id}/children?$top=200`);
    expect(root.json().value).toHaveLength(data.driveRoot.folder?.childCount ?? -1);
    const file = data.driveItems.find((item) => item.file);
    expect((await get(`/me/drive/items/${file?.id}/children`)).json().value).toEqual([]);
    expect((await get("/me/drive/items/nada/children")).statusCode).toBe(404);
  });

  it("deletes an item to the recycle bin, a folder with its contents, and answers itemNotFound after", async () => {
    const folder = (await readData()).driveItems.find((item) => item.name === "Facturas");
    const deleted = await app.inject({ method: "DELETE", url: `${GRAPH}/me/drive/items/${folder?.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    const data = await readData();
    expect(data.driveItems.some((item) => item.name.startsWith("Factura"))).toBe(false);
    expect(data.recycleBin.map((item) => item.name).sort()).toEqual([
      "Factura 2026-0112 Logística Norte.pdf",
      "Factura coworking octubre.pdf",
      "Facturas",
    ]);
    const again = await app.inject({ method: "DELETE", url: `${GRAPH}/me/drive/items/${folder?.id}`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatchObject({ code: "itemNotFound" });
    expect((await get(`/me/drive/items/${folder?.id}`)).statusCode).toBe(404);
  });

  it("reads one item and refuses a delete with a read-only token", async () => {
    const [file] = (await readData()).driveItems;
    expect((await get(`/me/drive/items/${file?.id}?$select=name`)).json()).toMatchObject({
      id: file?.id,
      name: file?.name,
    });
    const tokens = await connectWithPkce(app, "microsoft", { scope: "openid Files.Read", response_mode: "query" });
    const refused = await app.inject({
      method: "DELETE",
      url: `${GRAPH}/me/drive/items/${file?.id}`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("accessDenied");
  });

  it("tracks the drive with delta: everything first, then the items saved or deleted since", async () => {
    type DeltaPage = { value: (Partial<GraphDriveItem> & { id: string; deleted?: unknown; root?: unknown })[] };
    const follow = (link: string) => app.inject({ method: "GET", url: link.replace("https://", "/"), headers });
    const first = await get("/me/drive/root/delta?$top=5");
    expect(first.json()["@odata.nextLink"]).toContain("/me/drive/root/delta?token=");
    let page = first.json<DeltaPage & { "@odata.nextLink"?: string; "@odata.deltaLink"?: string }>();
    const entries = [...page.value];
    while (page["@odata.nextLink"]) {
      page = (await follow(page["@odata.nextLink"])).json();
      entries.push(...page.value);
    }
    const data = await readData();
    expect(entries.map((entry) => entry.id)).toEqual([data.driveRoot.id, ...data.driveItems.map((item) => item.id)]);
    expect(entries[0]?.root).toEqual({});
    const deltaLink = page["@odata.deltaLink"] ?? "";
    expect(deltaLink).toContain("/me/drive/root/delta?token=");

    const latest = await get("/me/drive/root/delta?token=latest");
    expect(latest.json().value).toEqual([]);
    const folder = data.driveItems.find((item) => item.name === "Facturas");
    await app.inject({ method: "DELETE", url: `${GRAPH}/me/drive/items/${folder?.id}`, headers });
    const saved = await app.inject({
      method: "POST",
      url: "/__sandbox/items/microsoft",
      payload: { kind: "file", name: "Presupuesto 2027.xlsx", modifiedBy: "Sergio Castillo" },
    });
    const changes = (await follow(deltaLink)).json<DeltaPage>().value;
    const inFolder = data.driveItems.filter((item) => item.parentReference.id === folder?.id);
    expect(changes.map((entry) => entry.id)).toEqual([folder?.id, ...inFolder.map((item) => item.id), saved.json().id]);
    expect(changes[0]).toMatchObject({ name: "Facturas", deleted: { state: "deleted" } });
    expect(changes.at(-1)).toMatchObject({
      name: "Presupuesto 2027.xlsx",
      lastModifiedBy: { user: { displayName: "Sergio Castillo" } },
    });
    expect((await follow(latest.json()["@odata.deltaLink"])).json<DeltaPage>().value).toHaveLength(changes.length);
  });
});
