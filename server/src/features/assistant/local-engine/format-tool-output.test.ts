import { describe, expect, it } from "vitest";
import { formatItems } from "./format-tool-output";

const options = { timeZone: "Europe/Madrid", now: new Date("2026-11-26T12:00:00Z") };

describe("formatItems", () => {
  it("quotes a snippet under its item", () => {
    const text = formatItems(
      [{ id: "1", title: "Factura de noviembre", snippet: "Adjunto la factura del mes de noviembre." }],
      options,
    );
    expect(text).toContain("1. **Factura de noviembre**");
    expect(text).toContain("> Adjunto la factura del mes de noviembre.");
  });

  it("does not quote a chat message's text twice when its title is that same text", () => {
    const message = "@Ana García ¿te viene bien que hagamos la revisión del trimestre el jueves a las 10?";
    const text = formatItems([{ id: "1", title: message, snippet: message }], options);
    expect(text.split(message.slice(1, 20))).toHaveLength(2);
    expect(text).not.toContain("\n   >");
  });
});
