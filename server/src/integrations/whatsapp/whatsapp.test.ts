import { demoAccounts } from "@shifu/sandbox";
import { describe, expect, it } from "vitest";
import { createProviderApi, ProviderUnauthorizedError } from "../provider-api";
import { useSandbox } from "../test-support/use-sandbox";
import { whatsapp } from ".";

const sandbox = useSandbox();

describe("WhatsApp", () => {
  it("connects by a pasted token, not by OAuth", () => {
    expect(whatsapp.oauth).toBeNull();
  });

  it("checks a pasted system user token against Graph's /me and names the account", async () => {
    const api = createProviderApi(sandbox.modes.whatsapp.resolveUrl, demoAccounts.whatsapp.systemUserToken);
    await expect(whatsapp.fetchAccount(api, { accessToken: demoAccounts.whatsapp.systemUserToken })).resolves.toBe(
      demoAccounts.whatsapp.displayName,
    );
  });

  it("refuses a bad token as unauthorized", async () => {
    const api = createProviderApi(sandbox.modes.whatsapp.resolveUrl, "not-a-system-user-token");
    await expect(whatsapp.fetchAccount(api, { accessToken: "not-a-system-user-token" })).rejects.toBeInstanceOf(
      ProviderUnauthorizedError,
    );
  });
});
