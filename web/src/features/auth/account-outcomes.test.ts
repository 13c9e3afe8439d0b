import { describe, expect, it } from "vitest";
import { readReturnPath } from "./account-outcomes";

describe("where sign-in returns to", () => {
  it("goes back to one of Shifu's pages, with its query, such as an MCP client's consent request", () => {
    const next = "/oauth/authorize?client_id=abc&state=x";
    expect(readReturnPath(`?next=${encodeURIComponent(next)}`)).toBe(next);
  });

  it("goes to the chat for no return path, another site, or a page Shifu does not have", () => {
    expect(readReturnPath("")).toBe("/chat");
    expect(readReturnPath("?next=%2F%2Fatacante.example%2Fx")).toBe("/chat");
    expect(readReturnPath("?next=https%3A%2F%2Fatacante.example")).toBe("/chat");
    expect(readReturnPath("?next=%2Fno-existe")).toBe("/chat");
    expect(readReturnPath(`?next=${encodeURIComponent("/\\atacante.example")}`)).toBe("/chat");
  });
});
