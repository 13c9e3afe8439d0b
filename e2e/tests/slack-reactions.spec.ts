import { expect, type Page, test } from "@playwright/test";
import { chatList, connectService, openWorkspaceAsNewUser, SANDBOX_ORIGIN } from "../support/workspace";

type SlackMessage = { user: string; text: string; ts: string; reactions?: { name: string; users: string[] }[] };
type SlackData = { users: { id: string; real_name: string }[]; messages: Record<string, SlackMessage[]> };

async function readSlack(page: Page, account: string): Promise<SlackData> {
  const response = await page.request.get(`${SANDBOX_ORIGIN}/__sandbox/data/slack`, { params: { account } });
  expect(response.status()).toBe(200);
  return (await response.json()) as SlackData;
}

function messageList(page: Page) {
  return page.getByRole("region", { name: "Mensajes" });
}

test("reacts to Laura's latest message only after 'Confirmar', and the reaction is on it at Slack", async ({
  page,
}) => {
  await openWorkspaceAsNewUser(page);
  const { sandboxAccount } = await connectService(page, "Slack");
  await chatList(page)
    .getByRole("button", { name: /^Slack/ })
    .click();

  const before = await readSlack(page, sandboxAccount);
  const laura = before.users.find((user) => user.real_name === "Laura Gómez");
  const latest = Object.entries(before.messages)
    .filter(([id]) => id.startsWith("C"))
    .flatMap(([channel, messages]) => messages.map((message) => ({ channel, message })))
    .filter(({ message }) => message.user === laura?.id)
    .toSorted((a, b) => Number(b.message.ts) - Number(a.message.ts))[0];
  expect(latest).toBeDefined();

  const input = page.getByRole("textbox", { name: "Escribe un mensaje" });
  await input.fill("reacciona con 👍 al último mensaje de Laura");
  await input.press("Enter");
  const card = messageList(page)
    .getByRole("region", { name: "Acción propuesta por el asistente" })
    .filter({ hasText: "Reaccionar con 👍 al mensaje de Laura Gómez" });
  await expect(card).toContainText(latest?.message.text.slice(0, 30) ?? "");
  const untouched = (await readSlack(page, sandboxAccount)).messages[latest?.channel ?? ""];
  expect(untouched?.find((message) => message.ts === latest?.message.ts)?.reactions).toBeUndefined();

  await card.getByRole("button", { name: "Confirmar" }).click();
  await expect(messageList(page)).toContainText("He reaccionado con 👍 al mensaje de #");
  const after = (await readSlack(page, sandboxAccount)).messages[latest?.channel ?? ""];
  expect(after?.find((message) => message.ts === latest?.message.ts)?.reactions).toEqual([
    { name: "+1", users: [expect.any(String)], count: 1 },
  ]);
});
