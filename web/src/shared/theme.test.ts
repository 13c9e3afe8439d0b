import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "./stub-match-media";
import { applyTheme, readPreferredTheme, THEME_STORAGE_KEY, useTheme } from "./theme";

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
    expect(readPreferredTheme()).toBe("dark");
    stubMatchMedia(() => false);
    expect(readPreferredTheme()).toBe("light");
  });

  it("prefers the remembered choice over the system's", () => {
    stubMatchMedia((query) => query === "(prefers-color-scheme: dark)");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    expect(readPreferredTheme()).toBe("light");
  });

  it("ignores a stored value that is not a theme", () => {
    stubMatchMedia(() => false);
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    expect(readPreferredTheme()).toBe("light");
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

  it("starts from the scheme main.tsx applied before the first render", () => {
    applyTheme("dark");
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe("dark");
  });
});
