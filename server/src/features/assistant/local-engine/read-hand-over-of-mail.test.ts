import { describe, expect, it } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";
import { readHandOverOfMail } from "./read-hand-over-of-mail";

const parse = (text: string) =>
  parseSpanishRequest(text, { now: new Date("2026-12-07T10:00:00Z"), timeZone: "Europe/Madrid" });

describe("handing a mail over", () => {
  it("forwards it in a mail app's chat", () => {
    const [request] = readHandOverOfMail([parse("pásasela a Laura")], "gmail");
    expect(request?.action).toBe("forward");
    expect(request?.request.recipients).toEqual(["Laura"]);
    expect(request?.request.assignee).toBeUndefined();
  });

  it("forwards it after a request about mail", () => {
    const requests = readHandOverOfMail([parse("¿qué correos me mandó Iberia?"), parse("pásaselo a Marta")], undefined);
    expect(requests[1]?.action).toBe("forward");
  });

  it("assigns a task as before", () => {
    const [request] = readHandOverOfMail([parse("pásasela a Laura")], "asana");
    expect(request?.action).toBe("assign");
    expect(request?.request.assignee).toBe("Laura");
  });
});
