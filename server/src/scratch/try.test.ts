import { readFileSync } from "node:fs";
import { afterAll, beforeAll, it } from "vitest";
import { useSandbox } from "../integrations/test-support/use-sandbox";
import { connectServiceViaApp, signInNewUser } from "../test/connect-service-via-app";
import { createTestApp, type TestApp } from "../test/test-app";

// Scratch: TRY_FILE has lines "app|message" (a blank line starts a new conversation).
const sandbox = useSandbox();
let testApp: TestApp;
const APPS = [
  "gmail",
  "outlook",
  "slack",
  "teams",
  "drive",
  "docs",
  "sheets",
  "slides",
  "dropbox",
  "onedrive",
  "notion",
  "hubspot",
  "asana",
  "clickup",
  "monday",
  "discord",
  "instagram",
];
beforeAll(async () => {
  testApp = await createTestApp({
    env: { SANDBOX_URL: sandbox.url, PUBLIC_URL: "http://localhost:3000", REGISTRATION_LIMIT_PER_HOUR: "1000" },
  });
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

it("tries", async () => {
  const lines = readFileSync(process.env.TRY_FILE ?? "/work/notes/try.txt", "utf8").split("\n");
  const user = await signInNewUser(testApp.app);
  for (const app of APPS)
    await connectServiceViaApp(testApp.app, user.cookie, app).catch((e) =>
      console.log("connect", app, String(e).slice(0, 80)),
    );
  const out: string[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const [app, message] = line.split("|");
    const url = app === "shifu" ? "/api/chatAi" : `/api/chat/${app}`;
    const started = Date.now();
    const response = await testApp.app.inject({
      method: "POST",
      url,
      cookies: { shifu_session: user.cookie },
      payload: { messages: [{ role: "user", content: message }] },
    });
    const body = response.json();
    const text = typeof body.message === "string" ? body.message : JSON.stringify(body);
    out.push(
      `### [${app}] ${message}  (${Date.now() - started} ms)\n${text}\n${(body.approvals ?? []).map((a: { summary: string }) => `  [card] ${a.summary}`).join("\n")}`,
    );
  }
  console.log(`\n=====\n${out.join("\n\n")}\n=====`);
}, 600_000);
