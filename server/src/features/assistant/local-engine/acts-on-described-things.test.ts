import { describe, expect, it, test } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";
import { dropRemarkAfterFrontedThing } from "./drop-remark-after-fronted-thing";
import { dropRemarkAfterQuestion } from "./drop-remark-after-question";
import { expandShorthand } from "./expand-shorthand";
import { parseSpanishRequest } from "./parse-spanish-request";
import { readAskedPointingVerb } from "./read-asked-pointing-verb";
import { readFrontedThing } from "./read-fronted-thing";
import { readPreferredHolder } from "./read-preferred-holder";
import { TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

// Real turns through the chat route over the sandbox's demo data, with no model: a thing described rather than named,
// with why the person asks around it, changed as its words say ('pásalo a dentro de 3 días', 'córrelo dos semanas',
// 'mejor que la prepare Lucía'), and files read by whose they are or where they are kept.
const rig = useUnderstandingRig();

const parse = (text: string) => parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
const approvedTools = (turn: { approvals: { tool: string }[] }) => turn.approvals.map((approval) => approval.tool);

describe("a thing described, then put off", () => {
  it("moves 'lo de…' with a clause that says which, to a day counted from today", async () => {
    const turn = await rig.send(
      "asana",
      "lo de llamar a levante por el pedido que sigue sin llegar, pasalo a dentro de 3 dias q antes no llego",
    );
    expect(approvedTools(turn)).toEqual(["asana_reschedule_task"]);
    expect(turn.approvals[0]?.summary).toMatch(/Distribuciones Levante/);
  });

  it("runs a task on by an amount ('córrelo dos semanas'), whatever the reason after it says", async () => {
    const turn = await rig.send(
      "clickup",
      "lo del seguro de la furgoneta correlo dos semanas, q el presupuesto lo tenemos despues del puente",
    );
    expect(approvedTools(turn)).toEqual(["clickup_reschedule_task"]);
    expect(turn.approvals[0]?.summary).toMatch(/seguro de la furgoneta/);
  });

  it("puts a task forgotten to the day asked ('se me olvidó, ¿me lo pones para el viernes?')", async () => {
    const turn = await rig.send(
      "asana",
      "lo de las facturas pendientes de octubre se me olvido, me lo pones para el viernes?",
    );
    expect(approvedTools(turn)).toEqual(["asana_reschedule_task"]);
    expect(turn.approvals[0]?.summary).toMatch(/facturas pendientes de octubre/);
  });

  it("runs a meeting later when asked 'me la corres…?', with the person's own hour left out", async () => {
    const turn = await rig.send(
      "calendar",
      "la llamada de grupo norte me la corres una hora mas tarde? salgo de la consulta a las 5 y no llego",
    );
    expect(approvedTools(turn)).toEqual(["calendar_move_event"]);
    expect(turn.approvals[0]?.summary).toMatch(/Grupo Norte/);
  });
});

describe("a thing described, then given or answered", () => {
  it("hands a task to whom had better do it ('mejor que la prepare Lucía, pásasela')", async () => {
    const turn = await rig.send(
      "asana",
      "la presentacion de resultados del trimestre mejor q la prepare lucia, pasasela porfa q yo no doy abasto",
    );
    expect(approvedTools(turn)).toEqual(["asana_assign_task"]);
    expect(turn.approvals[0]?.summary).toMatch(/presentación de resultados.*Lucía Ortega/);
  });

  it("answers an invitation told as news ('me ha llegado una invitación… que aún no he contestado')", async () => {
    const turn = await rig.send(
      "outlook",
      "me ha llegado una invitacion a la comida con javier ruiz que aun no he contestado, rechazala porfa",
    );
    expect(approvedTools(turn)).toEqual(["outlook_respond_invitation"]);
    expect(turn.approvals[0]?.summary).toMatch(/Comida con Javier Ruiz/);
  });

  it("labels a mail described by who sent it and said again ('el del material')", async () => {
    const turn = await rig.send(
      "gmail",
      "el presupuesto q me mandaron los de suministros oficina norte, el del material, me lo etiquetas como Compras? q luego nunca lo encuentro",
    );
    expect(approvedTools(turn)).toEqual(["gmail_label_message"]);
    expect(turn.approvals[0]?.summary).toMatch(/Presupuesto material de oficina/);
  });
});

describe("files read by whose they are or where they are kept", () => {
  it("narrows to the owner named after 'tengo de'", async () => {
    const turn = await rig.send("drive", "q documentos tengo de carlos martinez?");
    expect(turn.toolCalls[0]?.input).toMatchObject({ owner: "Carlos Martínez" });
  });

  it("lists a person's presentations, the examples after 'y eso' narrowing nothing", async () => {
    const turn = await rig.send("slides", "que presentaciones tiene hechas carlos? las de direccion y eso");
    expect(turn.reply).toContain("Plan estratégico");
  });

  it("lists what a folder holds, a vague errand after the question asking nothing more", async () => {
    const turn = await rig.send(
      "drive",
      "q hay guardado en la carpeta de recursos humanos? necesito mandarle algo a la nueva",
    );
    expect(turn.reply).toContain("Manual de bienvenida");
    expect(turn.reply).not.toMatch(/todavía no puedo/);
  });
});

describe("the words around a described thing", () => {
  test.each([
    ["la comida de navidad mejor que la organice lucia, asignasela", "asígnale la comida de navidad a lucia"],
    ["lo del inventario mejor q lo lleve Pedro Gómez", "asígnale lo del inventario a Pedro Gómez"],
    ["la revision de la web que la haga marta, pasasela", "asígnale la revision de la web a marta"],
  ])("'%s' hands the thing to whom had better do it", (said, read) => {
    expect(readPreferredHolder(said)).toBe(read);
  });

  test.each(["la factura que la paga Marta", "el informe mejor que lo haga otro", "la reunion que la tengo mañana"])(
    "'%s' tells, and hands nothing over",
    (said) => {
      expect(readPreferredHolder(said)).toBe(said);
    },
  );

  test.each([
    ["la pagina de ideas ya no la usa nadie, archivala", "la pagina de ideas, archivala"],
    ["lo del contrato se me paso ayer, me lo pones para hoy?", "lo del contrato, me lo pones para hoy?"],
    ["el boletin esta en campañas pero muevelo a clientes", "el boletin, muevelo a clientes"],
  ])("'%s' leaves out what is said of the thing", (said, read) => {
    expect(dropRemarkAfterFrontedThing(said)).toBe(read);
  });

  test.each([
    ["la reunion de equipo me la corres media hora?", "la reunion de equipo córrela media hora"],
    ["el de iberia me lo etiquetas como Viajes?", "el de iberia etiquétalo como Viajes"],
    ["lo del contrato me lo pones para el lunes?", "lo del contrato muévelo para el lunes"],
  ])("'%s' is the order the question asks", (said, read) => {
    expect(readAskedPointingVerb(said)).toBe(read);
  });

  it("reads a thing named by a verb and a clause that says which, before its order", () => {
    expect(readFrontedThing("lo de llamar a levante por el pedido que va con retraso, muevelo al lunes")).toBe(
      "mueve lo de llamar a levante por el pedido que va con retraso al lunes",
    );
    expect(readFrontedThing("el correo de iberia, el del vuelo, archivalo")).toBe("archiva el correo de iberia");
  });

  it("keeps the day a thing goes to when its words say it is late", () => {
    expect(parse("mueve lo del pedido que va con retraso a dentro de 4 dias")).toMatchObject({
      action: "reschedule",
      request: { dueDate: "2026-11-27T00:00:00+01:00" },
    });
  });

  test.each([
    ["archiva el boletin, q ahi no lo lee nadie", "boletin"],
    ["retrasa la tarea del inventario, q el recuento lo hacemos luego", "inventario"],
    ["archiva la pagina de ideas asi no molesta", "ideas"],
  ])("'%s' keeps why out of what is looked for", (said, keywords) => {
    expect(parse(said).request.keywords).toBe(keywords);
  });

  it("drops why after a question when it is what the person cannot make, hour and all", () => {
    expect(dropRemarkAfterQuestion("la llamada me la corres? salgo del medico a las 5 y no llego")).toBe(
      "la llamada me la corres?",
    );
    expect(dropRemarkAfterQuestion("me pasas la factura? la 4521")).toBe("me pasas la factura? la 4521");
  });

  it("reads 'pal' as 'para el'", () => {
    expect(expandShorthand("ideas pal blog")).toBe("ideas para el blog");
  });
});
