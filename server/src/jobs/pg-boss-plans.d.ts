// pg-boss ships no types for its SQL plans; answer-unawaited-commands.ts names the two it reads.
declare module "pg-boss/src/plans.js" {
  const plans: import("./answer-unawaited-commands").JobCompletionPlans;
  export default plans;
}
