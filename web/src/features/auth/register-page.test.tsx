import { accountMessages, accountScreenText, PROFILE_IMAGE_MAX_BYTES } from "@shifu/contract/plain/accounts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorReply, type FetchReply, readSentBody, renderRoute, stubFetch } from "../../shared/test-helpers";
import { RegisterPage } from "./register-page";

const createObjectURL = vi.fn((_file: Blob) => "blob:preview");
const revokeObjectURL = vi.fn((_url: string) => {});

function renderRegister(url = "/register") {
  return renderRoute(<RegisterPage />, {
    path: url.startsWith("/register/") ? "/register/:referralsCode" : "/register",
    url,
    otherRoutes: [{ path: "/login", element: <h1>Página de login</h1> }],
  });
}

function imageFile(name = "foto.png", type = "image/png", size = 1_000) {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Nombre"), "Ana");
  await user.type(screen.getByLabelText("Apellido"), "García");
  await user.type(screen.getByLabelText("Correo electrónico"), "ana@example.com");
  await user.type(screen.getByLabelText("Contraseña"), "secreta-123");
  await user.type(screen.getByLabelText("Confirmar contraseña"), "secreta-123");
  await user.click(screen.getByRole("checkbox", { name: /Acepto los términos de uso/ }));
}

function submit(user: ReturnType<typeof userEvent.setup>) {
  return user.click(screen.getByRole("button", { name: "Crear cuenta" }));
}

function describedTextOf(field: HTMLElement): string {
  return (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");
}

describe("RegisterPage", () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it("shows each field's exact message, marks the fields invalid and sends nothing", async () => {
    const fetchMock = stubFetch({ status: 200, body: { message: accountMessages.registerSuccess } });
    const user = userEvent.setup();
    renderRegister();
    await submit(user);

    const expected: [HTMLElement, string][] = [
      [screen.getByLabelText("Nombre"), "El nombre es requerido"],
      [screen.getByLabelText("Apellido"), "El apellido es requerido"],
      [screen.getByLabelText("Correo electrónico"), "El correo electrónico es requerido"],
      [screen.getByLabelText("Contraseña"), "La contraseña es requerida"],
      [screen.getByRole("checkbox"), "Debes aceptar los términos y condiciones"],
    ];
    for (const [field, message] of expected) {
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(describedTextOf(field)).toContain(message);
    }
    expect(screen.getByLabelText("Nombre")).toBe(document.activeElement);
    expect(screen.getByLabelText("Confirmar contraseña").getAttribute("aria-invalid")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the e-mail's shape, the length rule and that both passwords match", async () => {
    const fetchMock = stubFetch({ status: 200, body: { message: accountMessages.registerSuccess } });
    const user = userEvent.setup();
    renderRegister();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText("Correo electrónico"));
    await user.type(screen.getByLabelText("Correo electrónico"), "ana@example");
    await user.clear(screen.getByLabelText("Contraseña"));
    await user.type(screen.getByLabelText("Contraseña"), "corta");
    await submit(user);

    expect(screen.getByText(accountScreenText.emailInvalid)).toBeTruthy();
    expect(screen.getByText(accountMessages.passwordLength)).toBeTruthy();
    expect(screen.getByText("Las contraseñas no coinciden")).toBeTruthy();
    expect(accountMessages.passwordLength).toBe("La contraseña debe tener entre 8 y 128 caracteres.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a password over 128 characters", async () => {
    const fetchMock = stubFetch({ status: 200, body: { message: accountMessages.registerSuccess } });
    const user = userEvent.setup();
    renderRegister();
    await fillValidForm(user);
    const long = "a".repeat(129);
    for (const label of ["Contraseña", "Confirmar contraseña"]) {
      await user.clear(screen.getByLabelText(label));
      await user.click(screen.getByLabelText(label));
      await user.paste(long);
    }
    await submit(user);
    expect(screen.getByText(accountMessages.passwordLength)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("previews the chosen photo and revokes the preview when it is removed", async () => {
    const user = userEvent.setup();
    renderRegister();
    const photo = imageFile();
    await user.upload(screen.getByLabelText(/Foto de perfil/), photo);

    const preview = screen.getByRole("img", { name: "Vista previa de tu foto de perfil" });
    expect(preview.getAttribute("src")).toBe("blob:preview");
    expect(createObjectURL).toHaveBeenCalledWith(photo);
    expect(screen.getByLabelText(/Foto de perfil/).getAttribute("accept")).toBe(
      "image/jpeg,image/png,image/webp,image/gif",
    );

    await user.click(screen.getByRole("button", { name: "Quitar foto" }));
    expect(screen.queryByRole("img", { name: "Vista previa de tu foto de perfil" })).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview");
    expect(document.activeElement).toBe(screen.getByLabelText(/Foto de perfil/));
  });

  it("refuses a file that is not an image, or an image over 5 MB", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderRegister();
    const chooser = screen.getByLabelText(/Foto de perfil/);

    await user.upload(chooser, imageFile("notas.pdf", "application/pdf"));
    expect(screen.getByText(accountMessages.imageUnsupported)).toBeTruthy();
    expect(chooser.getAttribute("aria-invalid")).toBe("true");

    await user.upload(chooser, imageFile("grande.jpg", "image/jpeg", PROFILE_IMAGE_MAX_BYTES + 1));
    expect(screen.getByText(accountMessages.imageTooLarge)).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Vista previa de tu foto de perfil" })).toBeNull();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it("sends the form as multipart with the photo, then shows success and goes to /login after 'Aceptar'", async () => {
    const fetchMock = stubFetch({ status: 200, body: { message: accountMessages.registerSuccess } });
    const user = userEvent.setup();
    const router = renderRegister();
    await fillValidForm(user);
    const photo = imageFile();
    await user.upload(screen.getByLabelText(/Foto de perfil/), photo);
    await submit(user);

    const dialog = await screen.findByRole("alertdialog", { name: "¡Éxito!" });
    expect(within(dialog).getByText("¡🎉 Usuario registrado exitosamente! Bienvenido a la familia 💖")).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/register");
    const sent = readSentBody(fetchMock) as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([key]) => key !== "image"))).toEqual({
      nombre: "Ana",
      apellido: "García",
      correo: "ana@example.com",
      password: "secreta-123",
    });
    expect(sent.get("image")).toBeInstanceOf(File);
    expect((sent.get("image") as File).name).toBe("foto.png");

    await user.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByRole("heading", { name: "Página de login" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("with a referral code shows the banner and calls /register_with_referral with the code", async () => {
    const fetchMock = stubFetch({ status: 200, body: { message: accountMessages.registerWithReferralSuccess } });
    const user = userEvent.setup();
    renderRegister("/register/1234");
    expect(screen.getByText("🎁 Te estás registrando con el código de referido 1234")).toBeTruthy();
    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByRole("alertdialog", { name: "¡Éxito!" })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/register_with_referral");
    expect((readSentBody(fetchMock) as FormData).get("referral_code")).toBe("1234");
  });

  it("with a code that is not 4 digits says so, sends nothing until the person chooses, then registers without it", async () => {
    const fetchMock = stubFetch({ status: 200, body: { message: accountMessages.registerSuccess } });
    const user = userEvent.setup();
    renderRegister("/register/abcd");
    expect(screen.queryByText(/Te estás registrando con el código/)).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain(
      "⚠️ El código de referido «abcd» no es válido: debe tener 4 dígitos.",
    );
    await fillValidForm(user);
    await submit(user);
    expect(fetchMock).not.toHaveBeenCalled();
    const skip = screen.getByRole("button", { name: "Registrarme sin código" });
    expect(document.activeElement).toBe(skip);
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain(
      "Aún no se creó la cuenta: el código de referido del enlace no es válido. Elige «Registrarme sin código» o abre el enlace correcto.",
    );

    await user.click(skip);
    expect(screen.getByText("Te registrarás sin código de referido.")).toBeTruthy();
    expect(screen.queryByText(/Aún no se creó la cuenta/)).toBeNull();
    await submit(user);
    expect(await screen.findByRole("alertdialog", { name: "¡Éxito!" })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/register");
    expect((readSentBody(fetchMock) as FormData).has("referral_code")).toBe(false);
  });

  it.each([
    ["409", errorReply(409, "CONFLICT", accountMessages.emailTaken), accountScreenText.registerEmailTaken],
    [
      "an unexpected success text",
      { status: 200, body: { message: "otra cosa" } },
      accountScreenText.registerEmailTaken,
    ],
    ["400", errorReply(400, "BAD_REQUEST", accountMessages.unknownReferralCode), accountMessages.unknownReferralCode],
    ["413", errorReply(413, "PAYLOAD_TOO_LARGE", accountMessages.imageTooLarge), accountMessages.imageTooLarge],
    [
      "415",
      errorReply(415, "UNSUPPORTED_MEDIA_TYPE", accountMessages.imageUnsupported),
      accountMessages.imageUnsupported,
    ],
    ["429", errorReply(429, "RATE_LIMITED", accountMessages.rateLimited(600)), accountMessages.rateLimited(600)],
    ["500", errorReply(500, "INTERNAL", "Ocurrió un error inesperado."), accountScreenText.registerFailure],
    ["a network failure", new TypeError("Failed to fetch"), accountScreenText.registerFailure],
  ] satisfies [string, FetchReply, string][])(
    "on %s shows the failure text and keeps what was typed",
    async (_case, reply, text) => {
      stubFetch(reply);
      const user = userEvent.setup();
      const router = renderRegister();
      await fillValidForm(user);
      await submit(user);

      const dialog = await screen.findByRole("alertdialog", { name: "Ha ocurrido un error" });
      expect(within(dialog).getByText(text)).toBeTruthy();
      await user.click(within(dialog).getByRole("button", { name: "Aceptar" }));
      expect(router.state.location.pathname).toBe("/register");
      expect((screen.getByLabelText("Correo electrónico") as HTMLInputElement).value).toBe("ana@example.com");
    },
  );

  it("puts the server's per-field messages under the fields", async () => {
    const reply = errorReply(400, "BAD_REQUEST", accountMessages.invalidEmail);
    stubFetch({ ...reply, body: { ...reply.body, fields: { correo: accountMessages.invalidEmail } } });
    const user = userEvent.setup();
    renderRegister();
    await fillValidForm(user);
    await submit(user);
    await user.click(await screen.findByRole("button", { name: "Aceptar" }));
    expect(describedTextOf(screen.getByLabelText("Correo electrónico"))).toContain(accountMessages.invalidEmail);
  });
});
