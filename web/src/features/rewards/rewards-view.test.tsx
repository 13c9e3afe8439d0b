import type { Reward } from "@shifu/contract/rewards";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../shared/stub-match-media";
import {
  errorReply,
  type FetchReply,
  readSentBody,
  renderRoute,
  signedInUser,
  stubFetch,
} from "../../shared/test-helpers";
import { RewardsView } from "./rewards-view";

// jsdom has no layout or ResizeObserver, so the carousel engine is left out; its options are checked on their own.
const emblaCalls = vi.hoisted(() => [] as unknown[][]);
vi.mock("embla-carousel-react", () => ({
  default: (...args: unknown[]) => {
    emblaCalls.push(args);
    return [() => undefined, undefined];
  },
}));

const referralReward: Reward = {
  _id: "r-1",
  type: "referral",
  name: "Premium de bienvenida",
  description: "Una semana de Premium",
  reward_type: "premium_days",
  reward_value: 7,
  required_referrals: 3,
  streak_days: null,
  max_redemptions_per_user: 1,
  redeemed_count: 0,
  last_redeemed_at: null,
  can_redeem: true,
};

const streakReward: Reward = {
  ...referralReward,
  _id: "s-1",
  type: "streak",
  name: "Descuento constante",
  description: "Un descuento por tu constancia",
  reward_type: "discount",
  reward_value: 20,
  required_referrals: null,
  streak_days: 7,
  can_redeem: false,
};

const user = { ...signedInUser, login_streak: 2, count_referrals: 3, points: 150 };

type Routes = Partial<Record<string, FetchReply>>;

function stubServer(routes: Routes = {}) {
  const replies: Routes = {
    "GET /get_user": { status: 200, body: user },
    "GET /rewards": { status: 200, body: { rewards: [referralReward] } },
    "GET /rewards-streak": { status: 200, body: { rewards: [streakReward] } },
    ...routes,
  };
  return stubFetch((path, init) => replies[`${init.method} ${path}`] ?? { status: 404 });
}

function renderView() {
  renderRoute(<RewardsView userId="u-1" today={new Date(2026, 10, 23, 12)} />);
}

beforeEach(() => {
  stubMatchMedia(() => false);
  emblaCalls.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("RewardsView", () => {
  it("shows the loading text while the lists are on their way", () => {
    stubFetch(() => new Promise<never>(() => undefined) as never);
    renderView();
    expect(screen.getAllByText("Cargando recompensas...")).toHaveLength(2);
  });

  it("shows the streak, referrals and points from the server, and the four day tiles", async () => {
    stubServer();
    renderView();
    await screen.findByText("150");
    expect(screen.getByText("Racha de días").parentElement?.textContent).toContain("2");
    expect(screen.getByText("Referidos").parentElement?.textContent).toContain("3");
    expect(screen.getByText("Puntos").parentElement?.textContent).toContain("150");
    const tiles = within(screen.getByRole("list", { name: "Tu racha" })).getAllByRole("listitem");
    expect(tiles.map((tile) => tile.firstChild?.textContent)).toEqual(["21 Nov", "22 Nov", "23 Nov", "24 Nov"]);
    expect(tiles[2]?.getAttribute("aria-current")).toBe("date");
  });

  it("renders both carousels with what each reward needs and gives", async () => {
    stubServer();
    renderView();
    expect(await screen.findByText("Premium de bienvenida")).toBeTruthy();
    expect(screen.getByText("Necesitas 3 referidos")).toBeTruthy();
    expect(screen.getByText("7 días de Premium")).toBeTruthy();
    expect(await screen.findByText("Descuento constante")).toBeTruthy();
    expect(screen.getByText("Necesitas una racha de 7 días")).toBeTruthy();
    expect(screen.getByText("20% de descuento")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Canjear Descuento constante" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Canjear Premium de bienvenida" })).toHaveProperty("disabled", false);
  });

  it("says a redeemed reward is redeemed, and when, rather than that it cannot be redeemed yet", async () => {
    stubServer({
      "GET /rewards": {
        status: 200,
        body: {
          rewards: [
            { ...referralReward, redeemed_count: 1, last_redeemed_at: "2026-11-20T10:00:00Z", can_redeem: false },
          ],
        },
      },
    });
    renderView();
    const card = (await screen.findByText("Premium de bienvenida")).closest("article") as HTMLElement;
    expect(within(card).getByText(/Canjeada el 20 de noviembre de 2026/)).toBeTruthy();
    expect(within(card).queryByText("Aún no puedes canjearla")).toBeNull();
    const button = within(card).getByRole("button", { name: "Canjear Premium de bienvenida" });
    expect(button.textContent).toBe("Canjeada");
    expect(button).toHaveProperty("disabled", true);
    const streakCard = (await screen.findByText("Descuento constante")).closest("article") as HTMLElement;
    expect(within(streakCard).getByText("Aún no puedes canjearla")).toBeTruthy();
  });

  it("advances every 5 s and pauses on hover", async () => {
    stubServer();
    renderView();
    await screen.findByText("Premium de bienvenida");
    const autoplay = emblaCalls.at(-1)?.[1] as { options: { delay: number; stopOnMouseEnter: boolean } }[];
    expect(autoplay[0]?.options).toMatchObject({ delay: 5000, stopOnMouseEnter: true });
  });

  it("leaves autoplay out when the system asks for reduced motion", async () => {
    stubMatchMedia((query) => query === "(prefers-reduced-motion: reduce)");
    stubServer();
    renderView();
    await screen.findByText("Premium de bienvenida");
    expect(emblaCalls.at(-1)?.[1]).toEqual([]);
  });

  it("says when there are no rewards", async () => {
    stubServer({ "GET /rewards": { status: 200, body: { rewards: [] } } });
    renderView();
    expect(await screen.findByText("No hay recompensas disponibles")).toBeTruthy();
  });

  it("shows the server's error text, or the generic one", async () => {
    stubServer({
      "GET /rewards": errorReply(400, "BAD_REQUEST", "Usuario no válido"),
      "GET /rewards-streak": { status: 500 },
    });
    renderView();
    expect(await screen.findByText("Error: Usuario no válido")).toBeTruthy();
    expect(await screen.findByText("Error al cargar recompensas")).toBeTruthy();
  });

  it("redeems a referral reward, shows the server's text and discount code, and reloads", async () => {
    const fetchMock = stubServer({
      "POST /rewards/redeem": {
        status: 200,
        body: { message: "Recompensa canjeada correctamente", discount_code: "SHIFU-20" },
      },
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderView();
    await userEvent.click(await screen.findByRole("button", { name: "Canjear Premium de bienvenida" }));
    expect((await screen.findByRole("status"))?.textContent).toContain("Recompensa canjeada correctamente");
    const redeemCall = fetchMock.mock.calls.findIndex(([path]) => path === "/rewards/redeem");
    expect(JSON.parse(String(readSentBody(fetchMock, redeemCall)))).toEqual({ id: "u-1", reward_id: "r-1" });
    expect(screen.getByText("SHIFU-20")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Copiar código de descuento" }));
    expect(writeText).toHaveBeenCalledWith("SHIFU-20");
    expect(await screen.findByRole("button", { name: "¡Copiado!" })).toBeTruthy();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([path]) => path === "/rewards").length).toBeGreaterThan(1),
    );
    expect(fetchMock.mock.calls.filter(([path]) => path === "/get_user").length).toBeGreaterThan(1);
  });

  it("redeems a streak reward with the user id and shows its text", async () => {
    const fetchMock = stubServer({
      "GET /rewards-streak": { status: 200, body: { rewards: [{ ...streakReward, can_redeem: true }] } },
      "POST /redeemed-reward-streak": { status: 200, body: { message: "Recompensa aplicada con éxito", points: 50 } },
    });
    renderView();
    await userEvent.click(await screen.findByRole("button", { name: "Canjear Descuento constante" }));
    expect((await screen.findByRole("status"))?.textContent).toContain("Recompensa aplicada con éxito");
    const redeemCall = fetchMock.mock.calls.findIndex(([path]) => path === "/redeemed-reward-streak");
    expect(JSON.parse(String(readSentBody(fetchMock, redeemCall)))).toEqual({ user_id: "u-1", reward_id: "s-1" });
  });

  it.each([
    ["Ya tienes esta recompensa activa", "Ya tienes esta recompensa canjeada"],
    ["No tienes suficientes referidos", "No tienes suficientes referidos"],
    ["Has alcanzado el máximo de canjes", "Has alcanzado el máximo de canjes"],
  ])("shows the refusal '%s' as '%s'", async (serverText, shown) => {
    stubServer({ "POST /rewards/redeem": errorReply(409, "CONFLICT", serverText) });
    renderView();
    await userEvent.click(await screen.findByRole("button", { name: "Canjear Premium de bienvenida" }));
    expect((await screen.findByRole("alert"))?.textContent).toContain(shown);
  });

  it("falls back to a generic text when redeeming fails without one", async () => {
    stubServer({ "POST /rewards/redeem": new Error("offline") });
    renderView();
    await act(async () => {
      await userEvent.click(await screen.findByRole("button", { name: "Canjear Premium de bienvenida" }));
    });
    expect((await screen.findByRole("alert"))?.textContent).toContain("No se pudo canjear la recompensa");
  });
});
