import { accountMessages } from "@shifu/contract/plain/accounts";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorReply, readSentBody, renderRoute, stubFetch } from "../../shared/test-helpers";
import { VerifyEmailPage } from "./verify-email-page";

function renderVerify(url: string) {
  return renderRoute(<VerifyEmailPage />, { path: "/verify-email", url });
}

describe("VerifyEmailPage", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends the link's token once and says the address is verified", async () => {
    const fetchMock = stubFetch({ status: 200, body: { message: accountMessages.emailVerified } });
    renderVerify("/verify-email#token=abc123");
    expect(await screen.findByText(accountMessages.emailVerified)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/verify_email");
    expect(JSON.parse(String(readSentBody(fetchMock)))).toEqual({ token: "abc123" });
  });

  it("shows the server's Spanish refusal for a used or expired link", async () => {
    stubFetch(errorReply(400, "BAD_REQUEST", accountMessages.verifyLinkInvalid));
    renderVerify("/verify-email#token=usado");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("no es válido"));
  });

  it("sends nothing without a token", async () => {
    const fetchMock = stubFetch({ status: 200, body: {} });
    renderVerify("/verify-email");
    expect(await screen.findByText(accountMessages.verifyLinkInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
