type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** pg-boss's own SQL for marking jobs completed and failed by id (`pg-boss/src/plans.js`). */
export type JobCompletionPlans = {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};

/**
 * pg-boss 10 marks a worker's jobs completed or failed without awaiting the command (Manager.work), so when the
 * database is unreachable at that moment the rejection is unhandled, and close-with-grace stops the whole server over
 * it. Those two commands, when they fail, answer 'no job changed' instead and the error is reported: the job stays
 * active until it expires, and pg-boss then retries it. Every other command fails as it did.
 */
export function answerUnawaitedCommands(
  executeSql: ExecuteSql,
  { plans, schema, onError }: { plans: JobCompletionPlans; schema: string; onError: (error: Error) => void },
): ExecuteSql {
  const unawaited = new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
  return async (text, values) => {
    if (!unawaited.has(text)) return executeSql(text, values);
    try {
      return await executeSql(text, values);
    } catch (error) {
      onError(error as Error);
      return { rows: [{ count: "0" }] };
    }
  };
}
