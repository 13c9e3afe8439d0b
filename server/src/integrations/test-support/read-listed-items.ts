import type { ListedItem, ToolOutput } from "../app-tool";

/** The items of a list answer; any other answer fails the test with its kind. */
export function readListedItems(output: ToolOutput): ListedItem[] {
  if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
  return output.items;
}
