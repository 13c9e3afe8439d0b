import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: path.resolve("./data"),
      LOG_LEVEL: "info",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats blank values as unset and trims a trailing slash from PUBLIC_URL", () => {
    const env = parseEnv({ DATABASE_URL: "", PUBLIC_URL: "https://shifu.example.com/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("https://shifu.example.com");
  });

  it("fails with one readable message naming every bad variable", () => {
    expect(() => parseEnv({ PORT: "abc", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" })).toThrowError(
      /Configuración no válida:\n {2}- PORT: .*\n {2}- DATABASE_URL: debe empezar por postgres:\/\/ o postgresql:\/\/\n {2}- LOG_LEVEL: /,
    );
  });
});
