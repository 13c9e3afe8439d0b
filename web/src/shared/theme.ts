import { useState } from "react";

export type Theme = "dark" | "light";

/** The spec's storage key for the remembered colour scheme. */
export const THEME_STORAGE_KEY = "theme";

/** Tailwind's `dark:` variant follows the `dark` class on <html>; `color-scheme` makes scrollbars and inputs follow too. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

function saveTheme(theme: Theme, storage: Storage): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, theme);
  } catch (error) {
    console.warn("No se pudo guardar el tema en el navegador", error);
  }
}

/**
 * The current scheme, as public/apply-theme.js applied it before the first paint, and a toggle that applies and
 * remembers the user's choice.
 */
export function useTheme(storage: Storage = localStorage) {
  const [theme, setTheme] = useState<Theme>(() =>
    document.documentElement.classList.contains("dark") ? "dark" : "light",
  );
  function toggleTheme() {
    const next: Theme = theme === "dark" ? "light" : "dark";
    applyTheme(next);
    saveTheme(next, storage);
    setTheme(next);
  }
  return { theme, toggleTheme };
}
