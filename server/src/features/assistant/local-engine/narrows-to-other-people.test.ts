import type { AssistantKey, ServiceKey } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import type { AppDirectory, ListedItem, ToolOutput } from "../../../integrations/app-tool";
import { UNTRUSTED_NOTICE } from "../model-tool-result";
import { findNamedPerson } from "./ground-person-filter";
import { askLocalEngine, promptWithToolResult, runEngineStep } from "./test-support/ask-local-engine";

/** Workspaces unlike the demo data: whoever the app lists is whom a request can name. */
const directories: Partial<Record<ServiceKey, AppDirectory>> = {
  asana: { places: [], people: ["Yo Mismo", "Begoña Arrieta", "Gonzalo Arrieta"] },
  clickup: { places: [], people: ["Yo Mismo", "Iratxe Solano"] },
  monday: { places: [{ id: "b-1", name: "Reforma de la oficina", holds: "item" }], people: ["Fermín Ochoa"] },
  slack: {
    places: ["general", "compras"].map((name) => ({ id: `C-${name}`, name, holds: "message" as const })),
    people: ["Yo Mismo", "Rocío Benavente", "Rocío Lastra", "Ignacio Pardo"],
  },
  teams: { places: [{ id: "chat-9", name: "Obra de Getafe", holds: "message" }], people: ["Ignacio Pardo"] },
  discord: { places: [{ id: "g-1", name: "Club de lectura", holds: "message" }], people: [] },
};

const ask = (assistant: AssistantKey, text: string) => askLocalEngine(text, { assistant, directories });

describe("other people as filters", () => {
  it.each([
    ["asana", "tareas de Begoña", "asana_list_my_tasks", { assignee: "Begoña Arrieta" }],
    ["asana", "y gonzalo q tiene pendiente para hoy?", "asana_list_my_tasks", { assignee: "Gonzalo Arrieta" }],
    ["clickup", "¿en qué está trabajando iratxe?", "clickup_list_my_tasks", { assignee: "Iratxe Solano" }],
    ["clickup", "que tiene irache solano", "clickup_list_my_tasks", { assignee: "Iratxe Solano" }],
    ["monday", "qué lleva fermin", "monday_list_board_items", { assignee: "Fermín Ochoa" }],
  ] as const)("%s: «%s» lists that person's tasks", async (assistant, text, toolName, args) => {
    const step = await ask(assistant, text);
    expect(step.toolName).toBe(toolName);
    expect(step.input).toMatchObject(args);
  });

  it("leaves the person's own tasks when the one named gave them", async () => {
    const step = await ask("asana", "¿qué tareas me ha asignado Begoña?");
    expect(step.toolName).toBe("asana_list_my_tasks");
    expect(step.input).not.toHaveProperty("assignee");
  });

  it("keeps the day asked for beside the person", async () => {
    const step = await ask("asana", "y gonzalo q tiene pendiente para hoy?");
    expect(step.input).toMatchObject({ assignee: "Gonzalo Arrieta", dueFrom: expect.any(String) });
  });

  it.each([
    [
      "slack",
      "¿qué ha dicho Ignacio en #general?",
      "slack_list_recent_messages",
      { channel: "general", from: "Ignacio Pardo" },
    ],
    [
      "slack",
      "lo que escribio ignacio pardo en compras",
      "slack_list_recent_messages",
      { channel: "compras", from: "Ignacio Pardo" },
    ],
    [
      "teams",
      "que ha puesto ignacio en el chat de la obra de getafe",
      "teams_list_chat_messages",
      { chatId: "chat-9", from: "Ignacio Pardo" },
    ],
    [
      "discord",
      "que ha dicho amaia en el club de lectura",
      "discord_list_recent_messages",
      { server: "Club de lectura", from: "amaia" },
    ],
  ] as const)("%s: «%s» reads that person's messages in the place", async (assistant, text, toolName, args) => {
    const step = await ask(assistant, text);
    expect(step.toolName).toBe(toolName);
    expect(step.input).toMatchObject(args);
  });

  it("leaves a name two people share to the app, which asks which one", async () => {
    const step = await ask("slack", "mensajes de rocio en general");
    expect(step).toMatchObject({
      toolName: "slack_list_recent_messages",
      input: { channel: "general", from: "rocio" },
    });
  });

  it("never narrows a change or a message to someone", async () => {
    const post = await ask("slack", "escribe en #general que Ignacio llega tarde");
    expect(post.toolName).toBe("slack_post_message");
    expect(post.input).not.toHaveProperty("from");
    const task = await ask("asana", "crea una tarea: llamar a Begoña por el presupuesto");
    expect(task.toolName).toBe("asana_create_task");
  });

  it("names a person by the most of their name, by its start or by one slip", () => {
    const people = ["Begoña Arrieta", "Gonzalo Arrieta", "Javier Ortiz"];
    expect(findNamedPerson(people, "tareas de gonzalo arrieta")?.name).toBe("Gonzalo Arrieta");
    expect(findNamedPerson(people, "en que anda javi")?.name).toBe("Javier Ortiz");
    expect(findNamedPerson(people, "lo de begoña")?.name).toBe("Begoña Arrieta");
    expect(findNamedPerson(people, "tareas de los arrieta")?.name).toBe("arrieta");
    expect(findNamedPerson(people, "que hay en marcha")).toBeUndefined();
  });
});

describe("a question asked of a team's chat", () => {
  const messages: ListedItem[] = [
    { id: "m1", title: "Mañana probamos el nuevo horno en la obra.", from: "Ignacio Pardo", place: "general" },
    { id: "m2", title: "La inspección de la obra es el jueves a las 9:30.", from: "Rocío Lastra", place: "general" },
    {
      id: "m3",
      title: "El presupuesto de la inspección lo lleva Rocío Benavente.",
      from: "Ignacio Pardo",
      place: "compras",
    },
  ];
  const listed: ToolOutput = { kind: "list", object: "message", items: messages };

  it("answers with the one message that holds the fact, quoted with its author", async () => {
    const step = await runEngineStep(
      promptWithToolResult("¿a qué hora es la inspección de la obra?", [
        {
          toolName: "slack_list_recent_messages",
          input: { count: 50 },
          result: { status: "ok", notice: UNTRUSTED_NOTICE, output: listed },
        },
      ]),
      { assistant: "slack", directories },
    );
    expect(step.text).toContain("Rocío Lastra");
    expect(step.text).toContain("> La inspección de la obra es el jueves a las 9:30.");
    expect(step.text).not.toContain("horno");
  });
});

describe("a change asked about is no command", () => {
  it.each([
    ["slack", "¿quién contesta a los proveedores?"],
    ["slack", "¿cuándo hay que mandar el informe de compras?"],
    ["monday", "quien se encarga de la reforma de la oficina"],
  ] as const)("%s: «%s» proposes nothing", async (assistant, text) => {
    const step = await ask(assistant, text);
    expect(step.toolName ?? "").not.toMatch(/post|send|create|assign/);
  });
});
