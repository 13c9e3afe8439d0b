import { DEFAULT_ACCOUNT } from "../oauth/token-store";
import type { SandboxState } from "../sandbox-state";

/**
 * The live demo: every `everySeconds` one family with live items gets its next one (a mail, then a Slack mention,
 * then a task, …), so a person trying Shifu sees notifications arrive. Returns the function that stops it.
 */
export function startLiveItems(state: SandboxState, everySeconds: number): () => void {
  const sources = state.families.flatMap((family) =>
    family.addItem ? (family.liveItems ?? []).map((body) => ({ family, body })) : [],
  );
  if (sources.length === 0) return () => {};
  let next = 0;
  const timer = setInterval(() => {
    const source = sources[next % sources.length];
    next += 1;
    if (!source) return;
    const { family, body } = source;
    // Every account of the family gets it, as everyone trying the demo should see notifications arrive.
    const accounts = state.listAccounts(family);
    for (const account of accounts.length > 0 ? accounts : [DEFAULT_ACCOUNT]) {
      family.addItem?.(state.readData(family, account), body, state.tokens.now());
    }
  }, everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
