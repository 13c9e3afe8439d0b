import { introSuggestions, serviceCatalogue } from "@shifu/contract/plain/services";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { IntroCard } from "./intro-card";

function renderCard(type: (typeof serviceCatalogue)[number]["key"], title: string) {
  const onChooseSuggestion = vi.fn();
  render(<IntroCard assistant={{ type, title, icon: title.toLowerCase() }} onChooseSuggestion={onChooseSuggestion} />);
  return { onChooseSuggestion, card: screen.getByRole("region") };
}

const gmailSuggestions = introSuggestions.gmail;

describe("IntroCard", () => {
  it.each(serviceCatalogue.filter((service) => !service.comingSoon && service.key !== "gmail"))(
    "suggests $name requests in $name's chat, not Gmail ones",
    async (service) => {
      const { onChooseSuggestion, card } = renderCard(service.key, service.name);
      const buttons = within(card).getAllByRole("button");
      expect(buttons.map((button) => button.textContent)).toEqual(introSuggestions[service.key]);
      for (const suggestion of gmailSuggestions) expect(within(card).queryByText(suggestion)).toBeNull();
      await userEvent.click(buttons[0] as HTMLElement);
      expect(onChooseSuggestion).toHaveBeenCalledExactlyOnceWith(introSuggestions[service.key][0]);
    },
  );

  it("offers no suggestions for an app it cannot act on yet", () => {
    const { card } = renderCard("jira", "Jira");
    expect(within(card).queryAllByRole("button")).toHaveLength(0);
    expect(within(card).queryByText("Puedes pedirme cosas como:")).toBeNull();
  });
});
