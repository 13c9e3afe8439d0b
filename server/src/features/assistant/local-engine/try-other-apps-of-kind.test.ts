import type { ServiceKey } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";
import { planRequest, type RequestPlan } from "./plan-request";
import { offerTools, TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";
import { tryOtherAppsOfKind } from "./try-other-apps-of-kind";

function plan(text: string, assistant: "shifu" | "asana", connectedApps: ServiceKey[]) {
  const options = {
    assistant,
    connectedApps,
    tools: offerTools(assistant, connectedApps),
    now: () => TEST_NOW,
    timeZone: TEST_ZONE,
  };
  const parsed = parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
  return tryOtherAppsOfKind(planRequest(parsed, options), options);
}

/** The tools tried one after another, the next only when the one before found nothing. */
function listTried(tried: RequestPlan | undefined): string[] {
  return tried?.kind === "call" ? [tried.tool.name, ...listTried(tried.otherwise)] : [];
}

describe("a task in the general chat, with no app named", () => {
  it("is looked for in each connected task app in turn", () => {
    const tried = plan("marca como hecha la tarea de la demo de logistica castellana", "shifu", [
      "asana",
      "clickup",
      "gmail",
    ]);
    expect(listTried(tried)).toEqual(["asana_complete_task", "clickup_complete_task"]);
  });

  it("asks who has a thing of the task apps before the search across every app", () => {
    const tried = plan("quien lleva lo de los banners de la campaña?", "shifu", ["asana", "monday", "gmail"]);
    expect(listTried(tried).at(-1)).toBe("shifu_search_everything");
    expect(
      listTried(tried)
        .slice(0, 2)
        .map((name) => name.split("_")[0]),
    ).toEqual(["asana", "monday"]);
  });

  it("stays in the app named, or in the app's own chat", () => {
    expect(listTried(plan("marca como hecha la tarea de la demo en asana", "shifu", ["asana", "clickup"]))).toEqual([
      "asana_complete_task",
    ]);
    expect(listTried(plan("marca como hecha la tarea de la demo", "asana", ["asana", "clickup"]))).toEqual([
      "asana_complete_task",
    ]);
  });
});

describe("a folder's contents in the general chat, with no app named", () => {
  it("are listed by the app that lists folders, and looked for in the other file apps after", () => {
    const tried = plan("¿qué hay en la carpeta Facturas?", "shifu", ["drive", "dropbox", "onedrive", "gmail"]);
    // Drive reads a folder as what it holds; Dropbox searches for the name.
    expect(listTried(tried)).toEqual(["onedrive_list_folder", "drive_read_file", "dropbox_search_files"]);
    if (tried?.kind === "call") expect(tried.args).toEqual({ folder: "Facturas" });
  });

  it("stay in the app named", () => {
    const tried = plan("qué hay en la carpeta Facturas de OneDrive", "shifu", ["drive", "dropbox", "onedrive"]);
    expect(listTried(tried)).toEqual(["onedrive_list_folder"]);
  });
});

describe("a file in the general chat, with no app named", () => {
  it("is looked for in each connected file app in turn", () => {
    const tried = plan("borra el archivo del catálogo de vinos", "shifu", ["drive", "docs", "dropbox", "gmail"]);
    // Dropbox keeps every kind of file; Docs only Drive's own documents, already looked at in Drive.
    expect(listTried(tried)).toEqual(["drive_trash_file", "dropbox_delete_file", "docs_trash_document"]);
  });
});

describe("an invitation in the general chat, with no app named", () => {
  it("is looked for in each connected calendar in turn", () => {
    const tried = plan("rechaza la invitación de Rosa Medina al comité de seguridad", "shifu", ["calendar", "outlook"]);
    expect(listTried(tried)).toEqual(["calendar_respond_invitation", "outlook_respond_invitation"]);
  });
});
