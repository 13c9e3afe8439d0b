import { describe, expect, test } from "vitest";
import { readNoteAboutThat } from "./read-note-about-that";

describe("a note said 'de que…'", () => {
  test.each([
    [
      "y ya de paso ponle una nota en su ficha de hubspot de que estan interesados en ampliar el almacen",
      "y ya de paso ponle una nota en hubspot que diga que estan interesados en ampliar el almacen",
    ],
    ["déjale una nota de que llamó ayer por el pedido", "ponle una nota que diga que llamó ayer por el pedido"],
    [
      "añádele una nota en el crm de que prefiere que le llamen por la tarde",
      "añádele una nota en el crm que diga que prefiere que le llamen por la tarde",
    ],
    ["ponle una nota en su ficha de que ya pagó", "ponle una nota que diga que ya pagó"],
    ["déjale una nota a nuria prieto de que llamó ayer", "ponle una nota a nuria prieto que diga que llamó ayer"],
  ])("%s carries the note's words", (said, read) => {
    expect(readNoteAboutThat(said)).toBe(read);
  });

  test.each([
    "ponle una nota a Nuria: ya pagó",
    "ponle una nota de seguimiento al negocio",
    "dile a Pedro de que se acuerde",
  ])("%s keeps its words", (said) => {
    expect(readNoteAboutThat(said)).toBe(said);
  });
});
