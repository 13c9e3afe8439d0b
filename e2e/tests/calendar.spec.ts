import { expect, type Page, test } from "@playwright/test";
import { chatList, connectService, openWorkspaceAsNewUser, SANDBOX_ORIGIN } from "../support/workspace";

type SandboxEvent = {
  id: string;
  summary?: string;
  status: string;
  recurrence?: string[];
  recurringEventId?: string;
  originalStartTime?: { dateTime?: string };
  start: { dateTime?: string; date?: string };
  attendees?: { email: string; self?: boolean; responseStatus: string }[];
};

/** The user's own demo calendar: every Shifu user who connects gets a sandbox account of their own. */
async function readEvents(page: Page, account: string): Promise<SandboxEvent[]> {
  const response = await page.request.get(
    `${SANDBOX_ORIGIN}/__sandbox/data/google?account=${encodeURIComponent(account)}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { calendar: { events: SandboxEvent[] } }).calendar.events;
}

/** Tomorrow in Madrid, the zone the journeys' server reads dates in. */
function readTomorrow(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date(Date.now() + 86_400_000));
}

function dayOf(event: SandboxEvent): string {
  if (event.start.date) return event.start.date;
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date(event.start.dateTime ?? ""));
}

function messageList(page: Page) {
  return page.getByRole("region", { name: "Mensajes" });
}

async function ask(page: Page, text: string) {
  await expect(page.getByRole("button", { name: "Detener" })).toBeHidden();
  const input = page.getByRole("textbox", { name: "Escribe un mensaje" });
  await input.fill(text);
  await input.press("Enter");
  await expect(input).toHaveValue("");
}

test.describe("the Google Calendar assistant on a 1440 × 900 desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  // The invitation reaches the card strip through the background sync (every 10 s in the journeys).
  test.describe.configure({ timeout: 90_000 });

  test("answers '¿qué tengo mañana?', creates a meeting on 'Confirmar', and accepts an invitation from its card", async ({
    page,
  }) => {
    await openWorkspaceAsNewUser(page);
    const { sandboxAccount } = await connectService(page, "Google Calendar");

    // Marta invites Ana to a meeting tomorrow at 10:00 in Madrid; the journeys share the sandbox, so it is unique.
    const invitation = `Revisión del contrato ${Date.now()}`;
    const tomorrow = readTomorrow();
    const added = await page.request.post(
      `${SANDBOX_ORIGIN}/__sandbox/items/google?account=${encodeURIComponent(sandboxAccount)}`,
      {
        data: {
          kind: "event",
          summary: invitation,
          organizer: "Marta López <marta.lopez@ejemplo.com>",
          start: `${tomorrow}T10:00:00+01:00`,
          end: `${tomorrow}T10:30:00+01:00`,
        },
      },
    );
    expect(added.status()).toBe(201);
    const invitationId = ((await added.json()) as { id: string }).id;
    await expect
      .poll(
        async () => {
          const response = await page.request.post("/api/calendar/notification", { data: {} });
          return JSON.stringify(await response.json()).includes(invitation);
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    await chatList(page)
      .getByRole("button", { name: /^Google Calendar/ })
      .click();

    // 1. Tomorrow's agenda: every event the sandbox has that day, the invitation among them.
    await ask(page, "¿qué tengo mañana?");
    const tomorrowEvents = (await readEvents(page, sandboxAccount)).filter(
      (event) => event.status !== "cancelled" && dayOf(event) === tomorrow,
    );
    expect(tomorrowEvents.length).toBeGreaterThan(0);
    for (const event of tomorrowEvents) await expect(messageList(page)).toContainText(event.summary ?? "");

    // 2. A meeting asked for, confirmed, and found at the sandbox with Marta invited.
    const meeting = `Demo de Shifu ${Date.now()}`;
    await ask(page, `crea el evento «${meeting}» el jueves a las 10 con Marta`);
    const card = messageList(page)
      .getByRole("region", { name: "Acción propuesta por el asistente" })
      .filter({ hasText: `Crear en Google Calendar el evento «${meeting}»` });
    await expect(card).toContainText("Marta López <marta.lopez@ejemplo.com>");
    expect((await readEvents(page, sandboxAccount)).some((event) => event.summary === meeting)).toBe(false);
    await card.getByRole("button", { name: "Confirmar" }).click();
    await expect(messageList(page)).toContainText(`He creado el evento «${meeting}»`);
    const created = (await readEvents(page, sandboxAccount)).find((event) => event.summary === meeting);
    expect(created?.attendees?.map((attendee) => attendee.email)).toContain("marta.lopez@ejemplo.com");

    // 3. The invitation's card: 'Aceptar' proposes the answer, 'Confirmar' gives it at the sandbox.
    const pending = page
      .getByRole("region", { name: "Pendientes" })
      .getByRole("article")
      .filter({ hasText: invitation });
    await expect(pending).toBeVisible();
    await pending.getByRole("button", { expanded: false }).click();
    await expect(pending).toContainText("Invitación sin responder");
    await pending.getByRole("button", { name: "Aceptar" }).click();
    const awaiting = page.getByRole("alertdialog", { name: "Falta tu confirmación" });
    await expect(awaiting).toContainText(`Aceptar la invitación de Marta López a «${invitation}»`, { timeout: 15_000 });
    await awaiting.getByRole("button", { name: "Entendido" }).click();
    const approval = page
      .getByRole("region", { name: "Acción propuesta por el asistente" })
      .filter({ hasText: `Aceptar la invitación de Marta López a «${invitation}»` });
    await approval.getByRole("button", { name: "Confirmar" }).click();
    await expect
      .poll(async () => {
        const event = (await readEvents(page, sandboxAccount)).find((candidate) => candidate.id === invitationId);
        return event?.attendees?.find((attendee) => attendee.self)?.responseStatus;
      })
      .toBe("accepted");
    await expect(pending).toHaveCount(0, { timeout: 10_000 });
  });
});

test.describe("a recurring meeting moved from the Google Calendar chat on a 1440 × 900 desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.describe.configure({ timeout: 90_000 });

  test("asks which sessions, moves only the next one on 'Confirmar', and the sandbox keeps the series as it was", async ({
    page,
  }) => {
    await openWorkspaceAsNewUser(page);
    const { sandboxAccount } = await connectService(page, "Google Calendar");
    const before = await readEvents(page, sandboxAccount);
    const series = before.find((event) => event.summary === "Comité de dirección" && event.recurrence);
    expect(series?.recurrence).toEqual(["RRULE:FREQ=WEEKLY;BYDAY=MO"]);

    await chatList(page)
      .getByRole("button", { name: /^Google Calendar/ })
      .click();
    // Named by its series alone, the meeting's sessions are asked about rather than guessed.
    await ask(page, "mueve el comité de dirección a las 11");
    await expect(messageList(page)).toContainText("«Comité de dirección» se repite. ¿Qué sesiones cambio?");
    // The choices are a numbered list: 'solo la próxima', 'todas', 'a partir de…'.
    await expect(
      messageList(page)
        .getByRole("listitem")
        .filter({ hasText: /^Todas$/ }),
    ).toHaveCount(1);
    await ask(page, "solo la próxima");
    const card = messageList(page)
      .getByRole("region", { name: "Acción propuesta por el asistente" })
      .filter({ hasText: "«Comité de dirección» (solo esta sesión de la serie; las demás no cambian)" });
    await expect(card).toContainText("Sesión afectada:");
    await card.getByRole("button", { name: "Confirmar" }).click();
    await expect(messageList(page)).toContainText("He movido el evento «Comité de dirección»");

    // At the sandbox: one exception of the series at 11:00, the series' rule and start untouched.
    const after = await readEvents(page, sandboxAccount);
    const exceptions = after.filter((event) => event.recurringEventId === series?.id);
    expect(exceptions).toHaveLength(1);
    const [moved] = exceptions;
    const hour = new Intl.DateTimeFormat("es-ES", {
      timeZone: "Europe/Madrid",
      hour: "2-digit",
      minute: "2-digit",
    }).format(new Date(moved?.start.dateTime ?? ""));
    expect(hour).toBe("11:00");
    expect(Date.parse(moved?.originalStartTime?.dateTime ?? "")).toBeGreaterThan(Date.now() - 3_600_000);
    const stored = after.find((event) => event.id === series?.id);
    expect(stored?.recurrence).toEqual(series?.recurrence);
    expect(stored?.start).toEqual(series?.start);
    expect(after.filter((event) => event.recurrence)).toHaveLength(1);
  });
});

type SandboxGraphEvent = {
  id: string;
  subject: string;
  type: string;
  seriesMasterId: string | null;
  start: { dateTime: string };
  responseStatus: { response: string };
};

async function readGraphEvents(page: Page, account: string): Promise<SandboxGraphEvent[]> {
  const response = await page.request.get(
    `${SANDBOX_ORIGIN}/__sandbox/data/microsoft?account=${encodeURIComponent(account)}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { events: SandboxGraphEvent[] }).events;
}

/** The hour of a Graph event in Madrid; the twin keeps its events' times in UTC. */
function readMadridHour(event: SandboxGraphEvent): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Madrid",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(`${event.start.dateTime.slice(0, 19)}Z`));
}

test.describe("the Outlook calendar on a 1440 × 900 desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.describe.configure({ timeout: 90_000 });

  test("moves a whole series on 'Confirmar', and every session at the sandbox is at its new hour", async ({ page }) => {
    await openWorkspaceAsNewUser(page);
    const { sandboxAccount } = await connectService(page, "Outlook");
    const master = (await readGraphEvents(page, sandboxAccount)).find(
      (event) => event.type === "seriesMaster" && event.subject === "Daily del equipo de operaciones",
    );
    expect(master).toBeDefined();
    await chatList(page)
      .getByRole("button", { name: /^Outlook/ })
      .click();
    await ask(page, "pasa la daily de operaciones a las 9:30, todas las sesiones");
    const card = messageList(page)
      .getByRole("region", { name: "Acción propuesta por el asistente" })
      .filter({ hasText: "«Daily del equipo de operaciones» (toda la serie)" });
    await card.getByRole("button", { name: "Confirmar" }).click();
    await expect(messageList(page)).toContainText("He movido toda la serie «Daily del equipo de operaciones»");
    const sessions = (await readGraphEvents(page, sandboxAccount)).filter(
      (event) => event.seriesMasterId === master?.id,
    );
    expect(sessions.length).toBeGreaterThan(0);
    expect([...new Set(sessions.map(readMadridHour))]).toEqual(["09:30"]);
  });

  test("accepts an Outlook invitation from its card, and the sandbox shows it accepted", async ({ page }) => {
    await openWorkspaceAsNewUser(page);
    const { sandboxAccount } = await connectService(page, "Outlook");
    const invitation = `Auditoría de almacén ${Date.now()}`;
    const start = Date.now() + 2 * 86_400_000;
    const added = await page.request.post(
      `${SANDBOX_ORIGIN}/__sandbox/items/microsoft?account=${encodeURIComponent(sandboxAccount)}`,
      {
        data: {
          kind: "event",
          subject: invitation,
          organizer: "Rosa Medina <rosa.medina@ejemplo.com>",
          start: new Date(start).toISOString(),
          end: new Date(start + 3_600_000).toISOString(),
        },
      },
    );
    expect(added.status()).toBe(201);
    const invitationId = ((await added.json()) as { id: string }).id;
    // The background sync (every 10 s in the journeys) brings it; opening the chat shows the cards as they are then.
    await expect
      .poll(
        async () => {
          const response = await page.request.post("/api/outlook/notification", { data: {} });
          return JSON.stringify(await response.json()).includes(invitation);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await chatList(page)
      .getByRole("button", { name: /^Outlook/ })
      .click();

    const pending = page
      .getByRole("region", { name: "Pendientes" })
      .getByRole("article")
      .filter({ hasText: invitation });
    await expect(pending).toBeVisible();
    await pending.getByRole("button", { expanded: false }).click();
    await expect(pending).toContainText("Invitación de Rosa Medina");
    await pending.getByRole("button", { name: "Aceptar" }).click();
    const awaiting = page.getByRole("alertdialog", { name: "Falta tu confirmación" });
    await expect(awaiting).toContainText(`Aceptar la invitación de Rosa Medina a «${invitation}»`, { timeout: 15_000 });
    await awaiting.getByRole("button", { name: "Entendido" }).click();
    await page
      .getByRole("region", { name: "Acción propuesta por el asistente" })
      .filter({ hasText: `Aceptar la invitación de Rosa Medina a «${invitation}»` })
      .getByRole("button", { name: "Confirmar" })
      .click();
    await expect
      .poll(async () => {
        const events = await readGraphEvents(page, sandboxAccount);
        return events.find((event) => event.id === invitationId)?.responseStatus.response;
      })
      .toBe("accepted");
    await expect(pending).toHaveCount(0, { timeout: 10_000 });
  });
});
