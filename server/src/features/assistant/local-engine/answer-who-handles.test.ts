import { describe, expect, test } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { answerWhoHandles } from "./answer-who-handles";

const options = { now: new Date("2026-11-23T10:30:00Z"), timeZone: "Europe/Madrid" };
const items: ListedItem[] = [
  { id: "1", title: "Encargar los folletos para la feria", details: ["Responsable: Patricia Gil"] },
  { id: "2", title: "Reservar el stand en la Feria de Valencia", details: ["Responsable: Ana García"] },
];

describe("'¿quién lleva…?' asked of tasks or items", () => {
  test("names who has the one the words describe", () => {
    const answer = answerWhoHandles(items, "oye quien se encarga de los folletos de la feria?", options);
    expect(answer?.startsWith("**Encargar los folletos para la feria** lo lleva **Patricia Gil**.")).toBe(true);
  });

  test("says nothing when two fit alike or the question is another", () => {
    expect(answerWhoHandles(items, "¿quién lleva lo de la feria?", options)).toBeUndefined();
    expect(answerWhoHandles(items, "¿qué hay en la feria?", options)).toBeUndefined();
  });
});
