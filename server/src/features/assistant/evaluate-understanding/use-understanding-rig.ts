import { afterAll, beforeAll } from "vitest";
import { useSandbox } from "../../../integrations/test-support/use-sandbox";
import { startUnderstandingRig, type UnderstandingRig } from "./start-understanding-rig";

/**
 * The understanding rig for one test file (a user with every connectable app connected, over a sandbox of the file's
 * own), started before its tests and closed after them.
 */
export function useUnderstandingRig(): Pick<UnderstandingRig, "send"> {
  const sandbox = useSandbox();
  let rig: UnderstandingRig | undefined;
  // Signing up and connecting every app through the sandbox's consent pages took over 30 s on a loaded machine.
  beforeAll(async () => {
    rig = await startUnderstandingRig(sandbox.url);
  }, 60_000);
  afterAll(() => rig?.close());
  return {
    send(app, message) {
      if (!rig) throw new Error("useUnderstandingRig: the rig starts in beforeAll, send inside a test");
      return rig.send(app, message);
    },
  };
}
