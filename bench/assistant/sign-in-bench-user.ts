const PASSWORD = "bench-password-1234";

async function postOrFail(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, method: "POST", signal: AbortSignal.timeout(10_000) });
  if (response.status !== 200) throw new Error(`POST ${url} respondió ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * Registers an account through the same routes a browser uses and signs it in, so the user's rows are whatever a
 * real registration creates. Returns the `cookie` header value for its session.
 */
export async function signInBenchUser(baseUrl: string, label: string): Promise<string> {
  const correo = `bench-${label}@example.com`;
  // A browser names its origin on every POST, and the same-origin guard checks it.
  const origin = { origin: baseUrl };
  const form = new FormData();
  for (const [key, value] of Object.entries({ nombre: "Bench", apellido: label, correo, password: PASSWORD })) {
    form.append(key, value);
  }
  await postOrFail(`${baseUrl}/register`, { headers: origin, body: form });
  const login = await postOrFail(`${baseUrl}/login`, {
    headers: { ...origin, "content-type": "application/json" },
    body: JSON.stringify({ correo, password: PASSWORD }),
  });
  await login.arrayBuffer();
  const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith("shifu_session="));
  if (!session) throw new Error("POST /login no puso la cookie shifu_session.");
  return session.split(";")[0] ?? session;
}
