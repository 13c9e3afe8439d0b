import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const LONGEST_TEXT = 20_000;

function isWebLink(uri: string): boolean {
  return /^https?:\/\//i.test(uri);
}

/** The decoded size of base64 data, said as people read it ('2,4 KB'). */
function describeSize(base64: string): string {
  const bytes = Math.floor((base64.replace(/=+$/, "").length * 3) / 4);
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB"];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size.toLocaleString("es-ES", { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/**
 * An image or audio clip as a mention with its type and size. Never inline: the chat does not load images (a reply
 * quoting a third party's data must not make the browser fetch anything), and the bytes would flood the model.
 */
function describeMedia(kind: "imagen" | "audio", mimeType: string, data: string): string {
  return `(${kind} ${mimeType}, ${describeSize(data)}: no se muestra en el chat)`;
}

/**
 * An MCP result as text for the chat and the model: text as written, a resource link as a Markdown link (only web
 * links are clickable), an embedded text resource as its text, an image or audio as a mention with its size, and the
 * structured content as JSON when nothing else was said. Bounded, since it all goes into the model's context.
 */
export function renderToolResult(result: CallToolResult): string {
  const parts: string[] = [];
  for (const content of result.content ?? []) {
    if (content.type === "text") parts.push(content.text);
    else if (content.type === "image") parts.push(describeMedia("imagen", content.mimeType, content.data));
    else if (content.type === "audio") parts.push(describeMedia("audio", content.mimeType, content.data));
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
