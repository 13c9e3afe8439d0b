import { describe, expect, it } from "vitest";
import { readWhoseTurn } from "./read-whose-turn";

describe("readWhoseTurn", () => {
  it("asks who has the thing described", () => {
    expect(readWhoseTurn("¿a quién le toca traducir la web?")).toBe("¿quién lleva lo de traducir la web?");
    expect(readWhoseTurn("a quien le toca lo de los banners")).toBe("quién lleva lo de los banners");
    expect(readWhoseTurn("oye a quién le corresponde la demo de Logística")).toBe("quién lleva la demo de Logística");
  });

  it("leaves other requests alone", () => {
    expect(readWhoseTurn("dile a quien le toque que revise la web")).toBe("dile a quien le toque que revise la web");
    expect(readWhoseTurn("¿quién lleva lo de los banners?")).toBe("¿quién lleva lo de los banners?");
  });
});
