import { describe, expect, it } from "vitest";
import { ALL_VERB_FORMS } from "./intent-vocabulary";
import { measureLeadIn } from "./measure-lead-in";
import { opensWithVerb as isVerb } from "./split-requests";

const afterLeadIn = (folded: string) => folded.slice(measureLeadIn(folded, isVerb));

describe("measureLeadIn", () => {
  it("passes what is said before a request, one or several runs of it", () => {
    expect(afterLeadIn("otra cosa: reenviale a pedro el acta")).toBe("reenviale a pedro el acta");
    expect(afterLeadIn("ah, y cuanto suman mis negocios?")).toBe("cuanto suman mis negocios?");
    expect(afterLeadIn("ya que estas mueve la del inventario")).toBe("mueve la del inventario");
    expect(afterLeadIn("y ya de paso ponle una nota")).toBe("ponle una nota");
    expect(afterLeadIn("si puedes dime que se ha dicho")).toBe("dime que se ha dicho");
    expect(afterLeadIn("tambien quiero que borres la de los banners")).toBe("borres la de los banners");
    expect(afterLeadIn("aprovecha y crea una tarea")).toBe("crea una tarea");
  });

  it("reads 'q' as 'que' in what is said before", () => {
    expect(afterLeadIn("y ya q estas publica en #ventas que llego tarde")).toBe("publica en #ventas que llego tarde");
    expect(afterLeadIn("necesito q borres el de iberia")).toBe("borres el de iberia");
    expect(afterLeadIn("ya q estamos archiva los de linkedin")).toBe("archiva los de linkedin");
  });

  it("passes 'puedes' and 'me podrías' only before a verb", () => {
    expect(afterLeadIn("puedes reenviarlo a laura")).toBe("reenviarlo a laura");
    expect(afterLeadIn("me podrias mandarle el acta")).toBe("mandarle el acta");
    expect(measureLeadIn("puedes tu solo", isVerb)).toBe(0);
  });

  it("leaves a request with no lead-in, and a lead-in said alone, as they are", () => {
    expect(measureLeadIn("archiva el de linkedin", isVerb)).toBe(0);
    expect(measureLeadIn("de que va el acta?", isVerb)).toBe(0);
    expect(measureLeadIn("luego", isVerb)).toBe(0);
    expect(measureLeadIn("si es asi respondele que vale", isVerb)).toBe("si es asi ".length);
  });
});

describe("opensWithVerb", () => {
  it("takes an infinitive said to someone where a request opens, which the verb forms leave out", () => {
    expect(isVerb("mandarle")).toBe(true);
    expect(isVerb("escribirles")).toBe(true);
    expect(ALL_VERB_FORMS.has("contestarle")).toBe(false);
    expect(isVerb("calle")).toBe(false);
  });
});
