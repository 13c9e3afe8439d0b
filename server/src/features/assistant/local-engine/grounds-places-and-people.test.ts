import type { AssistantKey, ServiceKey } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import type { AppDirectory } from "../../../integrations/app-tool";
import { askLocalEngine } from "./test-support/ask-local-engine";

/** Accounts unlike the demo data: the engine must read any place or person the provider lists. */
const directories: Partial<Record<ServiceKey, AppDirectory>> = {
  slack: {
    places: ["general", "compras-proveedores", "soporte"].map((name) => ({ id: `C-${name}`, name, holds: "message" })),
    people: ["Inés Navarro", "Tomás Ibáñez"],
  },
  teams: {
    places: [
      { id: "chat-1", name: "Inés Navarro", holds: "message" },
      { id: "chat-2", name: "Reunión de socios", holds: "message" },
    ],
    people: ["Inés Navarro", "Tomás Ibáñez"],
  },
  discord: {
    places: [
      { id: "g-1", name: "Asociación Hosteleros Sevilla", holds: "message" },
      { id: "c-1", name: "ofertas-empleo", within: "Asociación Hosteleros Sevilla", holds: "message" },
    ],
    people: [],
  },
  monday: {
    places: [
      { id: "b-1", name: "Feria del mueble 2027", holds: "item" },
      { id: "b-2", name: "Reforma de la oficina", holds: "item" },
    ],
    people: [],
  },
};

const ask = (assistant: AssistantKey, text: string) => askLocalEngine(text, { assistant, directories });

describe("places and people named in plain words", () => {
  it.each([
    ["slack", "q se comento en compras proveedores", "slack_list_recent_messages", { channel: "compras-proveedores" }],
    ["slack", "dame los 4 ultimos mensajes de soporte", "slack_list_recent_messages", { channel: "soporte", count: 4 }],
    ["teams", "que me ha dicho ines", "teams_list_chat_messages", { chatId: "chat-1", chat: "Inés Navarro" }],
    ["teams", "lo ultimo de la reunion de socios", "teams_list_chat_messages", { chatId: "chat-2" }],
    [
      "discord",
      "que cuentan en el servidor de hosteleros",
      "discord_list_recent_messages",
      { server: "Asociación Hosteleros Sevilla" },
    ],
    [
      "discord",
      "hay algo nuevo en ofertas de empleo?",
      "discord_list_recent_messages",
      { server: "Asociación Hosteleros Sevilla", channel: "ofertas-empleo" },
    ],
    [
      "monday",
      "que hay pendiente en la reforma de la oficina",
      "monday_list_board_items",
      { board: "Reforma de la oficina" },
    ],
  ] as const)("%s: «%s» reads inside the place", async (assistant, text, toolName, args) => {
    const step = await ask(assistant, text);
    expect(step.toolName).toBe(toolName);
    expect(step.input).toMatchObject(args);
  });

  it("adds a new item to the board named before the colon, the whole name after it (voseo)", async () => {
    const step = await ask("monday", "agregá a feria del mueble: pedir presupuesto del stand");
    expect(step).toMatchObject({
      toolName: "monday_create_item",
      input: { itemName: "pedir presupuesto del stand", board: "Feria del mueble 2027" },
    });
  });

  it("sends to a person written in lowercase when the app knows them", async () => {
    const step = await ask("teams", "escribele a tomas ibañez que el jueves no puedo");
    expect(step).toMatchObject({
      toolName: "teams_send_message",
      input: { person: "Tomás Ibáñez", message: "el jueves no puedo" },
    });
  });

  it("reads as before what names no place of the account", async () => {
    const step = await ask("slack", "dime los ultimos 3 mensajes de marketing");
    expect(step.toolName).toBe("slack_list_recent_messages");
    expect(step.input).not.toHaveProperty("channel");
  });
});
