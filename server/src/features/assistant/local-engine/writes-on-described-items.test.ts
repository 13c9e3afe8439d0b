import { describe, expect, it } from "vitest";
import { attachesFile, composeCannotAttach } from "./cannot-attach-file";
import { namesSeriesSessions } from "./names-series-sessions";
import { readNoteOnTheirRecord } from "./note-on-their-record";
import { parseSpanishRequest } from "./parse-spanish-request";
import { readActedKind } from "./read-acted-kind";
import { splitRequests } from "./split-requests";
import { TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

const parse = (text: string) => parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });

describe("writes on a described item", () => {
  it("reads 'el de LinkedIn' after a change only a received message takes as its sender, not as an app", () => {
    const parsed = parse("archiva el de linkedin");
    expect(parsed.app).toBeUndefined();
    expect(parsed).toMatchObject({ action: "archive", request: { keywords: "linkedin" } });
  });

  it("keeps 'en LinkedIn' a place", () => {
    expect(parse("archiva el mensaje en linkedin").app).toBe("linkedin");
  });

  it("takes no meeting as the kind forwarded, so 'y archiva el de …' names a message of the chat", () => {
    expect(readActedKind(parse("reenvia a pedro el acta de la reunion del lunes"))).toBeUndefined();
    expect(readActedKind(parse("crea una pagina llamada Acta"))).toEqual(["page"]);
  });
});

describe("a change named in other words", () => {
  it("archives a thing moved to the archive, whose name is no file", () => {
    expect(parse("manda al archivo la guia de estilo de la marca")).toMatchObject({
      action: "archive",
      objects: [],
      request: { keywords: "guia de estilo de la marca" },
    });
    expect(parse("mandame el archivo del contrato").action).toBe("send");
  });

  it("ticks off a thing said to be done before a comma and 'márcalo'", () => {
    expect(parse("lo de construcciones ibericas ya esta, marcalo como hecho").action).toBe("complete");
  });
});

describe("a whole series described by name", () => {
  it("takes 'todas las sesiones' as a recurring meeting's series, not as a change in bulk", () => {
    expect(parse("cancela el daily de operaciones, todas las sesiones")).toMatchObject({
      action: "trash",
      objects: ["event"],
      request: { keywords: "daily de operaciones", seriesScope: "series" },
    });
  });

  it("keeps 'todas las reuniones de mañana' many meetings", () => {
    expect(namesSeriesSessions("borra todas las reuniones de manana")).toBe(false);
  });
});

describe("a send with every detail given", () => {
  it("takes a lowercase name that looks like a verb, right before the message's text, as whom it is for", () => {
    expect(parse("escribele a javier diciendole que el pedido 4521 llego bien")).toMatchObject({
      action: "send",
      request: { person: "javier", body: "el pedido 4521 llego bien" },
    });
  });

  it("keeps an infinitive after 'a' a verb elsewhere", () => {
    expect(parse("ayudame a revisar el contrato").request.person).toBeUndefined();
  });

  it("leaves a mail with its text and addressee among the drafts, whatever verb leaves it there", () => {
    expect(parse("dejame en borradores un correo a pedro diciendole que el taller se retrasa")).toMatchObject({
      action: "send",
      request: { person: "pedro", draft: true, body: "el taller se retrasa" },
    });
  });
});

describe("what no app can do", () => {
  it("refuses to attach a file to a task or a record, in the person's words", () => {
    expect(attachesFile("adjuntale el excel a la tarea de las facturas de octubre")).toBe(true);
    expect(attachesFile("sube el contrato a la tarea de hoteles")).toBe(true);
    expect(attachesFile("que correos tienen adjuntos?")).toBe(false);
    expect(composeCannotAttach("asana")).toMatch(/^Todavía no puedo adjuntar archivos/);
  });
});

describe("another of the same kind", () => {
  it("names 'crea otra para llamarles' by what is to be done", () => {
    expect(parse("crea otra para llamarles el lunes")).toMatchObject({
      action: "create",
      request: { name: "llamarles" },
    });
  });
});

describe("a reaction beside another request", () => {
  it("splits a reaction off a message's text, which it is never part of", () => {
    expect(
      splitRequests(
        "dile a pedro por privado que el video esta genial y reacciona con 🎉 al mensaje de pedro del video",
      ),
    ).toHaveLength(2);
  });

  it("reads 'al mensaje de Pedro del vídeo' as a message about a video, not as a video", () => {
    expect(parse("reacciona con 🎉 al mensaje de pedro del video")).toMatchObject({
      action: "react",
      objects: ["message"],
      request: { person: "pedro", keywords: "video" },
    });
  });
});

describe("a note on whom the request before found", () => {
  it("reads 'apunta en su ficha que…' as a note, its text as written", () => {
    expect(readNoteOnTheirRecord("y apunta en su ficha que quiere la demo el miércoles")).toBe(
      "quiere la demo el miércoles",
    );
    expect(parse("apunta en su ficha que quiere la demo")).toMatchObject({ action: "create", objects: ["note"] });
    expect(readNoteOnTheirRecord("apunta en la ficha de marta que llamo")).toBeUndefined();
  });
});
