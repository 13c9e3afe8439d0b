import { memo } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { chatTexts } from "./chat-texts";

const SAFE_URL = /^(https?:|mailto:)/i;

/** Keeps only http(s) and mailto addresses; anything else (javascript:, data:, relative paths) becomes empty. */
export function keepSafeUrl(url: string): string {
  const trimmed = url.trim();
  return SAFE_URL.test(trimmed) ? trimmed : "";
}

const components: Components = {
  a: ({ href, children }) =>
    href ? (
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
    ),
  // An image would load as soon as it is shown, so a reply quoting a third-party text could send data to any host
  // without a click. Only its description is shown.
  img: ({ alt }) => (
    <span className="italic text-slate-500 dark:text-slate-400">{chatTexts.imageOmitted(alt ?? "")}</span>
  ),
};

/**
 * An assistant reply as Markdown (GitHub flavour). Replies may quote mail or documents written by anyone, so raw HTML
 * is dropped, images are never fetched and links keep only safe schemes and open apart, without a referrer.
 */
export const SafeMarkdown = memo(function SafeMarkdown({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2 break-words [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-900/5 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em] dark:[&_code]:bg-white/10 [&_h1]:text-lg [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900/5 [&_pre]:p-3 dark:[&_pre]:bg-black/30 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 dark:[&_td]:border-slate-600 [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left dark:[&_th]:border-slate-600 [&_ul]:list-disc [&_ul]:pl-5">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={keepSafeUrl} components={components}>
        {text}
      </Markdown>
    </div>
  );
});
