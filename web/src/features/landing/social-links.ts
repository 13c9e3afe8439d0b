import type { SimpleIcon } from "simple-icons";
import { siFacebook, siInstagram, siX, siYoutube } from "simple-icons";

/** Shifu's social profiles; see docs/decisions/0004-landing-page.md for how the addresses were chosen. */
export const socialLinks: readonly { name: string; href: string; icon: SimpleIcon }[] = [
  { name: "Instagram", href: "https://www.instagram.com/shifu.ai", icon: siInstagram },
  { name: "Facebook", href: "https://www.facebook.com/shifu.ai", icon: siFacebook },
  { name: "YouTube", href: "https://www.youtube.com/@shifu_ai", icon: siYoutube },
  { name: "X", href: "https://x.com/shifu_ai", icon: siX },
];
