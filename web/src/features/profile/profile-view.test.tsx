import { accountMessages } from "@shifu/contract/plain/accounts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  errorReply,
  type FetchReply,
  readSentBody,
  renderRoute,
  signedInUser,
  stubFetch,
} from "../../shared/test-helpers";
import { PLAN_ART_INTERVAL_MS } from "./plan-art-carousel";
import { ProfileView } from "./profile-view";

const photo = new File(["foto"], "yo.png", { type: "image/png" });

/** The profile with its photo held above it, as the workspace holds it for the sidebar's avatar too. */
function ProfileHarness({
  initialImage,
  onImageUploaded,
}: {
  initialImage: string;
  onImageUploaded: (image: string) => void;
}) {
  const [userImage, setUserImage] = useState(initialImage);
  return (
    <ProfileView
      userName="Ana García"
      email="ana@example.com"
      userImage={userImage}
      onImageUploaded={(image) => {
        setUserImage(image);
        onImageUploaded(image);
      }}
    />
  );
}

function renderProfile(initialImage = "") {
  const onImageUploaded = vi.fn();
  renderRoute(<ProfileHarness initialImage={initialImage} onImageUploaded={onImageUploaded} />);
  return onImageUploaded;
}

function choosePhoto() {
  fireEvent.change(screen.getByLabelText("Cambiar foto de perfil"), { target: { files: [photo] } });
}

function readShownPhoto() {
  // Hidden included: a result dialog hides the page from the accessibility tree while it is open.
  return screen.getByRole("img", { name: "Tu foto de perfil", hidden: true });
}

/** A fetch whose upload answer waits until the test releases it, to see the preview before the server's image. */
function stubPendingFetch(reply: FetchReply) {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = stubFetch((path) => (path === "/get_user" ? { status: 200, body: signedInUser } : reply));
  const answer = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (...args) => {
    if (String(args[0]) !== "/get_user") await answered;
    if (!answer) throw new Error("Sin respuesta");
    return answer(...args);
  });
  return { fetchMock, release };
}

describe("the profile view", () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem("id", "u-1");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:vista-previa", revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the title, the user's name and e-mail, their initials and 'Cerrar sesión'", () => {
    renderProfile();
    expect(screen.getByRole("heading", { name: "Perfil" })).toBeTruthy();
    expect(screen.getByText("Ana García")).toBeTruthy();
    expect(screen.getByText("ana@example.com")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Tu foto de perfil" }).textContent).toBe("AG");
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeTruthy();
  });

  it("previews the chosen photo at once, then shows and stores the server's image", async () => {
    const { fetchMock, release } = stubPendingFetch({
      status: 200,
      body: { message: accountMessages.profileImageUpdated, user_img: "c2Vydmlkb3I=" },
    });
    const onImageUploaded = renderProfile();
    choosePhoto();

    await waitFor(() => expect(readShownPhoto().getAttribute("src")).toBe("blob:vista-previa"));
    const uploadCall = fetchMock.mock.calls.findIndex(([path]) => path === "/update_profile_image");
    expect(uploadCall).not.toBe(-1);
    const sent = readSentBody(fetchMock, uploadCall) as FormData;
    expect(sent.get("user_id")).toBe("u-1");
    expect(sent.get("image")).toBe(photo);

    await act(async () => release());
    const dialog = await screen.findByRole("alertdialog", { name: "¡Éxito!" });
    expect(dialog.textContent).toContain("Imagen de perfil actualizada con éxito");
    expect(onImageUploaded).toHaveBeenCalledWith("c2Vydmlkb3I=");
    expect(readShownPhoto().getAttribute("src")).toBe("data:image/jpeg;base64,c2Vydmlkb3I=");
    expect(localStorage.getItem("userImg")).toBe("c2Vydmlkb3I=");
    expect(localStorage.getItem("user_img")).toBe("c2Vydmlkb3I=");
  });

  it.each<[string, FetchReply, string]>([
    [
      "another result",
      { status: 200, body: { message: "Otra cosa", user_img: "eA==" } },
      "😕 ¡Ups! error al actualizar su imagen. Intenta de nuevo ✨",
    ],
    [
      "a server error",
      errorReply(500, "INTERNAL", "Error"),
      "😕 ¡Ups! error al actualizar su imagen. Intenta de nuevo ✨",
    ],
    [
      "a network failure",
      new TypeError("Failed to fetch"),
      "⚠️ ¡Algo salió mal! Ocurrió un error al actualizar la imagen.",
    ],
    [
      "a file too large (413)",
      errorReply(413, "PAYLOAD_TOO_LARGE", accountMessages.imageTooLarge),
      `😕 ¡Ups! error al actualizar su imagen. Intenta de nuevo ✨ ${accountMessages.imageTooLarge}`,
    ],
    [
      "a format the server refuses (415)",
      errorReply(415, "UNSUPPORTED_MEDIA_TYPE", accountMessages.imageUnsupported),
      `😕 ¡Ups! error al actualizar su imagen. Intenta de nuevo ✨ ${accountMessages.imageUnsupported}`,
    ],
  ])("after %s shows its text and puts the previous photo back", async (_case, reply, text) => {
    stubFetch(reply);
    const onImageUploaded = renderProfile("YW50ZXJpb3I=");
    choosePhoto();
    const dialog = await screen.findByRole("alertdialog", { name: "Ha ocurrido un error" });
    expect(within(dialog).getByText(text)).toBeTruthy();
    expect(readShownPhoto().getAttribute("src")).toBe("data:image/jpeg;base64,YW50ZXJpb3I=");
    expect(onImageUploaded).not.toHaveBeenCalled();
    expect(localStorage.getItem("userImg")).toBeNull();
  });

  it.each([
    [
      "a 10 MB photo",
      new File([new Uint8Array(10 * 1024 * 1024)], "grande.png", { type: "image/png" }),
      accountMessages.imageTooLarge,
    ],
    [
      "a file that is not an image it accepts",
      new File(["<svg/>"], "dibujo.svg", { type: "image/svg+xml" }),
      accountMessages.imageUnsupported,
    ],
  ])("refuses %s in the browser, without any request, and keeps the previous photo", async (_case, file, reason) => {
    const fetchMock = stubFetch((path) =>
      path === "/get_user" ? { status: 200, body: signedInUser } : errorReply(500, "INTERNAL", "x"),
    );
    renderProfile("YW50ZXJpb3I=");
    fireEvent.change(screen.getByLabelText("Cambiar foto de perfil"), { target: { files: [file] } });
    const dialog = await screen.findByRole("alertdialog", { name: "Ha ocurrido un error" });
    expect(
      within(dialog).getByText(`😕 ¡Ups! error al actualizar su imagen. Intenta de nuevo ✨ ${reason}`),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([path]) => path === "/update_profile_image")).toBe(false);
    expect(readShownPhoto().getAttribute("src")).toBe("data:image/jpeg;base64,YW50ZXJpb3I=");
  });

  it.each([
    [{ plan: "free", plan_expires_at: null }, "Plan gratuito", null],
    [
      { plan: "premium", plan_expires_at: "2099-01-31T10:00:00.000Z" },
      "Premium",
      "Activo hasta el 31 de enero de 2099",
    ],
    [{ plan: "enterprise", plan_expires_at: null }, "Enterprise", null],
  ])("shows the plan the server reports: %j", async (fields, name, expiry) => {
    stubFetch((path) =>
      path === "/get_user" ? { status: 200, body: { ...signedInUser, ...fields } } : errorReply(404, "NOT_FOUND", "x"),
    );
    renderProfile();
    const plan = (await screen.findByText("Tu plan")).closest("dl");
    if (!plan) throw new Error("Sin plan");
    expect(within(plan).getByText(name)).toBeTruthy();
    if (expiry) expect(within(plan).getByText(expiry)).toBeTruthy();
    else expect(within(plan).queryByText(/Activo hasta/)).toBeNull();
  });

  it("offers 'Gestionar suscripción' to a subscriber only, and opens Stripe's portal from it", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    stubFetch((path) =>
      path === "/get_user"
        ? { status: 200, body: { ...signedInUser, plan: "premium", subscribed: true } }
        : path === "/create-portal-session"
          ? { status: 200, body: { url: "http://127.0.0.1:4010/billing.stripe.com/p/session/bps_1" } }
          : errorReply(404, "NOT_FOUND", "x"),
    );
    renderProfile();
    fireEvent.click(await screen.findByRole("button", { name: "Gestionar suscripción" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("http://127.0.0.1:4010/billing.stripe.com/p/session/bps_1"),
    );
    vi.unstubAllGlobals();
  });

  it("shows no 'Gestionar suscripción' for a plan a reward gave", async () => {
    stubFetch((path) =>
      path === "/get_user"
        ? { status: 200, body: { ...signedInUser, plan: "premium", plan_expires_at: "2099-01-31T10:00:00.000Z" } }
        : errorReply(404, "NOT_FOUND", "x"),
    );
    renderProfile();
    await screen.findByText("Premium");
    expect(screen.queryByRole("button", { name: "Gestionar suscripción" })).toBeNull();
  });

  it("cycles the plan art Free, Premium, Enterprise every 2 s, and stops on pause", () => {
    vi.useFakeTimers();
    renderProfile();
    const shownPlan = () =>
      ["Free", "Premium", "Enterprise"].find((name) => !screen.getByText(name).closest("[aria-hidden]"));
    expect(shownPlan()).toBe("Free");
    act(() => vi.advanceTimersByTime(PLAN_ART_INTERVAL_MS));
    expect(shownPlan()).toBe("Premium");
    act(() => vi.advanceTimersByTime(PLAN_ART_INTERVAL_MS));
    expect(shownPlan()).toBe("Enterprise");
    act(() => vi.advanceTimersByTime(PLAN_ART_INTERVAL_MS));
    expect(shownPlan()).toBe("Free");
    fireEvent.click(screen.getByRole("button", { name: "Pausar la animación de los planes" }));
    act(() => vi.advanceTimersByTime(PLAN_ART_INTERVAL_MS * 3));
    expect(shownPlan()).toBe("Free");
  });

  it("opens the plan art on the person's own plan, then cycles on from there", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch((path) =>
      path === "/get_user"
        ? { status: 200, body: { ...signedInUser, plan: "premium", plan_expires_at: "2099-01-31T10:00:00.000Z" } }
        : errorReply(404, "NOT_FOUND", "x"),
    );
    renderProfile();
    await screen.findByText("Tu plan");
    const art = screen.getByRole("figure");
    const shownPlan = () =>
      ["Free", "Premium", "Enterprise"].find((name) => !within(art).getByText(name).closest("[aria-hidden]"));
    expect(shownPlan()).toBe("Premium");
    act(() => vi.advanceTimersByTime(PLAN_ART_INTERVAL_MS));
    expect(shownPlan()).toBe("Enterprise");
  });
});
