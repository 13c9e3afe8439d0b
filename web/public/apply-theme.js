// Sets the colour scheme before the first paint: the remembered choice (the spec's `theme` key), or on a first visit
// what the system prefers. A classic script in <head>, because pages the server sends already drawn would otherwise
// paint in the light scheme and then switch; the CSP forbids inline scripts. src/shared/theme.ts toggles it later.
(() => {
  let theme = null;
  try {
    const stored = localStorage.getItem("theme");
    if (stored === "dark" || stored === "light") theme = stored;
  } catch {
    // Disabled storage (some private windows) only loses the memory of the choice.
  }
  if (!theme) theme = window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.style.colorScheme = theme;
})();
