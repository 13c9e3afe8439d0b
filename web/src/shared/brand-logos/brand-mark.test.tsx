import { serviceCatalogue } from "@shifu/contract/plain/services";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppLogoMark } from "./app-logo-mark";
import { brandLogos } from "./brand-logos";
import { BrandMark } from "./brand-mark";
import { selectLogo } from "./select-logo";

/** The marks' chunk is imported on first use, which takes a while on a busy machine. */
const markTimeout = { timeout: 10_000 };

async function findMark(container: HTMLElement) {
  return waitFor(() => {
    const svg = container.querySelector("svg");
    if (!svg) throw new Error("no mark yet");
    return svg;
  }, markTimeout);
}

describe("brand marks", () => {
  it.each(serviceCatalogue)(
    "draws $name's real mark, not a letter",
    async (service) => {
      const { container } = render(<AppLogoMark logo={selectLogo(service.icon)} />);
      const svg = await findMark(container);
      expect(svg.querySelectorAll("path").length).toBeGreaterThan(0);
      expect(svg.querySelector("text")).toBeNull();
      expect(container.textContent).toBe("");
    },
    15_000,
  );

  it("names the tile by its brand unless a visible name sits beside it, and hides the mark itself", async () => {
    const { container, rerender } = render(<BrandMark logo={brandLogos.slack} />);
    expect(screen.getByRole("img", { name: "Slack" })).toBeTruthy();
    expect((await findMark(container)).getAttribute("aria-hidden")).toBe("true");
    rerender(<BrandMark logo={brandLogos.slack} decorative />);
    expect(screen.queryByRole("img")).toBeNull();
  }, 15_000);
});
