import { BrandMark, type MarkSize } from "./brand-mark";
import type { AppLogo } from "./select-logo";

/** An assistant's or integration's logo: a brand tile, or Shifu's own mark. Always beside a visible name. */
export function AppLogoMark({ logo, size = "md" }: { logo: AppLogo; size?: MarkSize }) {
  if ("initial" in logo) {
    return (
      <span
        aria-hidden="true"
        className={`flex shrink-0 items-center justify-center bg-slate-700 font-bold text-white shadow-sm dark:bg-slate-600 ${size === "sm" ? "size-8 rounded-lg text-sm" : "size-10 rounded-xl text-lg"}`}
      >
        {logo.initial}
      </span>
    );
  }
  if ("src" in logo) {
    return (
      <img
        src={logo.src}
        alt=""
        className={`shrink-0 ${size === "sm" ? "size-8 rounded-lg" : "size-10 rounded-xl"} shadow-sm`}
      />
    );
  }
  return <BrandMark logo={logo} size={size} decorative />;
}
