/**
 * The AI SDK, loaded with the first chat turn instead of at start: it is among the heaviest packages the server
 * imports, and the server answers /readyz before it is needed. start-shifu.ts loads it in the background once the
 * server listens, so the first turn rarely waits for it (decision 42).
 */
export function loadAiSdk(): Promise<typeof import("ai")> {
  return import("ai");
}
