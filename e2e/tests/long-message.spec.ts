import { expect, test } from "@playwright/test";
import { openWorkspaceAsNewUser } from "../support/workspace";

test("a 200 KB paste stays whole, shows the limit and is not sent until it fits", async ({ page }) => {
  await openWorkspaceAsNewUser(page);
  const chatCalls: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/api/chat")) {
      chatCalls.push(request.url());
    }
  });
  const input = page.getByRole("textbox", { name: "Escribe un mensaje" });
  const send = page.getByRole("button", { name: "Enviar mensaje" });

  await input.focus();
  await page.keyboard.insertText("a".repeat(200_000));
  await expect(
    page.getByText("El mensaje supera el máximo de 8.000 caracteres; acórtalo para enviarlo."),
  ).toBeVisible();
  await expect(page.getByText("200.000 / 8.000")).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(send).toBeDisabled();
  await input.press("Enter");
  expect(await input.evaluate((element) => (element as HTMLTextAreaElement).value.length)).toBe(200_000);
  expect(chatCalls).toEqual([]);

  await input.fill("b".repeat(7_950));
  await expect(page.getByText("7.950 / 8.000")).toBeVisible();
  await expect(page.getByText(/acórtalo para enviarlo/)).toBeHidden();
  await expect(send).toBeEnabled();
});
