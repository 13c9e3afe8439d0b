import { describe, expect, it } from "vitest";
import { truncateServiceName } from "./truncate-service-name";

describe("truncateServiceName", () => {
  it("keeps names of up to 8 characters", () => {
    expect(truncateServiceName("Gmail")).toBe("Gmail");
    expect(truncateServiceName("OneDrive")).toBe("OneDrive");
  });

  it("cuts longer ones at 8 characters, without a space before the ellipsis", () => {
    expect(truncateServiceName("Instagram")).toBe("Instagra…");
    expect(truncateServiceName("Google Sheets")).toBe("Google S…");
    expect(truncateServiceName("LinkedIn Sales")).toBe("LinkedIn…");
    expect(truncateServiceName("Abcdefg hij")).toBe("Abcdefg…");
  });

  it("counts an emoji as one character", () => {
    expect(truncateServiceName("😀".repeat(9))).toBe(`${"😀".repeat(8)}…`);
  });
});
