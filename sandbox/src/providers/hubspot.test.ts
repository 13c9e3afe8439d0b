import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { demoAccounts } from "../demo-accounts";
import { HUBSPOT_MY_OWNER_ID, type HubSpotData } from "../demo-data/hubspot-data";
import { obtainCode, REDIRECT_URI, requestTokens, standardAuthorizeParams } from "../test/oauth-test-client";

const CRM = "/api.hubapi.com/crm/v3/objects";

async function connect(app: SandboxApp, scope: string): Promise<string> {
  const code = await obtainCode(app, "hubspot", standardAuthorizeParams("hubspot", { scope }));
  const tokens = await requestTokens(app, "hubspot", {
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT_URI,
  });
  expect(tokens.statusCode, tokens.body).toBe(200);
  return `Bearer ${tokens.json().access_token}`;
}

describe("HubSpot CRM", () => {
  let app: SandboxApp;
  let authorization: string;
  beforeEach(async () => {
    app = buildSandboxApp();
    authorization = await connect(
      app,
      "crm.objects.contacts.read crm.objects.contacts.write crm.objects.deals.read oauth",
    );
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: `${CRM}${url}`, headers: { authorization }, payload });
  const readData = async () =>
    (await app.inject({ method: "GET", url: "/__sandbox/data/hubspot" })).json() as HubSpotData;

  it("searches contacts sorted by createdate with the properties asked for, and pages with after", async () => {
    const first = await post("/contacts/search", {
      sorts: [{ propertyName: "createdate", direction: "DESCENDING" }],
      properties: ["firstname", "company"],
      limit: 2,
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(15);
    expect(body.paging).toEqual({ next: { after: "2" } });
    expect(body.results[0]).toMatchObject({
      id: expect.any(String),
      properties: { firstname: "Marta", company: "Construcciones Ibéricas", hs_object_id: expect.any(String) },
      archived: false,
    });
    const second = await post("/contacts/search", {
      sorts: [{ propertyName: "createdate", direction: "DESCENDING" }],
      limit: 2,
      after: "2",
    });
    expect(second.json().results[0].properties.firstname).toBe("Nuria");
  });

  it("filters deals with NOT_IN and refuses an unknown operator", async () => {
    const open = await post("/deals/search", {
      filterGroups: [
        { filters: [{ propertyName: "dealstage", operator: "NOT_IN", values: ["closedwon", "closedlost"] }] },
      ],
      limit: 100,
    });
    expect(open.json().total).toBe(6);
    const bad = await post("/deals/search", {
      filterGroups: [{ filters: [{ propertyName: "dealstage", operator: "NOPE", value: "x" }] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: "error", category: "VALIDATION_ERROR" });
  });

  it("answers 403 MISSING_SCOPES for deals without crm.objects.deals.read", async () => {
    authorization = await connect(app, "crm.objects.contacts.read oauth");
    const answer = await post("/deals/search", { limit: 1 });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().category).toBe("MISSING_SCOPES");
  });

  it("creates a contact, refuses its e-mail twice, and adds a note associated with it", async () => {
    const contact = await post("/contacts", { properties: { email: "ana@papeleriacentral.es", firstname: "Ana" } });
    expect(contact.statusCode).toBe(201);
    const id = contact.json().id;
    const again = await post("/contacts", { properties: { email: "ANA@papeleriacentral.es" } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Contact already exists. Existing ID: ${id}`);

    const note = await post("/notes", {
      properties: { hs_note_body: "Primera visita", hs_timestamp: "2026-11-23T10:00:00.000Z" },
      associations: [{ to: { id }, types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: 202 }] }],
    });
    expect(note.statusCode).toBe(201);
    expect((await readData()).notes.at(-1)).toMatchObject({
      contactIds: [id],
      properties: { hs_note_body: "Primera visita" },
    });

    const orphan = await post("/notes", {
      properties: { hs_note_body: "x", hs_timestamp: "2026-11-23T10:00:00.000Z" },
      associations: [{ to: { id: "1" }, types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: 202 }] }],
    });
    expect(orphan.statusCode).toBe(400);
    const missing = await app.inject({ method: "GET", url: `${CRM}/contacts/1`, headers: { authorization } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: "error", category: "OBJECT_NOT_FOUND" });
  });

  it("finds the owner by e-mail only with crm.objects.owners.read", async () => {
    const owners = (email: string) =>
      app.inject({ method: "GET", url: `/api.hubapi.com/crm/v3/owners?email=${email}`, headers: { authorization } });
    expect((await owners(demoAccounts.hubspot.email)).statusCode).toBe(403);
    authorization = await connect(app, "crm.objects.contacts.read crm.objects.owners.read oauth");
    const found = (await owners(demoAccounts.hubspot.email)).json().results;
    expect(found).toEqual([
      expect.objectContaining({ id: HUBSPOT_MY_OWNER_ID, userId: demoAccounts.hubspot.userId, type: "PERSON" }),
    ]);
  });

  it("searches tasks changed since an instant, newest first, and archives one with DELETE", async () => {
    const search = (since: number) =>
      post("/tasks/search", {
        filterGroups: [
          {
            filters: [
              { propertyName: "hubspot_owner_id", operator: "EQ", value: HUBSPOT_MY_OWNER_ID },
              { propertyName: "hs_lastmodifieddate", operator: "GTE", value: String(since) },
            ],
          },
        ],
        sorts: [{ propertyName: "hs_lastmodifieddate", direction: "DESCENDING" }],
        properties: ["hs_task_subject", "hs_task_priority"],
        limit: 100,
      });
    const recent = (await search(Date.now() - 36 * 3_600_000)).json().results;
    expect(recent.map((task: { properties: { hs_task_subject: string } }) => task.properties.hs_task_subject)).toEqual([
      "Llamar a Marta Vidal por el contrato de la reforma",
      "Enviar la propuesta a Hoteles Mediterráneo",
    ]);
    const [first] = recent;
    const removed = await app.inject({ method: "DELETE", url: `${CRM}/tasks/${first.id}`, headers: { authorization } });
    expect(removed.statusCode).toBe(204);
    expect((await readData()).tasks.find((task) => task.id === first.id)?.archived).toBe(true);
    const gone = await app.inject({ method: "GET", url: `${CRM}/tasks/${first.id}`, headers: { authorization } });
    expect(gone.statusCode).toBe(404);
  });

  it("adds a task for the user from POST /__sandbox/items/hubspot and refuses a bad body", async () => {
    const add = (payload: Record<string, unknown>) =>
      app.inject({ method: "POST", url: "/__sandbox/items/hubspot", payload });
    const added = await add({ subject: "Llamar a Acme", priority: "HIGH", date: "2026-11-20T10:00:00Z" });
    expect(added.statusCode).toBe(201);
    const { id, kind } = added.json();
    expect(kind).toBe("task");
    expect((await readData()).tasks.find((task) => task.id === id)?.properties).toMatchObject({
      hs_task_subject: "Llamar a Acme",
      hs_task_priority: "HIGH",
      hs_task_status: "NOT_STARTED",
      hubspot_owner_id: HUBSPOT_MY_OWNER_ID,
      hs_lastmodifieddate: "2026-11-20T10:00:00.000Z",
      hs_timestamp: "2026-11-21T10:00:00.000Z",
    });
    const bad = await add({ subject: "", priority: "URGENTE" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/subject|priority/);
  });
});
