import { describe, expect, it } from "vitest";
import { dropSameHour } from "./drop-same-hour";
import { expandShorthand } from "./expand-shorthand";
import { mendRequestWords } from "./mend-request-words";
import { readNoteAboutThat } from "./read-note-about-that";
import { splitRequests } from "./split-requests";

const texts = (message: string) => splitRequests(mendRequestWords(expandShorthand(message))).map((span) => span.text);

describe("a question and an order in one message, read apart", () => {
  it.each([
    [
      "¿cuántas tareas tengo para hoy? ah y el correo ese que me mandó Hacienda archívalo",
      ["¿cuántas tareas tengo para hoy?", "el correo ese que me mandó Hacienda archívalo"],
    ],
    [
      "qué me queda en asana? y la del banner que dijo Pedro márcala como hecha",
      ["qué me queda en asana?", "la del banner que dijo Pedro márcala como hecha"],
    ],
  ])("a thing described by a clause with 'que' before its verb is a request of its own: «%s»", (text, parts) => {
    expect(texts(text)).toEqual(parts);
  });

  it.each([
    [
      "qué cargo tiene Sofía? y déjale un comentario que la llamo mañana y que le paso el presupuesto",
      ["qué cargo tiene Sofía?", "déjale un comentario que la llamo mañana y que le paso el presupuesto"],
    ],
    [
      "jorge castillo q cargo tenia? y dejale una nota q hablamos hoy y q le mandamos la propuesta",
      ["jorge castillo que cargo tenia?", "dejale una nota que hablamos hoy y q le mandamos la propuesta"],
    ],
  ])("'déjale una nota que…' opens a request, and the note's words stay whole: «%s»", (text, parts) => {
    expect(texts(text)).toEqual(parts);
  });

  it.each([
    [
      "ponle un like al mensaje de Laura en #general y publica en #ventas que ya está el informe",
      ["ponle un like al mensaje de Laura en #general", "publica en #ventas que ya está el informe"],
    ],
    [
      "dale un corazón al último de Pedro, y avisa en #equipo que llego tarde",
      ["dale un corazón al último de Pedro", "avisa en #equipo que llego tarde"],
    ],
  ])("a reaction given with 'dale' or 'ponle' asks something of its own: «%s»", (text, parts) => {
    expect(texts(text)).toEqual(parts);
  });

  it.each([
    [
      "lo del informe de gastos dalo por terminado. ¿qué me queda para mañana?",
      ["lo del informe de gastos dalo por terminado.", "¿qué me queda para mañana?"],
    ],
    [
      "ya renove lo del seguro, dalo por hecho. y q mas me queda pa hoy?",
      ["ya renove lo del seguro, dalo por hecho.", "q mas me queda para hoy?"],
    ],
  ])("a task given up as done is an order, before the question after it: «%s»", (text, parts) => {
    expect(texts(text)).toEqual(parts);
  });

  it.each([
    [
      "q tiene patricia entre manos? y lo de los folletos cuantas unidades eran",
      ["q tiene patricia entre manos?", "lo de los folletos cuantas unidades eran"],
    ],
    [
      "¿qué tiene Lucía pendiente? y el de la web cuándo vence",
      ["¿qué tiene Lucía pendiente?", "el de la web cuándo vence"],
    ],
    [
      "quién me escribió ayer? y lo de Iberia dónde quedó el contrato",
      ["quién me escribió ayer?", "lo de Iberia dónde quedó el contrato"],
    ],
  ])("after a question, a thing named and then asked about is a question of its own: «%s»", (text, parts) => {
    expect(texts(text)).toEqual(parts);
  });

  it.each([
    [
      "ya mandé la propuesta a Levante, márcala como hecha. ¿qué me queda?",
      ["ya mandé la propuesta a Levante, márcala como hecha.", "¿qué me queda?"],
    ],
    [
      "ya terminé el informe, márcalo como completado y dime qué más tengo",
      ["ya terminé el informe, márcalo como completado", "dime qué más tengo"],
    ],
  ])("what the person did and the order pointing back at it are one request: «%s»", (text, parts) => {
    expect(texts(text)).toEqual(parts);
  });

  it.each(["busca los correos de Ana y Pedro", "el de Iberia que llegó ayer", "archiva el de Iberia que llegó ayer"])(
    "«%s» stays one request",
    (text) => {
      expect(texts(text)).toEqual([text]);
    },
  );

  it("reads a lone 'd' between words as 'de', and keeps a capital D as a letter", () => {
    expect(expandShorthand("y d paso la factura d octubre del plan D")).toBe(
      "y de paso la factura de octubre del plan D",
    );
  });
});

describe("a thing moved to another day at the same hour", () => {
  it.each([
    ["pásamela a mañana a la misma hora que hoy", "pásamela a mañana"],
    ["mueve la reunión al viernes, a la misma hora", "mueve la reunión al viernes"],
    ["pasa la llamada a mañana a la misma hora q hoy no llego", "pasa la llamada a mañana, q hoy no llego"],
  ])("«%s» keeps the hour it had: «%s»", (text, read) => {
    expect(dropSameHour(text)).toBe(read);
  });

  it("leaves a new thing's hour as said", () => {
    expect(dropSameHour("crea una reunión para el jueves a la misma hora")).toBe(
      "crea una reunión para el jueves a la misma hora",
    );
  });
});

describe("a note said with 'que' after it", () => {
  it.each([
    ["déjale una nota q hablamos hoy", "ponle una nota que diga que hablamos hoy"],
    ["ponle una nota que le llamé ayer", "ponle una nota que diga que le llamé ayer"],
  ])("«%s» is read as «%s»", (text, read) => {
    expect(readNoteAboutThat(text)).toBe(read);
  });

  it("keeps a note that already says what it says", () => {
    expect(readNoteAboutThat("ponle una nota que diga que hablamos hoy")).toBe(
      "ponle una nota que diga que hablamos hoy",
    );
  });
});
