import { beforeEach, describe, expect, it } from "vitest";
import type { ToolContext } from "../../app-tool";
import { connectToolContext, readSandboxData } from "../../test-support/connect-tool-context";
import { useSandbox } from "../../test-support/use-sandbox";
import { outlook } from "..";
import { outlookCategorizeMessage } from "./categorize-message";
import { outlookSearchMessages } from "./search-messages";

type SandboxMessage = { id: string; subject: string; categories: string[] };
type SandboxCategory = { id: string; displayName: string; color: string };
type SandboxMicrosoft = { messages: SandboxMessage[]; masterCategories: SandboxCategory[] };

describe("outlook_categorize_message against the sandbox", () => {
  const sandbox = useSandbox();
  let context: ToolContext;
  let data: SandboxMicrosoft;

  const findBySubject = (subject: string, source = data) => {
    const message = source.messages.find((candidate) => candidate.subject === subject);
    if (!message) throw new Error(`no seeded mail «${subject}»`);
    return message;
  };
  const readMicrosoft = () => readSandboxData<SandboxMicrosoft>(sandbox.url, "microsoft");

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(outlook, sandbox.modes);
    data = await readMicrosoft();
  });

  it("is Outlook's label tool, found through the mail search, named by the words said", async () => {
    expect(outlookCategorizeMessage.intent).toEqual({ action: "label", objects: ["email"] });
    expect(outlookCategorizeMessage.target).toEqual({ searchTool: "outlook_search_messages" });
    const target = { id: "m1", title: "Factura" };
    expect(outlookCategorizeMessage.argsFromRequest({ text: "", name: " finanzas " }, target)).toEqual({
      messageId: "m1",
      categoryName: "finanzas",
    });
    expect(outlookCategorizeMessage.argsFromRequest({ text: "", quoted: "Proveedores" }, target)).toEqual({
      messageId: "m1",
      categoryName: "Proveedores",
    });
    expect(outlookCategorizeMessage.argsFromRequest({ text: "", name: "finanzas" })).toBeNull();
    expect(outlookCategorizeMessage.argsFromRequest({ text: "" }, target)).toBeNull();
  });

  it("puts an existing category, named without its capital or accents, beside the ones the mail had", async () => {
    const [found] = await (async () => {
      const output = await outlookSearchMessages.execute(context, { from: "Banco Meridiano", text: "extracto" });
      if (output.kind !== "list") throw new Error("expected a list");
      return output.items;
    })();
    expect(found?.details).toContain("Categorías: Finanzas");
    const input = outlookCategorizeMessage.argsFromRequest({ text: "", name: "proveedóres" }, found) ?? {};
    const resolved = (await outlookCategorizeMessage.resolve?.(context, input)) ?? input;
    const proveedores = data.masterCategories.find((category) => category.displayName === "Proveedores");
    expect(resolved).toEqual({ messageId: found?.id, categoryName: "Proveedores", categoryId: proveedores?.id });
    expect(await outlookCategorizeMessage.describe?.(context, resolved)).toBe(
      "Poner la categoría «Proveedores» al correo «Extracto mensual de la cuenta de empresa» de Banco Meridiano",
    );
    const output = await outlookCategorizeMessage.execute(context, resolved);
    expect(output).toMatchObject({
      kind: "done",
      message: "He puesto la categoría «Proveedores» al correo «Extracto mensual de la cuenta de empresa».",
      item: { id: found?.id, details: expect.arrayContaining(["Categorías: Finanzas, Proveedores"]) },
    });
    const after = await readMicrosoft();
    expect(findBySubject("Extracto mensual de la cuenta de empresa", after).categories).toEqual([
      "Finanzas",
      "Proveedores",
    ]);
    expect(after.masterCategories).toEqual(data.masterCategories);
  });

  it("creates a category that does not exist, saying so on the card, and then puts it on the mail", async () => {
    const invoice = findBySubject("Factura 2026-0112 de transporte de octubre");
    const input = { messageId: invoice.id, categoryName: "Transporte" };
    const resolved = (await outlookCategorizeMessage.resolve?.(context, input)) ?? input;
    expect(resolved).toEqual(input);
    expect(await outlookCategorizeMessage.describe?.(context, resolved)).toBe(
      "Poner la categoría «Transporte» al correo «Factura 2026-0112 de transporte de octubre» de Logística Norte " +
        "(la categoría no existe y se creará)",
    );
    await outlookCategorizeMessage.execute(context, resolved);
    const after = await readMicrosoft();
    expect(findBySubject(invoice.subject, after).categories).toEqual(["Transporte"]);
    const created = after.masterCategories.filter((category) => category.displayName === "Transporte");
    expect(created).toHaveLength(1);
    // A colour none of the seeded categories has, so the new one stands apart in Outlook.
    expect(data.masterCategories.map((category) => category.color)).not.toContain(created[0]?.color);
  });

  it("refuses before the card a category the mail already has, and never repeats one", async () => {
    const proposal = findBySubject("Propuesta para Grupo Alimentaria Sur");
    await expect(
      outlookCategorizeMessage.resolve?.(context, { messageId: proposal.id, categoryName: "clientes" }),
    ).rejects.toThrow("El correo «Propuesta para Grupo Alimentaria Sur» ya tiene la categoría «Clientes».");
    const clientes = data.masterCategories.find((category) => category.displayName === "Clientes");
    await outlookCategorizeMessage.execute(context, {
      messageId: proposal.id,
      categoryName: "Clientes",
      categoryId: clientes?.id,
    });
    expect(findBySubject(proposal.subject, await readMicrosoft()).categories).toEqual(["Clientes"]);
  });
});
