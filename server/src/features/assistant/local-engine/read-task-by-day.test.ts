import { describe, expect, it } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { advanceRequest } from "./advance-request";
import { parseSpanishRequest } from "./parse-spanish-request";
import { planRequest } from "./plan-request";
import { readTaskByDay } from "./read-task-by-day";
import { offerTools, TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

function parse(text: string) {
  return parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
}

const clickup = {
  assistant: "clickup",
  connectedApps: ["clickup"],
  tools: offerTools("clickup", ["clickup"]),
  now: () => TEST_NOW,
  timeZone: TEST_ZONE,
} as const;

/** What the engine does once the listing it planned brought `items` back. */
function settle(text: string, items: ListedItem[]) {
  const plan = planRequest(parse(text), clickup);
  const call = plan.kind === "call" ? plan.find?.calls[0] : undefined;
  const result = {
    status: "ok" as const,
    notice: "",
    output: { kind: "list" as const, object: "task" as const, items },
  };
  const steps = call
    ? [{ stage: "f0", toolCallId: "r0-f0-0", toolName: call.tool.name, input: call.args, result }]
    : [];
  return { plan, call, progress: advanceRequest(plan, steps, false, { now: TEST_NOW, timeZone: TEST_ZONE }) };
}

const dueToday = (id: string, title: string): ListedItem => ({ id, title, due: "2026-11-23T16:00:00.000Z" });

describe("a task pointed at by its due day alone", () => {
  it("is looked for among the tasks due the whole of that day, even said as 'hoy' before they fall due", () => {
    const byDay = readTaskByDay(parse("marca como hecha la de hoy"));
    expect(byDay?.request.dateRange).toEqual({ from: "2026-11-23T00:00:00+01:00", to: "2026-11-23T23:59:59+01:00" });
    expect(readTaskByDay(parse("marca como hecha la del seguro"))).toBeUndefined();
    expect(readTaskByDay(parse("pasa la de hoy al jueves"))).toBeUndefined();
  });

  it("is ticked off when it is the only one due that day", () => {
    const { call, progress } = settle("marca como hecha la de ayer", [dueToday("1", "Renovar el seguro")]);
    expect(call?.args).toMatchObject({ dueFrom: "2026-11-22T00:00:00+01:00" });
    expect(progress).toMatchObject({ kind: "call", call: { tool: { name: "clickup_complete_task" } } });
  });

  it("is asked about when several are due that day", () => {
    const { progress } = settle("marca como hecha la de hoy", [
      dueToday("1", "Preparar la demo"),
      dueToday("2", "Cerrar el pedido"),
    ]);
    expect(progress).toMatchObject({ kind: "done", outcome: { kind: "choose" } });
  });
});
