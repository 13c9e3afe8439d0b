import { describe, expect, it } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";

// Real turns through the chat route over the sandbox's demo data, with no model: why the person asks, said at the end,
// how they are, said before a question, a note after two invitation answers, a meeting the person says they have, and
// a mail handed over.
const rig = useUnderstandingRig();

const calledTools = (turn: { toolCalls: { toolName: string }[] }) => turn.toolCalls.map((call) => call.toolName);

describe("why the person asks, said at the end", () => {
  it("answers the agenda and the overdue tasks, not a search for 'llegué'", async () => {
    const turn = await rig.send(
      "shifu",
      "que tengo hoy en la agenda? y ya que estas mirame si se me ha quedado algo atrasado en asana, que ayer no llegue a todo",
    );
    expect(calledTools(turn)).toEqual(expect.arrayContaining(["asana_list_my_tasks"]));
    expect(turn.toolCalls.find((call) => call.toolName === "asana_list_my_tasks")?.input).toMatchObject({
      overdue: true,
    });
    expect(turn.reply).toContain("Construcciones Ibéricas");
  });

  it("assigns the task and leaves the reason's days out of it", async () => {
    const turn = await rig.send(
      "asana",
      "pasale a Lucía lo de llamar a Distribuciones Levante, yo esta semana no llego",
    );
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["asana_assign_task"]);
    expect(turn.approvals[0]?.summary).toMatch(/Distribuciones Levante.*Lucía Ortega/);
  });
});

describe("how the person wants the answer", () => {
  it("gives the count alone when only the number is asked for", async () => {
    const turn = await rig.send("gmail", "cuantos correos tengo sin leer? no me digas cuales eh, solo el numero");
    expect(turn.reply.trim()).toMatch(/^Tienes \*\*\d+\*\* correos? sin leer\.$/);
  });
});

describe("how the person is, before a question", () => {
  it("summarises what is pending across mail and tasks", async () => {
    const turn = await rig.send(
      "shifu",
      "tengo la cabeza como un bombo, que tengo pendiente por ahi entre correos, tareas y demas?",
    );
    expect(calledTools(turn)).toEqual(["shifu_summarize_pending"]);
  });
});

describe("orders that point back", () => {
  it("puts a note after two invitation answers on the one said just before it", async () => {
    const turn = await rig.send(
      "calendar",
      "acepta la formación de ciberseguridad y rechazá la comida con Javier Ruiz, ponele que esa semana estoy de viaje",
    );
    expect(turn.approvals.map((approval) => approval.summary)).toEqual([
      expect.stringMatching(/^Aceptar .*Formación en ciberseguridad(?!.*nota)/),
      expect.stringMatching(/^Rechazar .*Comida con Javier Ruiz.*«esa semana estoy de viaje»/),
    ]);
  });

  it("moves the meeting the person says they have", async () => {
    const turn = await rig.send("calendar", "tengo la revisión con Marta, muévela a las 5");
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["calendar_move_event"]);
    expect(turn.approvals[0]?.summary).toMatch(/Revisión de presupuesto con Marta López.*17:00/);
  });

  it("forwards a mail handed over in a mail app's chat", async () => {
    const turn = await rig.send("outlook", "el correo de Iberia, pásaselo a Marta");
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["outlook_forward_message"]);
    expect(turn.approvals[0]?.summary).toMatch(/Marta López.*Iberia/);
  });
});
