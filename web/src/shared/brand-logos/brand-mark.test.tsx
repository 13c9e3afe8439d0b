import { serviceCatalogue } from "@shifu/contract";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppLogoMark } from "./app-logo-mark";
import { brandLogos } from "./brand-logos";
import { BrandMark } from "./brand-mark";
import { selectLogo } from "./select-logo";

/** No installed icon set has Outlook's mark; decision 11 says which package would bring it. */
const awaitingMark = new Set(["Outlook"]);

describe("brand marks", () => {
  it.each(serviceCatalogue.filter((service) => !awaitingMark.has(service.name)))(
    "draws $name's real mark, not a letter",
    (service) => {
      const { container } = render(<AppLogoMark logo={selectLogo(service.icon)} />);
      const svg = container.querySelector("svg");
      expect(svg).not.toBeNull();
      expect(svg?.querySelectorAll("path").length).toBeGreaterThan(0);
      expect(svg?.querySelector("text")).toBeNull();
      expect(container.textContent).toBe("");
    },
  );

  it("names a mark by its brand unless a visible name sits beside it", () => {
    const { getByRole, container, rerender } = render(<BrandMark logo={brandLogos.slack} />);
    expect(getByRole("img", { name: "Slack" })).toBeTruthy();
    rerender(<BrandMark logo={brandLogos.slack} decorative />);
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
