import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { foldText } from "../../match-person-name";
import type { ProviderApi } from "../../provider-api";
import { ProviderError } from "../../provider-api";
import {
  createOutlookMasterCategory,
  getOutlookMessage,
  listOutlookMasterCategories,
  type OutlookCategory,
  type OutlookMessage,
  setOutlookMessageCategories,
} from "../client";
import { createOutlookItem, readSenderName, readSubject } from "../create-outlook-item";

const CategorizeMessageInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo, tal como lo dan las listas y búsquedas de Outlook"),
  categoryName: z.string().trim().min(1).describe("Nombre de la categoría; si no existe, se crea"),
  categoryId: z
    .string()
    .min(1)
    .optional()
    .describe("Identificador de la categoría existente; Shifu lo rellena al buscarla, antes de pedir confirmación"),
});

type CategorizeMessageInput = z.infer<typeof CategorizeMessageInputSchema>;

/** Outlook's 25 colour presets: a new category takes the first one no other category has, so it stands apart. */
const COLOR_PRESETS = Array.from({ length: 25 }, (_, index) => `preset${index}`);

/**
 * The master list needs MailboxSettings.ReadWrite, which Outlook connections made before categories existed were not
 * granted: Graph's 403 then becomes what the person can do about it.
 */
async function readMasterCategories(api: ProviderApi): Promise<OutlookCategory[]> {
  try {
    return await listOutlookMasterCategories(api);
  } catch (error) {
    if (error instanceof ProviderError && error.status === 403) {
      throw new AppError("FORBIDDEN", {
        message:
          "Outlook no deja a Shifu ver tus categorías: desconecta Outlook y vuelve a conectarlo para darle ese permiso.",
      });
    }
    throw error;
  }
}

function isSameCategoryName(a: string, b: string): boolean {
  return foldText(a.trim()) === foldText(b.trim());
}

function findCategory(categories: readonly OutlookCategory[], name: string): OutlookCategory | undefined {
  return categories.find((category) => isSameCategoryName(category.displayName, name));
}

function pickFreeColor(categories: readonly OutlookCategory[]): string {
  const used = new Set(categories.map((category) => category.color));
  return COLOR_PRESETS.find((color) => !used.has(color)) ?? "preset0";
}

function hasCategory(message: OutlookMessage, name: string): boolean {
  return (message.categories ?? []).some((category) => isSameCategoryName(category, name));
}

export const outlookCategorizeMessage = defineTool<CategorizeMessageInput>({
  name: "outlook_categorize_message",
  app: "outlook",
  description:
    "Pone una categoría a un correo de Outlook (las categorías son las etiquetas de Outlook; la crea si no existe) " +
    "y le deja las que ya tenía. Busca antes el correo con outlook_search_messages.",
  inputSchema: CategorizeMessageInputSchema,
  writes: true,
  intent: { action: "label", objects: ["email"] },
  target: { searchTool: "outlook_search_messages" },
  argsFromRequest: (request, target) => {
    const categoryName = (request.name ?? request.quoted)?.trim();
    return target && categoryName ? { messageId: target.id, categoryName } : null;
  },
  // An existing category is fixed by its id and exact name before the card; only a new one is made by name.
  resolve: async (context, input) => {
    const [categories, message] = await Promise.all([
      readMasterCategories(context.api),
      getOutlookMessage(context.api, input.messageId),
    ]);
    const category = findCategory(categories, input.categoryName);
    const categoryName = category?.displayName ?? input.categoryName;
    if (hasCategory(message, categoryName)) {
      throw new AppError("CONFLICT", {
        message: `El correo «${readSubject(message)}» ya tiene la categoría «${categoryName}».`,
      });
    }
    const { categoryId: _ignored, ...rest } = input;
    return category ? { ...rest, categoryName, categoryId: category.id } : rest;
  },
  describe: async (context, input) => {
    const message = await getOutlookMessage(context.api, input.messageId);
    const creation = input.categoryId ? "" : " (la categoría no existe y se creará)";
    return `Poner la categoría «${input.categoryName}» al correo «${readSubject(message)}» de ${readSenderName(message)}${creation}`;
  },
  execute: async (context, input) => {
    const categories = await readMasterCategories(context.api);
    const category = input.categoryId
      ? categories.find((candidate) => candidate.id === input.categoryId)
      : (findCategory(categories, input.categoryName) ??
        (await createOutlookMasterCategory(context.api, {
          displayName: input.categoryName,
          color: pickFreeColor(categories),
        })));
    if (!category) {
      throw new AppError("NOT_FOUND", { message: `La categoría «${input.categoryName}» ya no existe en Outlook.` });
    }
    const message = await getOutlookMessage(context.api, input.messageId);
    // Graph replaces the whole array, so the message's own categories go back with the new one.
    const existing = message.categories ?? [];
    const updated = hasCategory(message, category.displayName)
      ? message
      : await setOutlookMessageCategories(context.api, input.messageId, [...existing, category.displayName]);
    return {
      kind: "done",
      message: `He puesto la categoría «${category.displayName}» al correo «${readSubject(updated)}».`,
      item: createOutlookItem(updated),
    };
  },
});
