type MaskTree = Map<string, MaskTree | null>;

/** Parses Google's partial-response syntax: `nextPageToken,files(id,name,owners(displayName))`. */
function parseMask(mask: string): MaskTree {
  const root: MaskTree = new Map();
  const stack: MaskTree[] = [root];
  let name = "";
  const flush = () => {
    const field = name.trim();
    const current = stack.at(-1);
    if (field && current && !current.has(field)) current.set(field, null);
    name = "";
  };
  for (const char of mask) {
    if (char === "(") {
      const field = name.trim();
      const child: MaskTree = new Map();
      stack.at(-1)?.set(field, child);
      stack.push(child);
      name = "";
    } else if (char === ")") {
      flush();
      stack.pop();
    } else if (char === ",") {
      flush();
    } else {
      name += char;
    }
  }
  flush();
  return root;
}

function applyTree(value: unknown, tree: MaskTree | null): unknown {
  if (tree === null || tree.has("*")) return value;
  if (Array.isArray(value)) return value.map((entry) => applyTree(entry, tree));
  if (typeof value !== "object" || value === null) return value;
  const source = value as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const [key, child] of tree) {
    const [head, ...rest] = key.split("/");
    if (!head || !(head in source)) continue;
    // `files/name` is the same as `files(name)`.
    const nested: MaskTree | null = rest.length > 0 ? new Map([[rest.join("/"), child]]) : child;
    picked[head] = applyTree(source[head], nested);
  }
  return picked;
}

/** What Google answers for `?fields=`: only the fields named, nested selections included; `*` keeps everything. */
export function applyFieldMask(value: unknown, mask: string): unknown {
  return applyTree(value, parseMask(mask));
}
