import "../../app/configure-zod";
// The web app takes the contract's Spanish wording with its form checks, not with the contract's index.
import "../../shared/check-with-contract";
import { LoginRequestSchema } from "@shifu/contract/accounts";
import { describe, expect, it } from "vitest";
import { config } from "zod/v4/core";

describe("zod in the web app", () => {
  it("keeps the contract's Spanish messages alongside the app's own zod settings", () => {
    expect(config().jitless).toBe(true);
    const issues = LoginRequestSchema.safeParse({ password: 12 }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([
      "Este campo es requerido.",
      "Este campo no tiene el formato esperado.",
    ]);
  });
});
