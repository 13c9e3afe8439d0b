import { isMcpAppKey } from "@shifu/contract/plain/mcp-servers";
import { introSuggestions } from "@shifu/contract/plain/services";
import { useId } from "react";
import { AppLogoMark } from "../../../shared/brand-logos/app-logo-mark";
import { focusRing } from "../../../shared/focus-ring";
import { type CurrentAssistant, selectAssistantLogo } from "../current-assistant";
import { chatTexts } from "./chat-texts";

function readStoredUsername(): string {
  try {
    return localStorage.getItem("username")?.trim() ?? "";
  } catch {
    return "";
  }
}

/** The empty chat's greeting, with example requests to this assistant's app that fill the input when chosen. */
export function IntroCard({
  assistant,
  onChooseSuggestion,
}: {
  assistant: CurrentAssistant;
  onChooseSuggestion: (text: string) => void;
}) {
  const titleId = useId();
  // A connected MCP server's tools are its own: the local engine's way in is naming one, which the chat says itself.
  const suggestions = isMcpAppKey(assistant.type) ? [] : introSuggestions[assistant.type];
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8 dark:bg-slate-900 dark:ring-slate-800"
    >
      <AppLogoMark logo={selectAssistantLogo(assistant)} />
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
          {chatTexts.introGreeting(readStoredUsername())}
        </h3>
        <p className="text-slate-600 dark:text-slate-300">{chatTexts.introAssistant(assistant.title)}</p>
      </div>
      {suggestions.length > 0 && (
        <div className="flex w-full flex-col gap-2">
          <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{chatTexts.introSuggestionsLead}</p>
          <ul className="flex flex-col gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => onChooseSuggestion(suggestion)}
                  className={`w-full rounded-xl border border-slate-200 bg-slate-50 px-4 py-2.5 text-left text-sm text-slate-800 hover:border-brand-500 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:border-brand-500 dark:hover:bg-slate-700 ${focusRing}`}
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-slate-500 dark:text-slate-400">{chatTexts.introInvite}</p>
    </section>
  );
}
