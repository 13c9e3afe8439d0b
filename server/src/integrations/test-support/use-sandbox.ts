import { type RunningSandbox, startSandbox } from "@shifu/sandbox";
import { afterAll, beforeAll } from "vitest";
import { TEST_STRIPE_WEBHOOK_SECRET } from "../../test/test-app";
import { type ProviderModes, resolveProviderModes } from "../provider-modes";

export type TestSandbox = { readonly url: string; readonly modes: ProviderModes };

/**
 * Starts the provider sandbox for one test file, on a free port, with every family in demo mode pointed at it.
 * Each file gets its own sandbox, so codes and tokens never leak between files running in parallel.
 */
export function useSandbox(): TestSandbox {
  let running: RunningSandbox | undefined;
  let modes: ProviderModes | undefined;
  beforeAll(async () => {
    running = await startSandbox({ port: 0, stripeWebhookSecret: TEST_STRIPE_WEBHOOK_SECRET });
    modes = resolveProviderModes({ providerCredentials: {} }, running.url);
  });
  afterAll(() => running?.close());
  const requireStarted = () => {
    if (!running || !modes) throw new Error("useSandbox: the sandbox starts in beforeAll, read it inside a test");
    return { url: running.url, modes };
  };
  return {
    get url() {
      return requireStarted().url;
    },
    get modes() {
      return requireStarted().modes;
    },
  };
}
