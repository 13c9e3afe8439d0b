import Markdown, { type MarkdownToJSX, RuleType } from "markdown-to-jsx/react";
import { type ComponentProps, memo } from "react";
import { chatTexts } from "./chat-texts";

const SAFE_URL = /^(https?:|mailto:)/i;

/** Keeps only http(s) and mailto addresses; anything else (javascript:, data:, relative paths) becomes empty. */
export function keepSafeUrl(url: string): string {
  const trimmed = url.trim();
  return SAFE_URL.test(trimmed) ? trimmed : "";
}

function SafeLink({ href, children }: ComponentProps<"a">) {
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
    >
      {children}
    </a>
  ) : (
    <span>{children}</span>
  );
}

// An image would load as soon as it is shown, so a reply quoting a third-party text could send data to any host
// without a click. Only its description is shown.
function ImageDescription({ alt }: ComponentProps<"img">) {
  return <span className="italic text-slate-500 dark:text-slate-400">{chatTexts.imageOmitted(alt ?? "")}</span>;
}

const RAW_HTML_RULES = new Set<RuleType>([RuleType.htmlBlock, RuleType.htmlSelfClosing, RuleType.htmlComment]);

const markdownOptions: MarkdownToJSX.Options = {
  forceBlock: true,
  wrapper: null,
  disableFrontmatter: true,
  overrides: { a: SafeLink, img: ImageDescription },
  sanitizer: (value) => keepSafeUrl(value) || null,
  renderRule: (next, node, renderChildren, state) => {
    // Raw HTML is dropped, tags and attributes alike; the text inside a tag stays, as any other text.
    if (RAW_HTML_RULES.has(node.type)) {
      return "children" in node && Array.isArray(node.children) ? renderChildren(node.children, state) : null;
    }
    // Without the anchor id the library derives from the text: two replies with the same heading would share an id.
    if (node.type === RuleType.heading) {
      const Heading = `h${node.level}` as const;
      return <Heading key={state.key}>{renderChildren(node.children, state)}</Heading>;
    }
    return next();
  },
};

/**
 * An assistant reply as Markdown (GitHub flavour). Replies may quote mail or documents written by anyone, so raw HTML
 * is dropped, images are never fetched and links keep only safe schemes and open apart, without a referrer.
 */
export const SafeMarkdown = memo(function SafeMarkdown({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2 break-words [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-900/5 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em] dark:[&_code]:bg-white/10 [&_h1]:text-lg [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900/5 [&_pre]:p-3 dark:[&_pre]:bg-black/30 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 dark:[&_td]:border-slate-600 [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left dark:[&_th]:border-slate-600 [&_ul]:list-disc [&_ul]:pl-5">
      <Markdown options={markdownOptions}>{text}</Markdown>
    </div>
  );
});
