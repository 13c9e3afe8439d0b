import { readFileSync } from "node:fs";
import path from "node:path";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "./stub-match-media";
import { applyTheme, THEME_STORAGE_KEY, useTheme } from "./theme";

const applyThemeScript = readFileSync(path.resolve(import.meta.dirname, "../../public/apply-theme.js"), "utf8");

/** Runs public/apply-theme.js, as the browser does before the first paint, and answers the scheme it applied. */
function runApplyThemeScript(): string {
  new Function(applyThemeScript)();
  const isDark = document.documentElement.classList.contains("dark");
  expect(document.documentElement.style.colorScheme).toBe(isDark ? "dark" : "light");
  return isDark ? "dark" : "light";
}

describe("theme", () => {
  beforeEach(() => {
    localStorage.clear();
    applyTheme("light");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("follows the system's preference on a first visit", () => {
    stubMatchMedia((query) => query === "(prefers-color-scheme: dark)");
    expect(runApplyThemeScript()).toBe("dark");
    stubMatchMedia(() => false);
    expect(runApplyThemeScript()).toBe("light");
  });

  it("prefers the remembered choice over the system's", () => {
    stubMatchMedia((query) => query === "(prefers-color-scheme: dark)");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    expect(runApplyThemeScript()).toBe("light");
    stubMatchMedia(() => false);
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    expect(runApplyThemeScript()).toBe("dark");
  });

  it("ignores a stored value that is not a theme", () => {
    stubMatchMedia(() => false);
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    expect(runApplyThemeScript()).toBe("light");
  });

  it("still applies the system's scheme when storage cannot be read", () => {
    stubMatchMedia((query) => query === "(prefers-color-scheme: dark)");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(runApplyThemeScript()).toBe("dark");
    vi.restoreAllMocks();
  });

  it("applies a theme as the dark class and the colour scheme of <html>", () => {
    applyTheme("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe("dark");
    applyTheme("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("toggles, applies and remembers the choice", () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe("light");
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    act(() => result.current.toggleTheme());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("starts from the scheme public/apply-theme.js applied before the first render", () => {
    applyTheme("dark");
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe("dark");
  });
});
