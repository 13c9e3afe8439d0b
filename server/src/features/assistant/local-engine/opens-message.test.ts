import { describe, expect, it } from "vitest";
import { holdsMessageOpener, opensMessage } from "./opens-message";

describe("opensMessage", () => {
  it.each(["que", "q", "diciendole", "avisandole"])("'%s' opens a message", (word) => {
    expect(opensMessage(word)).toBe(true);
  });

  it.each(["quedamos", "marta", "dice"])("'%s' does not", (word) => {
    expect(opensMessage(word)).toBe(false);
  });
});

describe("holdsMessageOpener", () => {
  it("finds an opener in any case and with accents", () => {
    expect(holdsMessageOpener("escríbele a Laura Diciéndole")).toBe(true);
    expect(holdsMessageOpener("contesta: vale")).toBe(true);
  });

  it("does not take a word that only starts like one", () => {
    expect(holdsMessageOpener("pásale el de Quesada a Marta")).toBe(false);
  });
});
