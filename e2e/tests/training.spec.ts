import { expect, type Page, test } from "@playwright/test";
import { becomePremium, chatList, nav, openWorkspaceAsNewUser } from "../support/workspace";

function openTraining(page: Page) {
  return nav(page)
    .getByRole("button", { name: /Entrena a Shifu/ })
    .click();
}

async function teach(page: Page, text: string) {
  const training = page.getByRole("dialog", { name: "Personalize your assistant" });
  const input = training.getByRole("textbox", { name: "Cuéntale algo a Shifu" });
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press("Enter");
  // A send clears the field in the render that shows the wait: only then does the wait's end mean this reply came.
  await expect(input).toHaveValue("");
  await expect(training.getByText("Cargando respuesta...")).toBeHidden({ timeout: 15_000 });
}

test.describe("training Shifu on a 1440 × 900 desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a premium user teaches three facts, sees them in the panels, deletes one, and the general chat answers from them", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openWorkspaceAsNewUser(page);
    await becomePremium(page);
    await openTraining(page);
    const training = page.getByRole("dialog", { name: "Personalize your assistant" });
    await expect(training).toBeVisible();

    await teach(page, "el martes a las 10 tengo reunión con Ana");
    await expect(training.getByRole("region", { name: "Mensajes del entrenamiento" })).toContainText(
      /Anotado: reunión con Ana el martes \d+ a las 10:00/,
    );
    await teach(page, "prefiero respuestas cortas");
    await teach(page, "mi jefe es Marta Ruiz, marta@acme.com");

    const summary = training.getByRole("region", { name: "Resumen de lo que Shifu sabe de ti" });
    await expect(summary.getByText("REUNIONES")).toBeVisible();
    await expect(summary.getByText("TONO DE RESPUESTA")).toBeVisible();
    await expect(summary.getByText("CONTACTOS CLAVE")).toBeVisible();

    await summary.getByRole("button", { name: /^CONTACTOS CLAVE/ }).click();
    const details = page.getByRole("dialog", { name: "Contactos clave" });
    await expect(details).toContainText("Marta Ruiz");
    await details
      .getByRole("button", { name: /^Eliminar «/ })
      .first()
      .click();
    await expect(details).not.toContainText("Marta Ruiz");
    await details.getByRole("button", { name: "Cerrar" }).click();
    await expect(summary.getByText("CONTACTOS CLAVE")).toBeHidden();

    await training.getByRole("button", { name: "Cerrar" }).first().click();
    await chatList(page)
      .getByRole("button", { name: /^Shifu/ })
      .click();
    const input = page.getByRole("textbox", { name: "Escribe un mensaje" });
    await input.fill("¿con quién tengo reunión el martes?");
    await input.press("Enter");
    await expect(page.getByRole("region", { name: "Mensajes" })).toContainText("Ana", { timeout: 15_000 });
  });

  test("a free user cannot reach training and is offered the plans", async ({ page }) => {
    await openWorkspaceAsNewUser(page);
    const trainingCalls: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/(get_messages|summary|chat\/training)/.test(request.url())) trainingCalls.push(request.url());
    });
    await openTraining(page);
    await expect(page.getByText("Entrena a Shifu · Premium").last()).toBeVisible();
    await page.getByRole("button", { name: "Ver planes" }).click();
    await expect(page.getByRole("dialog", { name: "Elige tu plan Shifu" })).toBeVisible();
    expect(trainingCalls).toEqual([]);
    const refused = await page.request.get("/api/summary?chat_name=TrainingChat");
    expect(refused.status()).toBe(403);
  });
});
