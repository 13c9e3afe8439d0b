import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { integrations } from "../db/schema";
import { answerSandboxConsent } from "../integrations/test-support/connect-through-sandbox";
import { logInViaApi, makeUser, readSessionCookie, registerViaApi } from "./inject-helpers";
import type { TestApp } from "./test-app";

let addressCounter = 0;

/** A new user, registered and signed in from an address of its own (so no rate limit is shared between tests). */
export async function signInNewUser(app: FastifyInstance): Promise<{ userId: string; cookie: string }> {
  const user = makeUser();
  await registerViaApi(app, user);
  addressCounter += 1;
  const login = await logInViaApi(app, user, `10.9.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`);
  return { userId: login.json().user_id as string, cookie: readSessionCookie(login) };
}

/** What the browser does to connect a service: start, press 'Permitir' at the sandbox, post the code back. */
export async function connectServiceViaApp(app: FastifyInstance, cookie: string, service: string): Promise<void> {
  const started = await app.inject({
    method: "POST",
    url: `/integrations/${service}/authorize`,
    cookies: { shifu_session: cookie },
  });
  if (started.statusCode !== 200) throw new Error(`authorize ${service}: ${started.statusCode} ${started.body}`);
  const back = await answerSandboxConsent(started.json().url, "Permitir");
  const saved = await app.inject({
    method: "POST",
    url: `/${service.replace("_", "-")}-proxy`,
    cookies: { shifu_session: cookie },
    payload: { code: back.searchParams.get("code"), state: back.searchParams.get("state") },
  });
  if (saved.statusCode !== 200) throw new Error(`connect ${service}: ${saved.statusCode} ${saved.body}`);
}

/** A new user with `service` connected through the sandbox, and the id of that integration's row. */
export async function signInWithService(
  testApp: TestApp,
  service: string,
): Promise<{ userId: string; cookie: string; integrationId: string }> {
  const user = await signInNewUser(testApp.app);
  await connectServiceViaApp(testApp.app, user.cookie, service);
  const [row] = await testApp.database.db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.userId, user.userId), eq(integrations.service, service)));
  if (!row) throw new Error(`${service} was not connected`);
  return { ...user, integrationId: row.id };
}
