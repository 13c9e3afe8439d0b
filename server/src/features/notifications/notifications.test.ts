import type { Notification } from "@shifu/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { approvals, integrations, notificationSyncStates, notifications } from "../../db/schema";
import { createProviderApi } from "../../integrations/provider-api";
import { readSandboxData } from "../../integrations/test-support/connect-tool-context";
import { useSandbox } from "../../integrations/test-support/use-sandbox";
import { connectServiceViaApp, signInNewUser, signInWithService } from "../../test/connect-service-via-app";
import { createSyncContext } from "../../test/create-sync-context";
import { createTestApp, type TestApp } from "../../test/test-app";
import { insertKnowledgeItems } from "../training/knowledge-store";
import { type SyncContext, syncIntegration } from "./sync-integration";

const sandbox = useSandbox();
let testApp: TestApp;
let syncContext: SyncContext;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { SANDBOX_URL: sandbox.url, PUBLIC_URL: "http://localhost:3000", REGISTRATION_LIMIT_PER_HOUR: "1000" },
  });
  syncContext = createSyncContext(testApp, sandbox.url);
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

async function list(cookie: string, service: string): Promise<Notification[]> {
  const response = await testApp.app.inject({
    method: "POST",
    url: `/api/${service}/notification`,
    cookies: { shifu_session: cookie },
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function act(cookie: string, tool: string, payload: object) {
  return testApp.app.inject({
    method: "POST",
    url: `/notificaciones/${tool}/action`,
    cookies: { shifu_session: cookie },
    payload,
  });
}

async function addMail(fields: Record<string, unknown>) {
  const response = await fetch(`${sandbox.url}/__sandbox/items/microsoft`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ kind: "mail", ...fields }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

async function countStored(integrationId: string, providerItemId: string): Promise<number> {
  const rows = await testApp.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.integrationId, integrationId), eq(notifications.providerItemId, providerItemId)));
  return rows.length;
}

describe("notifications of a connected app", () => {
  it("answers nothing before a sync, then the app's recent items newest first with the card's fields", async () => {
    const user = await signInWithService(testApp, "outlook");
    expect(await list(user.cookie, "outlook")).toEqual([]);
    expect(await syncIntegration(syncContext, user.integrationId)).toBe("synced");
    const items = await list(user.cookie, "Outlook");
    expect(items.length).toBeGreaterThan(0);
    const dates = items.map((item) => Date.parse(item.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items[0]).toMatchObject({ from: "Outlook", service: "outlook" });
    expect(items.some((item) => item.status === "pending" && item.reason)).toBe(true);
    expect((await list(user.cookie, "shifu")).map((item) => item.id)).toEqual(items.map((item) => item.id));
    expect(await list(user.cookie, "gmail")).toEqual([]);
  });

  it("keeps a key contact's mail pending, as the person taught in training", async () => {
    const user = await signInWithService(testApp, "outlook");
    await syncIntegration(syncContext, user.integrationId);
    await insertKnowledgeItems(testApp.database.db, {
      userId: user.userId,
      sourceMessageId: null,
      items: [
        {
          type: "contactos",
          fecha: null,
          hora: null,
          descripcion: "Marta Ruiz, mi jefa",
          content: { name: "Marta Ruiz", email: "marta@acme.com" },
        },
      ],
    });
    await addMail({ subject: "Boletín interno", from: "Marta Ruiz <marta@acme.com>", body: "x", to: "todos@acme.com" });
    await addMail({ subject: "Boletín de otra", from: "Elena Soto <elena@acme.com>", body: "x", to: "todos@acme.com" });
    await syncIntegration(syncContext, user.integrationId);
    const items = await list(user.cookie, "outlook");
    expect(items.find((item) => item.subject === "Boletín interno")).toMatchObject({
      status: "pending",
      reason: "Contacto clave: Marta Ruiz",
    });
    expect(items.find((item) => item.subject === "Boletín de otra")?.status).toBe("done");
  });

  it("keeps each user's notifications their own", async () => {
    const owner = await signInWithService(testApp, "outlook");
    await syncIntegration(syncContext, owner.integrationId);
    const [item] = await list(owner.cookie, "outlook");
    const stranger = await signInNewUser(testApp.app);
    expect(await list(stranger.cookie, "shifu")).toEqual([]);
    const response = await act(stranger.cookie, "outlook", { id: item?.id, action: "ignorar" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("Esa notificación ya no existe.");
  });

  it("stores a new item once, also when two syncs race over the same cursor", async () => {
    const user = await signInWithService(testApp, "outlook");
    await syncIntegration(syncContext, user.integrationId);
    const mail = await addMail({
      subject: "Reunión del lunes",
      from: "Ana Torres <ana@acme.com>",
      body: "¿Te va bien?",
    });
    await Promise.all([
      syncIntegration(syncContext, user.integrationId),
      syncIntegration(syncContext, user.integrationId),
    ]);
    await syncIntegration(syncContext, user.integrationId);
    expect(await countStored(user.integrationId, mail.id)).toBe(1);
    // Outlook's calendar cards share the list (one starting soon is dated now): the mail is looked for by its subject.
    const stored = (await list(user.cookie, "outlook")).filter((item) => item.subject === "Reunión del lunes");
    expect(stored).toEqual([expect.objectContaining({ status: "pending" })]);
  });

  it("takes an item dated in the future and still the items after it, and one that arrives out of order", async () => {
    const user = await signInWithService(testApp, "outlook");
    await syncIntegration(syncContext, user.integrationId);
    const future = await addMail({
      subject: "Del futuro",
      from: "reloj@acme.com",
      body: "x",
      date: "2031-01-01T00:00:00Z",
    });
    await syncIntegration(syncContext, user.integrationId);
    const late = await addMail({
      subject: "Llega tarde",
      from: "lento@acme.com",
      body: "x",
      date: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await syncIntegration(syncContext, user.integrationId);
    expect(await countStored(user.integrationId, future.id)).toBe(1);
    expect(await countStored(user.integrationId, late.id)).toBe(1);
  });

  it("drops an item deleted at the provider", async () => {
    const user = await signInWithService(testApp, "outlook");
    const mail = await addMail({ subject: "Se borrará", from: "Ana Torres <ana@acme.com>", body: "x" });
    await syncIntegration(syncContext, user.integrationId);
    expect((await list(user.cookie, "outlook")).some((item) => item.subject === "Se borrará")).toBe(true);
    // The person deletes it in Outlook itself, with their own sandbox account.
    const [row] = await testApp.database.db.select().from(integrations).where(eq(integrations.id, user.integrationId));
    if (!row?.accessTokenEncrypted) throw new Error("no stored token");
    const elsewhere = createProviderApi(
      syncContext.modes.microsoft.resolveUrl,
      syncContext.cipher.decrypt(row.accessTokenEncrypted, row.id),
    );
    await elsewhere.request({
      method: "POST",
      url: `https://graph.microsoft.com/v1.0/me/messages/${mail.id}/move`,
      json: { destinationId: "deleteditems" },
    });
    await syncIntegration(syncContext, user.integrationId);
    expect((await list(user.cookie, "outlook")).some((item) => item.subject === "Se borrará")).toBe(false);
  });

  it("waits out a 429's Retry-After before syncing again", async () => {
    const user = await signInWithService(testApp, "outlook");
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ host: "graph.microsoft.com", status: 429, retryAfterSeconds: 1, count: 3 }),
    });
    const now = new Date();
    expect(await syncIntegration(syncContext, user.integrationId, now)).toBe("rate_limited");
    const [state] = await testApp.database.db
      .select()
      .from(notificationSyncStates)
      .where(eq(notificationSyncStates.integrationId, user.integrationId));
    expect(state?.retryAfter?.getTime()).toBe(now.getTime() + 1000);
    expect(await syncIntegration(syncContext, user.integrationId, new Date(now.getTime() + 500))).toBe("rate_limited");
    expect(await syncIntegration(syncContext, user.integrationId, new Date(now.getTime() + 1500))).toBe("synced");
  });

  it("refreshes a refused token once and goes on", async () => {
    const user = await signInWithService(testApp, "outlook");
    await fetch(`${sandbox.url}/__sandbox/expire-access-tokens`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ family: "microsoft" }),
    });
    expect(await syncIntegration(syncContext, user.integrationId)).toBe("synced");
    const [row] = await testApp.database.db.select().from(integrations).where(eq(integrations.id, user.integrationId));
    expect(row?.status).toBe("connected");
  });

  it("stops syncing a revoked connection until the user reconnects", async () => {
    const user = await signInWithService(testApp, "outlook");
    await fetch(`${sandbox.url}/__sandbox/revoke-all`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ family: "microsoft" }),
    });
    expect(await syncIntegration(syncContext, user.integrationId)).toBe("needs_reconnect");
    const [row] = await testApp.database.db.select().from(integrations).where(eq(integrations.id, user.integrationId));
    expect(row?.status).toBe("needs_reconnect");
    expect(await syncIntegration(syncContext, user.integrationId)).toBe("skipped");
    await connectServiceViaApp(testApp.app, user.cookie, "outlook");
    expect(await syncIntegration(syncContext, user.integrationId)).toBe("synced");
  });
});

describe("acting on a notification", () => {
  it("deletes it at the provider: the mail goes to Deleted Items", async () => {
    const user = await signInWithService(testApp, "outlook");
    const mail = await addMail({ subject: "Para borrar", from: "Ana Torres <ana@acme.com>", body: "x" });
    await syncIntegration(syncContext, user.integrationId);
    const item = (await list(user.cookie, "outlook")).find((candidate) => candidate.subject === "Para borrar");
    const response = await act(user.cookie, "outlook", {
      id: item?.id,
      action: "eliminar_correo",
      subject: item?.subject,
      sender: item?.sender_full,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Eliminado en Outlook.", error: null });
    expect((await list(user.cookie, "outlook")).some((candidate) => candidate.id === item?.id)).toBe(false);
    type MailData = {
      mailFolders: { id: string; wellKnownName: string }[];
      messages: { id: string; subject: string; parentFolderId: string }[];
    };
    const data = await readSandboxData<MailData>(sandbox.url, "microsoft");
    const deletedItems = data.mailFolders.find((folder) => folder.wellKnownName === "deleteditems");
    // Graph gives a moved message a new id, so it is found again by its subject.
    expect(data.messages.find((message) => message.id === mail.id)).toBeUndefined();
    expect(data.messages.find((message) => message.subject === "Para borrar")?.parentFolderId).toBe(deletedItems?.id);
  });

  it("ignores it: it stays listed as ignored and is no longer pending", async () => {
    const user = await signInWithService(testApp, "outlook");
    await syncIntegration(syncContext, user.integrationId);
    const [item] = await list(user.cookie, "outlook");
    const response = await act(user.cookie, "OUTLOOK", { id: item?.id, action: "ignorar" });
    expect(response.json()).toEqual({ success: true, message: "Notificación ignorada.", error: null });
    expect((await list(user.cookie, "outlook")).find((candidate) => candidate.id === item?.id)?.status).toBe("ignored");
  });

  it("refuses a blank custom action and an unknown tool in Spanish", async () => {
    const user = await signInWithService(testApp, "outlook");
    await syncIntegration(syncContext, user.integrationId);
    const [item] = await list(user.cookie, "outlook");
    const blank = await act(user.cookie, "outlook", { id: item?.id, action: null, action_text: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe("Por favor, ingresa una acción válida");
    const notAnId = await act(user.cookie, "outlook", { id: "abc", action: "ignorar" });
    expect(notAnId.statusCode).toBe(404);
    expect(notAnId.json().error).toBe("Esa notificación ya no existe.");
    const unknown = await act(user.cookie, "myspace", { id: item?.id, action: "ignorar" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("No se encontró una ruta para el origen: myspace");
    const badService = await testApp.app.inject({
      method: "POST",
      url: "/api/myspace/notification",
      cookies: { shifu_session: user.cookie },
      payload: {},
    });
    expect(badService.statusCode).toBe(400);
  });

  it("refuses visitors and another user's e-mail", async () => {
    const anonymous = await testApp.app.inject({ method: "POST", url: "/api/gmail/notification", payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const user = await signInNewUser(testApp.app);
    const other = await testApp.app.inject({
      method: "POST",
      url: "/api/gmail/notification",
      cookies: { shifu_session: user.cookie },
      payload: { email: "alguien@otro.com" },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe("a custom action on a notification", () => {
  type GoogleData = {
    gmail: { labels: { id: string; name: string }[]; messages: { id: string; labelIds: string[] }[] };
  };

  it("asks the app's assistant, which proposes the change for this very item and settles the card once confirmed", async () => {
    const user = await signInWithService(testApp, "gmail");
    const added = await fetch(`${sandbox.url}/__sandbox/items/google`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        kind: "mail",
        subject: "Factura de noviembre",
        from: "Contabilidad Acme <facturas@acme.com>",
        body: "Adjuntamos la factura.",
        importance: "high",
      }),
    });
    const mail = (await added.json()) as { id: string };
    await syncIntegration(syncContext, user.integrationId);
    const item = (await list(user.cookie, "gmail")).find((candidate) => candidate.subject === "Factura de noviembre");
    expect(item?.status).toBe("pending");

    const response = await act(user.cookie, "gmail", {
      id: item?.id,
      action: null,
      action_text: "etiquétalo como Facturas",
      subject: item?.subject,
      sender: item?.sender_full,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.approvals).toHaveLength(1);
    expect(body.approvals[0].summary).toContain("Facturas");
    expect(body.approvals[0].summary).toContain("Factura de noviembre");
    expect(body.approvals[0].args).toMatchObject({ messageId: mail.id });
    // Read again, as after a reload: the card still shows what waits for 'Confirmar', here and among all apps.
    for (const service of ["gmail", "shifu"]) {
      const listed = (await list(user.cookie, service)).find((candidate) => candidate.id === item?.id);
      expect(listed?.approvals).toEqual([expect.objectContaining({ id: body.approvals[0].id, status: "pending" })]);
    }
    expect((await list(user.cookie, "gmail")).filter((candidate) => candidate.approvals)).toHaveLength(1);

    const decided = await testApp.app.inject({
      method: "POST",
      url: `/api/approvals/${body.approvals[0].id}`,
      cookies: { shifu_session: user.cookie },
      payload: { decision: "approve" },
    });
    expect(decided.statusCode).toBe(200);
    const data = await readSandboxData<GoogleData>(sandbox.url, "google");
    const label = data.gmail.labels.find((candidate) => candidate.name === "Facturas");
    expect(data.gmail.messages.find((message) => message.id === mail.id)?.labelIds).toContain(label?.id);
    const settled = (await list(user.cookie, "gmail")).find((candidate) => candidate.id === item?.id);
    expect(settled?.status).toBe("done");
    expect(settled?.approvals).toBeUndefined();
  });

  it("stops showing a proposal on the card once it has expired or was rejected", async () => {
    const user = await signInWithService(testApp, "gmail");
    await fetch(`${sandbox.url}/__sandbox/items/google`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        kind: "mail",
        subject: "Pedido 77",
        from: "Tienda <pedidos@tienda.es>",
        body: "Enviado.",
      }),
    });
    await syncIntegration(syncContext, user.integrationId);
    const item = (await list(user.cookie, "gmail")).find((candidate) => candidate.subject === "Pedido 77");
    const proposals: string[] = [];
    for (const text of ["etiquétalo como Revisar", "etiquétalo como Pedidos"]) {
      const response = await act(user.cookie, "gmail", { id: item?.id, action: null, action_text: text });
      expect(response.json().approvals, response.body).toHaveLength(1);
      proposals.push(response.json().approvals[0].id);
    }
    const listed = async () => (await list(user.cookie, "gmail")).find((candidate) => candidate.id === item?.id);
    expect((await listed())?.approvals?.map((approval) => approval.id)).toEqual(proposals);
    await testApp.app.inject({
      method: "POST",
      url: `/api/approvals/${proposals[0]}`,
      cookies: { shifu_session: user.cookie },
      payload: { decision: "reject" },
    });
    expect((await listed())?.approvals?.map((approval) => approval.id)).toEqual([proposals[1]]);
    await testApp.database.db
      .update(approvals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(approvals.id, proposals[1] ?? ""));
    expect((await listed())?.approvals).toBeUndefined();
  });
});

describe("a calendar invitation card", () => {
  type CalendarData = {
    calendar: { events: { id: string; summary?: string; attendees?: { self?: boolean; responseStatus: string }[] }[] };
  };

  it("offers 'Aceptar' and 'Rechazar'; 'Aceptar' proposes the answer, and confirming it accepts at the sandbox", async () => {
    const user = await signInWithService(testApp, "calendar");
    await syncIntegration(syncContext, user.integrationId);
    // A second sync changes nothing: each invitation is one card.
    await syncIntegration(syncContext, user.integrationId);
    const cards = await list(user.cookie, "calendar");
    const lunches = cards.filter((card) => card.subject === "Comida con Javier Ruiz");
    expect(lunches).toHaveLength(1);
    const card = lunches[0];
    expect(card).toMatchObject({
      from: "Google Calendar",
      notification_title: "Invitación de Javier Ruiz",
      status: "pending",
      reason: "Invitación sin responder",
      suggested_actions: ["Aceptar", "Rechazar"],
    });

    const response = await act(user.cookie, "calendar", {
      id: card?.id,
      action: null,
      action_text: "Aceptar",
      subject: card?.subject,
      sender: card?.sender_full,
    });
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.approvals).toHaveLength(1);
    expect(body.approvals[0].summary).toMatch(/^Aceptar la invitación de Javier Ruiz a «Comida con Javier Ruiz»/);

    const decided = await testApp.app.inject({
      method: "POST",
      url: `/api/approvals/${body.approvals[0].id}`,
      cookies: { shifu_session: user.cookie },
      payload: { decision: "approve" },
    });
    expect(decided.statusCode).toBe(200);
    const data = await readSandboxData<CalendarData>(sandbox.url, "google");
    const lunch = data.calendar.events.find((event) => event.summary === "Comida con Javier Ruiz");
    expect(lunch?.attendees?.find((attendee) => attendee.self)?.responseStatus).toBe("accepted");
    expect((await list(user.cookie, "calendar")).find((candidate) => candidate.id === card?.id)?.status).toBe("done");
  });
});
