import plans from "pg-boss/src/plans.js";
import { describe, expect, it, vi } from "vitest";
import { answerUnawaitedCommands } from "./answer-unawaited-commands";

describe("answerUnawaitedCommands", () => {
  const lost = new Error("Connection terminated unexpectedly");
  const failing = vi.fn(async () => {
    throw lost;
  });

  it("answers pg-boss's completion and failure of jobs as 'none changed' when the database is gone, and reports it", async () => {
    const onError = vi.fn();
    const executeSql = answerUnawaitedCommands(failing, { plans, schema: "pgboss", onError });
    for (const text of [plans.completeJobs("pgboss"), plans.failJobsById("pgboss")]) {
      await expect(executeSql(text, ["cola", ["id"], null])).resolves.toEqual({ rows: [{ count: "0" }] });
    }
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(lost);
  });

  it("lets every other command fail, and passes answers through", async () => {
    const onError = vi.fn();
    await expect(answerUnawaitedCommands(failing, { plans, schema: "pgboss", onError })("select 1")).rejects.toBe(lost);
    const answered = answerUnawaitedCommands(async () => ({ rows: [{ count: "1" }] }), {
      plans,
      schema: "pgboss",
      onError,
    });
    await expect(answered(plans.completeJobs("pgboss"))).resolves.toEqual({ rows: [{ count: "1" }] });
    expect(onError).not.toHaveBeenCalled();
  });
});
