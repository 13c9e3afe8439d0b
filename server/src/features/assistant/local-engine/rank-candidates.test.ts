import { describe, expect, it } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { chooseTarget, describesSomething, rankCandidates, stemWord } from "./rank-candidates";

const inbox: ListedItem[] = [
  { id: "m1", title: "Tu factura de noviembre", from: "Endesa <facturas@endesa.es>", snippet: "Importe 84,20 €" },
  {
    id: "m2",
    title: "Notificación: requerimiento de información",
    from: "Agencia Tributaria <notificaciones@agenciatributaria.gob.es>",
    snippet: "Tiene una notificación pendiente en la sede electrónica",
  },
  { id: "m3", title: "Tu vuelo a Lisboa", from: "Iberia <confirmaciones@iberia.com>", snippet: "Localizador X7Q2" },
  {
    id: "m4",
    title: "Rebajas de invierno: hasta el 50 %",
    from: "Tienda XYZ <novedades@tiendaxyz.es>",
    place: "Promociones",
  },
  { id: "m5", title: "Ana, tienes 3 invitaciones", from: "LinkedIn <notificaciones@linkedin.com>", place: "Social" },
  { id: "m6", title: "Presupuesto material de oficina", from: "Laura Gómez <laura.gomez@ejemplo.com>" },
  { id: "m7", title: "Re: Presupuesto material de oficina", from: "Laura Gómez <laura.gomez@ejemplo.com>" },
];

const choose = (alternatives: string[][], quoted?: string) =>
  chooseTarget(rankCandidates(inbox, { alternatives, ...(quoted ? { quoted } : {}) }));

describe("rankCandidates and chooseTarget", () => {
  it("finds a thing by what people call it, not only by what it says", () => {
    expect(choose([["Hacienda"]])).toEqual({ kind: "one", item: inbox[1] });
    expect(choose([["Hacienda"], ["Agencia", "Tributaria"]])).toEqual({ kind: "one", item: inbox[1] });
    expect(choose([["publicidad"]])).toEqual({ kind: "one", item: inbox[3] });
    expect(choose([["factura", "luz"]])).toEqual({ kind: "one", item: inbox[0] });
  });

  it("knows everyday and shortened words for what a mail is about", () => {
    const mails: ListedItem[] = [
      { id: "v", title: "Vacaciones de Navidad: calendario del equipo", from: "Marta López" },
      { id: "e", title: "Informe de errores de la app", from: "Pablo Moreno" },
      { id: "p", title: "Oferta de verano", from: "Tienda XYZ", place: "Promociones" },
    ];
    const pick = (words: string[]) => chooseTarget(rankCandidates(mails, { alternatives: [words] }));
    expect(pick(["vacas", "navidad"])).toEqual({ kind: "one", item: mails[0] });
    expect(pick(["fallos", "app"])).toEqual({ kind: "one", item: mails[1] });
    expect(pick(["publi", "tienda"])).toEqual({ kind: "one", item: mails[2] });
  });

  it("meets words of one family whose long stems part only at the end", () => {
    const tasks: ListedItem[] = [
      { id: "t1", title: "Revisar contrato con Construcciones Ibéricas" },
      { id: "t2", title: "Enviar propuesta a Hoteles Mediterráneo" },
    ];
    expect(chooseTarget(rankCandidates(tasks, { alternatives: [["contrato", "constructora"]] }))).toEqual({
      kind: "one",
      item: tasks[0],
    });
    expect(rankCandidates(tasks, { alternatives: [["constante"]] })).toEqual([]);
  });

  it("forgives typos and missing accents", () => {
    expect(choose([["Iberai"]])).toEqual({ kind: "one", item: inbox[2] });
    expect(choose([["linkdin"]])).toEqual({ kind: "one", item: inbox[4] });
    expect(choose([["requerimiento", "informacion"]])).toEqual({ kind: "one", item: inbox[1] });
  });

  it("offers a choice when two things fit equally", () => {
    const choice = choose([["presupuesto", "Laura"]]);
    expect(choice.kind).toBe("several");
    expect(choice.kind === "several" && choice.items.map((item) => item.id).sort()).toEqual(["m6", "m7"]);
  });

  it("finds nothing rather than a guess when no item has all the words", () => {
    expect(choose([["Amazon"]])).toEqual({ kind: "none" });
    expect(choose([["factura", "Iberia"]])).toEqual({ kind: "none" });
  });

  it("puts a quoted title first", () => {
    expect(choose([], "Re: Presupuesto")).toEqual({ kind: "one", item: inbox[6] });
  });

  it("says whether a description has anything to look for once emoji and stopwords are gone", () => {
    expect(describesSomething({ alternatives: [["🙏", "por", "favor", "el"]] })).toBe(false);
    expect(describesSomething({ alternatives: [["el", "de", "Iberia", "🙏"]] })).toBe(true);
  });
});

describe("stemWord", () => {
  it("finds an infinitive with pronouns joined to it by the infinitive alone", () => {
    expect(stemWord("subirlas")).toBe(stemWord("subir"));
    expect(stemWord("enviarselo")).toBe(stemWord("enviar"));
    expect(stemWord("perla")).not.toBe(stemWord("per"));
  });
});
