import { describe, expect, it } from "vitest";
import { listsFolderContents } from "./lists-folder-contents";
import { collectTestTools } from "./test-support/ask-local-engine";

describe("the tools that list what a folder holds", () => {
  it("are those that need the folder, not the listings that take any request", () => {
    const names = collectTestTools()
      .filter(listsFolderContents)
      .map((tool) => tool.name);
    expect(names).toEqual(["onedrive_list_folder"]);
  });
});
