import { describe, expect, it } from "vitest";
import { asana } from "./asana";
import { clickup } from "./clickup";
import { discord } from "./discord";
import { instagram } from "./instagram";
import { monday } from "./monday";
import { slack } from "./slack";
import { teams } from "./teams";
import { connectToolContext } from "./test-support/connect-tool-context";
import { useSandbox } from "./test-support/use-sandbox";
import type { IntegrationDefinition } from "./types";

describe("the places and people of an account, for reading requests by", () => {
  const sandbox = useSandbox();

  async function readDirectory(definition: IntegrationDefinition) {
    const context = await connectToolContext(definition, sandbox.modes);
    if (!definition.listDirectory) throw new Error(`${definition.key} has no directory`);
    return definition.listDirectory(context);
  }

  it("Slack: the channels, holding messages, and the members by their full names", async () => {
    const { places, people } = await readDirectory(slack);
    expect(places).toEqual(expect.arrayContaining([expect.objectContaining({ name: "random", holds: "message" })]));
    expect(places.every((place) => place.id.startsWith("C"))).toBe(true);
    expect(people).toContain("Miguel Castro");
  });

  it("Teams: each chat by its topic, a one-to-one chat by the other person, and everyone in them but me", async () => {
    const { places, people } = await readDirectory(teams);
    const names = places.map((place) => place.name);
    expect(names).toEqual(expect.arrayContaining(["Javier Ruiz", "Comité de dirección"]));
    expect(people).toContain("Javier Ruiz");
    expect(people).not.toContain("Ana García");
  });

  it("Discord: the servers, and their text channels with the server each is in", async () => {
    const { places } = await readDirectory(discord);
    expect(places).toContainEqual(expect.objectContaining({ name: "Comunidad Emprendedores Madrid" }));
    const general = places.find((place) => place.name === "general" && place.within === "Equipo Shifu");
    expect(general?.holds).toBe("message");
  });

  it("monday.com: the boards and their groups, holding items, and the states the items are in", async () => {
    const { places, states } = await readDirectory(monday);
    expect(places).toContainEqual(expect.objectContaining({ name: "Eventos y ferias 2026", holds: "item" }));
    expect(places).toContainEqual(
      expect.objectContaining({ name: "Próximamente", within: "Lanzamiento de la app móvil", holds: "item" }),
    );
    expect(states).toEqual(expect.arrayContaining(["Listo", "Estancado", "Trabajando en ello"]));
  });

  it("Asana: the workspace's projects, holding tasks, and its members", async () => {
    const { places, people } = await readDirectory(asana);
    expect(places).toContainEqual(expect.objectContaining({ name: "Clientes 2026", holds: "task" }));
    expect(people).toContain("Lucía Ortega");
  });

  it("ClickUp: the lists, holding tasks, and the workspace's members", async () => {
    const { places, people } = await readDirectory(clickup);
    expect(places).toContainEqual(expect.objectContaining({ name: "Campañas", holds: "task" }));
    expect(people.length).toBeGreaterThan(0);
  });

  it("Instagram: the posts by their text, each holding its comments", async () => {
    const { places } = await readDirectory(instagram);
    expect(places).toHaveLength(8);
    expect(places).toContainEqual(
      expect.objectContaining({ name: expect.stringContaining("evento de clientes"), holds: "comment", kind: "media" }),
    );
  });
});
