import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./is-database-unavailable";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a dropped connection", new Error("Connection terminated unexpectedly")],
    ["a pool that could not connect in time", new Error("timeout exceeded when trying to connect")],
    ["a query with no answer", new Error("Query read timeout")],
    ["PostgreSQL shutting down", withCode("terminating connection due to administrator command", "57P01")],
    ["PostgreSQL starting up", withCode("the database system is starting up", "57P03")],
    ["a statement timeout", withCode("canceling statement due to statement timeout", "57014")],
    [
      "Drizzle's wrapper of a dropped connection",
      new Error("Failed query", { cause: new Error("Connection terminated") }),
    ],
  ])("says yes for %s", (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("duplicate key value violates unique constraint", "23505")],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["something that is not an error", "Connection terminated"],
  ])("says no for %s", (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
