import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const LONGEST_TEXT = 20_000;

function isWebLink(uri: string): boolean {
  return /^https?:\/\//i.test(uri);
}

/**
 * An MCP result as text for the chat and the model: text as written, a resource link as a Markdown link (only web
 * links are clickable), an embedded text resource as its text, an image or audio as a short mention, and the
 * structured content as JSON when nothing else was said. Bounded, since it all goes into the model's context.
 */
export function renderToolResult(result: CallToolResult): string {
  const parts: string[] = [];
  for (const content of result.content ?? []) {
    if (content.type === "text") parts.push(content.text);
    else if (content.type === "image") parts.push(`(imagen ${content.mimeType})`);
    else if (content.type === "audio") parts.push(`(audio ${content.mimeType})`);
    else if (content.type === "resource_link") {
      const label = content.title ?? content.name;
      parts.push(isWebLink(content.uri) ? `[${label}](${content.uri})` : `${label} (${content.uri})`);
    } else if (content.type === "resource") {
      const resource = content.resource;
      parts.push("text" in resource && typeof resource.text === "string" ? resource.text : `(archivo ${resource.uri})`);
    }
  }
  if (parts.length === 0 && result.structuredContent) parts.push(JSON.stringify(result.structuredContent));
  const text = parts.join("\n\n").trim();
  return text.length > LONGEST_TEXT ? `${text.slice(0, LONGEST_TEXT)}…` : text;
}
