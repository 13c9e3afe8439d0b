import DOMPurify from "dompurify";
import { chatTexts } from "../chat/messages/chat-texts";

/** Only images carried inside the message itself may show; anything else would be fetched from outside. */
const INLINE_IMAGE = /^data:image\//i;

/** Media and styles can load from outside too (a poster, a <source>, a url() in CSS), so none of them is kept. */
const FORBIDDEN_TAGS = ["style", "link", "video", "audio", "source", "track", "picture", "form", "input", "button"];
const FORBIDDEN_ATTRIBUTES = ["style", "srcset", "background", "poster"];

/** Its own instance, so the hooks below do not change DOMPurify for anyone else on the page. */
const purifier = DOMPurify(window);

purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "IMG" && !INLINE_IMAGE.test(node.getAttribute("src") ?? "")) {
    // A remote image would tell its sender the message was opened: its alt text stands in for it, as in the chat.
    node.replaceWith(node.ownerDocument.createTextNode(chatTexts.imageOmitted(node.getAttribute("alt") ?? "")));
    return;
  }
  if (node.tagName === "A" && node.hasAttribute("href")) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer");
  }
});

/** Whether a body is HTML rather than plain text, which keeps its own line breaks. */
export function isHtmlBody(body: string): boolean {
  return /<[a-z][^>]*>/i.test(body);
}

/** A provider's HTML body, safe to insert: no scripts, no event handlers, nothing that loads from outside. */
export function sanitizeNotificationBody(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  });
}
