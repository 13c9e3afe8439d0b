import { describe, expect, it } from "vitest";
import { chooseTool } from "./choose-tool";
import { parseSpanishRequest } from "./parse-spanish-request";
import { offerTools, TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

function chooseFor(app: "notion" | "gmail", text: string) {
  const parsed = parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
  return chooseTool(parsed, offerTools(app, [app]), [app], true)?.name;
}

describe("the tool that serves a request", () => {
  it.each([
    "borra la página de ideas para el blog",
    "manda a la papelera la página de ideas del blog",
    "archiva la página de ideas para el blog",
  ])("serves «%s» in Notion with its archive, which is Notion's bin", (text) => {
    expect(chooseFor("notion", text)).toBe("notion_archive_page");
  });

  it("keeps trash and archive apart where the app has both", () => {
    expect(chooseFor("gmail", "borra el correo de LinkedIn")).toBe("gmail_trash_message");
    expect(chooseFor("gmail", "archiva el correo de LinkedIn")).toBe("gmail_archive_message");
  });
});
