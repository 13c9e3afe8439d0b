import { describe, expect, it } from "vitest";
import { splitRequests } from "./split-requests";

const texts = (message: string) => splitRequests(message).map((span) => span.text);

describe("two requests in one, the second opened by words before its verb", () => {
  it("splits after what is said before the second request, which is left out of it", () => {
    expect(texts("completa la del seguro de la furgoneta y ya que estás mueve la del inventario a campañas")).toEqual([
      "completa la del seguro de la furgoneta",
      "mueve la del inventario a campañas",
    ]);
    expect(texts("contesta a laura que vale. Otra cosa: reenvíale a pedro el acta")).toEqual([
      "contesta a laura que vale.",
      "reenvíale a pedro el acta",
    ]);
    expect(texts("da de alta a irene soler. Ah, y cuanto suman mis negocios abiertos?")).toEqual([
      "da de alta a irene soler.",
      "cuanto suman mis negocios abiertos?",
    ]);
    expect(texts("crea una tarea de revisar el contrato y también quiero que me digas qué tengo pendiente")).toEqual([
      "crea una tarea de revisar el contrato",
      "me digas qué tengo pendiente",
    ]);
  });

  it("splits before a thing, person or place named before the verb, which stays with it", () => {
    expect(texts("el de iberia archívalo y a laura contéstale que el presupuesto me parece bien")).toEqual([
      "el de iberia archívalo",
      "a laura contéstale que el presupuesto me parece bien",
    ]);
  });

  it("ends a message's text where a command to a channel begins, the channel named first", () => {
    expect(
      texts("a laura mandale un privado diciendo que voy a la cena y en #ventas publica que llevamos el 78 %"),
    ).toEqual(["a laura mandale un privado diciendo que voy a la cena", "en #ventas publica que llevamos el 78 %"]);
  });

  it("keeps one request when the words after 'y' name things with no verb of their own", () => {
    expect(texts("reenvía el acta a laura y a pedro")).toHaveLength(1);
    expect(texts("archiva los de linkedin y los de la guía de marca")).toHaveLength(1);
    expect(texts("escríbele a pedro que el informe está listo y que lo revise")).toHaveLength(1);
  });
});
