import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { verifyMailedAddress } from "../support/outbox";
import { nav, openWorkspaceAsNewUser } from "../support/workspace";

type SignedInUser = { user_id: string; correo: string; code_referrals_uniq: string };

async function readUser(request: APIRequestContext): Promise<SignedInUser> {
  const response = await request.get("/get_user");
  expect(response.status()).toBe(200);
  return (await response.json()) as SignedInUser;
}

/** A friend who signs up with the inviter's referral code, from a browser of their own, and verifies their e-mail. */
async function registerFriendWith(request: APIRequestContext, referralCode: string) {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const correo = `amigo-${unique}@example.com`;
  const response = await request.post("/register_with_referral", {
    multipart: { nombre: "Pablo", apellido: "Amigo", correo, password: "clave-segura-1", referral_code: referralCode },
  });
  expect(response.status()).toBe(200);
  // A referral counts once the friend has verified their e-mail.
  await verifyMailedAddress(request, correo);
}

async function openRewards(page: Page) {
  await nav(page).getByRole("button", { name: "Recompensas" }).click();
  await expect(page.getByRole("heading", { name: "Recompensas por referidos" })).toBeVisible();
}

test.describe("rewards and referrals on a 1440 × 900 desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });

  test("a friend's sign-up makes the first referral reward redeemable, once", async ({ page, request }) => {
    await openWorkspaceAsNewUser(page);
    const inviter = await readUser(page.request);
    await registerFriendWith(request, inviter.code_referrals_uniq);

    await openRewards(page);
    await expect(page.getByRole("heading", { name: "Recompensas por racha" })).toBeVisible();
    const redeem = page.getByRole("button", { name: "Canjear Tu primer amigo" });
    await expect(redeem).toBeEnabled();
    await redeem.click();
    await expect(page.getByText("Recompensa canjeada correctamente")).toBeVisible();
    await expect(redeem).toBeDisabled();

    const rewards = (await (await page.request.get("/rewards")).json()) as { rewards: { _id: string; name: string }[] };
    const first = rewards.rewards.find((reward) => reward.name === "Tu primer amigo");
    const again = await page.request.post("/rewards/redeem", {
      data: { id: inviter.user_id, reward_id: first?._id },
    });
    expect(again.status()).toBe(409);
    expect(["Ya tienes esta recompensa activa", "Ya has canjeado esta recompensa el número máximo de veces"]).toContain(
      (await again.json()).error,
    );
  });

  test("the share link is copied, and the code popup asks for 4 digits before crediting the inviter", async ({
    page,
    browser,
  }) => {
    await openWorkspaceAsNewUser(page);
    await nav(page).getByRole("button", { name: "Referidos" }).click();
    const me = await readUser(page.request);

    await page.getByRole("button", { name: "Compartir enlace" }).click();
    const share = page.getByRole("dialog");
    await expect(share.getByRole("textbox", { name: "Enlace de invitación" })).toHaveValue(
      new RegExp(`/register/${me.code_referrals_uniq}$`),
    );
    await share.getByRole("button", { name: "Copiar" }).click();
    await expect(share.getByRole("button", { name: "¡Copiado!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/register/${me.code_referrals_uniq}$`),
    );
    await expect(share).toBeHidden();

    // Someone else, in a browser of their own, whose code this user was given.
    const other = await browser.newContext();
    const otherRequest = other.request;
    const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const account = {
      nombre: "Eva",
      apellido: "Otra",
      correo: `otra-${unique}@example.com`,
      password: "clave-segura-1",
    };
    expect((await otherRequest.post("/register", { multipart: account })).status()).toBe(200);
    expect(
      (await otherRequest.post("/login", { data: { correo: account.correo, password: account.password } })).status(),
    ).toBe(200);
    const inviter = await readUser(otherRequest);
    // The claim is credited at once only for a verified address.
    await verifyMailedAddress(page.request, me.correo);

    await page.getByRole("button", { name: "Tengo un código de referido" }).click();
    const popup = page.getByRole("dialog", { name: "Introduce el código de tu amigo" });
    await popup.getByRole("textbox", { name: "Dígito 1" }).fill("1");
    await popup.getByRole("textbox", { name: "Dígito 2" }).fill("2");
    await popup.getByRole("button", { name: "Enviar código" }).click();
    await expect(popup.getByText("Por favor, completa los 4 dígitos")).toBeVisible();

    const digits = [...inviter.code_referrals_uniq];
    for (const [index, digit] of digits.entries()) {
      await popup.getByRole("textbox", { name: `Dígito ${index + 1}` }).fill(digit);
    }
    await popup.getByRole("button", { name: "Enviar código" }).click();
    await expect(popup.getByText("¡Gracias! Tu amigo y tú tenéis 7 días de Shifu Premium.")).toBeVisible();
    const credited = (await (await otherRequest.get("/get_user")).json()) as { count_referrals: number };
    expect(credited.count_referrals).toBe(1);
    await other.close();
  });
});
