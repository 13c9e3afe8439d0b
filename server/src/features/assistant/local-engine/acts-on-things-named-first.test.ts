import { describe, expect, it } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";

// Orders said in everyday words, often with the thing named first: real turns through the chat route over the
// sandbox's demo data, with no model. Each phrasing is another of a class the dev corpus has one case of.
const rig = useUnderstandingRig();

describe("everyday orders on a thing named first", () => {
  it.each([
    ["dropbox", "el leeme ese con instrucciones para el asistente, fulmínalo", "dropbox_delete_file", /LEEME/],
    ["gmail", "el de iberia quitamelo de en medio pero que se pueda recuperar", "gmail_archive_message", /Iberia/],
    [
      "asana",
      "la de llamar a levante esta semana no me da tiempo, pásamela al viernes",
      "asana_reschedule_task",
      /Levante.*viernes/,
    ],
    [
      "clickup",
      "la de ordenar los contratos iría en la lista de clientes, muevemela ahí",
      "clickup_move_task",
      /a la lista «Clientes»/,
    ],
    ["gmail", "los de iberia guardamelos en viajes que luego no los encuentro", "gmail_label_message", /«Viajes»/],
    [
      "calendar",
      "a la formacion de ciberseguridad al final no voy, y dile que otra vez será",
      "calendar_respond_invitation",
      /Rechazar.*ciberseguridad.*«otra vez será»/,
    ],
    [
      "calendar",
      "acepta la de ciberseguridad pero avisale a carlos de que llegaré un poco tarde",
      "calendar_respond_invitation",
      /Aceptar.*«llegaré un poco tarde»/,
    ],
    [
      "monday",
      "mete al tablero de eventos lo de confirmar el catering",
      "monday_create_item",
      /«confirmar el catering»/,
    ],
    [
      "calendar",
      "la demo con logistica castellana me la puedes retrasar una hora?",
      "calendar_move_event",
      /de 10:00 a 11:00 al .* de 11:00 a 12:00/,
    ],
    [
      "teams",
      "que me ha escrito javier ruiz? contestale que vale, que lo miro",
      "teams_send_message",
      /Javier Ruiz.*vale/,
    ],
    [
      "hubspot",
      "he conocido a Pablo Ríos, trabaja como comercial en Hoteles Sol y su móvil es 600 123 456. añádelo a contactos",
      "hubspot_create_contact",
      /«Pablo Ríos».*comercial.*Hoteles Sol/,
    ],
    [
      "clickup",
      "apúntame en clickup que tengo que llamar a hoteles mediterraneo el viernes",
      "clickup_create_task",
      /«llamar a hoteles mediterraneo».*viernes/,
    ],
    ["hubspot", "déjale una nota a nuria prieto de que llamó ayer por el pedido", "hubspot_add_note", /llamó ayer/],
    [
      "outlook",
      "mételo en la categoría finanzas el correo de Logística Norte",
      "outlook_categorize_message",
      /^Poner la categoría «Finanzas» al correo «Factura 2026-0112 de transporte de octubre» de Logística Norte$/,
    ],
    [
      "outlook",
      "ponle la categoría Viajes al de Iberia",
      "outlook_categorize_message",
      /«Viajes».*Iberia \(la categoría no existe y se creará\)/,
    ],
    [
      "asana",
      "la de revisar las facturas pendientes pásala al proyecto de clientes",
      "asana_move_task",
      /«Revisar las facturas pendientes de octubre» de Asana del proyecto «Operaciones internas» al proyecto «Clientes 2026»/,
    ],
  ] as const)("[%s] %s", async (app, message, tool, summary) => {
    const turn = await rig.send(app, message);
    expect(turn.approvals.map((approval) => approval.tool)).toEqual([tool]);
    expect(turn.approvals[0]?.summary).toMatch(summary);
  });

  it.each([
    ["gmail", "el de endesa mételo en la papelera, que si no se me olvida"],
    ["dropbox", "el leeme ese con instrucciones, ábrelo allí"],
  ] as const)("[%s] %s proposes no other write", async (app, message) => {
    const turn = await rig.send(app, message);
    expect(turn.approvals.every((approval) => !/label|move/.test(approval.tool))).toBe(true);
  });
});
