import { CHAT_MESSAGE_MAX_LENGTH, errorMessages, ForgotPasswordRequestSchema } from "@shifu/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInViaApi, makeUser, readSessionCookie, registerViaApi } from "../test/inject-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("validation errors", () => {
  it("answer a too-long chat message with a Spanish 400 whose field names the limit", async () => {
    const user = makeUser();
    await registerViaApi(testApp.app, user);
    const cookie = readSessionCookie(await logInViaApi(testApp.app, user, "10.9.0.1"));
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/chat/general",
      cookies: { shifu_session: cookie },
      payload: { messages: [{ role: "user", content: "a".repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }] },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(errorMessages.BAD_REQUEST);
    expect(body.fields).toEqual({ "messages.0.content": "El texto supera el máximo de 8.000 caracteres." });
  });

  it("answer a missing field in Spanish", async () => {
    const response = await testApp.app.inject({ method: "POST", url: "/login", payload: { password: "x" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ correo: "Este campo es requerido." });
  });

  it("leave no English in any zod message built from the contract", () => {
    const issues = ForgotPasswordRequestSchema.safeParse({ correo: 5 }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(["Este campo no tiene el formato esperado."]);
  });
});
