import { describe, expect, it } from "vitest";
import { clickupMoveTask } from "../../../integrations/clickup/tools/move-task";
import { parseSpanishRequest } from "./parse-spanish-request";
import { readMoveDestination } from "./read-move-destination";
import { TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

function readDestination(text: string) {
  return readMoveDestination(clickupMoveTask, parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE }))
    ?.request;
}

describe("where a task is moved to", () => {
  it("takes a list named after a kind of thing ('a tareas generales'), and leaves its words out of the task's", () => {
    expect(readDestination("mové lo de las reseñas de google a tareas generales")).toMatchObject({
      project: "tareas generales",
      keywords: "reseñas de google",
    });
  });

  it("takes the words read as a person's name as the list", () => {
    expect(readDestination("mueve la del inventario a campañas")).toMatchObject({ project: "campañas" });
  });

  it("leaves a list already read alone", () => {
    expect(readDestination("pasa la tarea del boletin a la lista de tareas generales")).toBeUndefined();
  });
});
