import { serviceCatalogue } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import { findIntegration, integrationRegistry } from "./registry";

describe("integration registry", () => {
  it("has one definition per catalogue service, in the catalogue's order", () => {
    expect(integrationRegistry.map((integration) => integration.key)).toEqual(serviceCatalogue.map((s) => s.key));
  });

  it("gives every OAuth service https endpoints and WhatsApp a pasted token", () => {
    for (const integration of integrationRegistry) {
      if (integration.key === "whatsapp") {
        expect(integration.oauth).toBeNull();
        continue;
      }
      expect(integration.oauth?.authorizeUrl, integration.key).toMatch(/^https:\/\//);
      expect(integration.oauth?.tokenUrl, integration.key).toMatch(/^https:\/\//);
    }
    expect(findIntegration("nope")).toBeUndefined();
  });

  it("keeps the providers' quirks", () => {
    expect(findIntegration("gmail")?.oauth?.extraAuthorizeParams).toMatchObject({
      access_type: "offline",
      prompt: "consent",
    });
    expect(findIntegration("outlook")?.oauth?.scopes).toContain("offline_access");
    expect(findIntegration("dropbox")?.oauth?.extraAuthorizeParams).toMatchObject({ token_access_type: "offline" });
    expect(findIntegration("slack")?.oauth?.scopeParam).toBe("user_scope");
    expect(findIntegration("notion")?.oauth?.tokenRequest).toMatchObject({ format: "json", clientAuth: "basic" });
    expect(findIntegration("jira")?.oauth?.extraAuthorizeParams).toMatchObject({ audience: "api.atlassian.com" });
  });
});
