import { describe, expect, it } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { describeTarget } from "./describe-target";
import { parseSpanishRequest } from "./parse-spanish-request";
import { planRequest } from "./plan-request";
import { chooseTarget, rankCandidates } from "./rank-candidates";
import { describeWithUnservedKind } from "./read-unserved-kind-as-words";
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

describe("a kind of thing the chat's app does not keep", () => {
  it("stays a word of the title: 'el vídeo' in ClickUp describes a task", () => {
    const parsed = parse("quien se encarga del video del producto nuevo");
    expect(parsed.objects).toEqual(["media"]);
    const described = describeWithUnservedKind(parsed, clickup.tools);
    expect(described.objects).toEqual([]);
    expect(described.request.keywords?.split(" ")).toEqual(expect.arrayContaining(["video", "producto"]));
  });

  it("is left alone where the app keeps it", () => {
    const parsed = parse("quien se encarga del video del producto nuevo");
    expect(describeWithUnservedKind(parsed, offerTools("instagram", ["instagram"]))).toBe(parsed);
  });

  it("looks for the task with the kind's word among the words to find", () => {
    const plan = planRequest(parse("quien se encarga del video"), clickup);
    expect(plan.kind === "call" && plan.tool.name).toBe("clickup_read_task");
    expect(plan.kind === "call" && plan.find?.description.alternatives).toEqual([["video"]]);
  });
});

describe("'nuevo', dropped as a word to find, still tells two fits apart", () => {
  const tasks: ListedItem[] = [
    { id: "1", title: "Publicar el vídeo del producto estrella" },
    { id: "2", title: "Grabar el vídeo del nuevo producto" },
  ];

  it("picks the title that holds it, in any gender or number", () => {
    for (const text of ["el video del producto nuevo", "los videos de los productos nuevos"]) {
      const description = describeTarget({ text, keywords: "video producto" });
      expect(chooseTarget(rankCandidates(tasks, description))).toEqual({ kind: "one", item: tasks[1] });
    }
  });

  it("leaves a tie when the request does not say it", () => {
    const description = describeTarget({ text: "el video del producto", keywords: "video producto" });
    expect(chooseTarget(rankCandidates(tasks, description)).kind).toBe("several");
  });
});
