import type { LoginResponse, MessageResponse, RegisterResponse } from "@shifu/contract/accounts";
import { accountMessages, accountScreenText } from "@shifu/contract/plain/accounts";
import { findWebRoute } from "@shifu/contract/web-routes";
import { type ApiResult, readClientErrorText } from "../../shared/api-client";
import { type DialogOutcome, failureOutcome, type ResultTarget, successOutcome } from "../../shared/result-dialog";
import { isLoginSuccess } from "./session-store";

/** Texts for a file the server refused when, unusually, its answer carried no JSON body (a proxy's own 413 page). */
const FILE_REFUSAL_TEXT: Partial<Record<number, string>> = {
  413: accountMessages.imageTooLarge,
  415: accountMessages.imageUnsupported,
};

export function describeRegisterResult(result: ApiResult<RegisterResponse>, withReferral: boolean): DialogOutcome {
  const expected = withReferral ? accountMessages.registerWithReferralSuccess : accountMessages.registerSuccess;
  if (result.ok) {
    // The spec treats any other answer as the e-mail being taken.
    return result.data.message === expected
      ? successOutcome(accountScreenText.registerSuccess, "/login")
      : failureOutcome(accountScreenText.registerEmailTaken);
  }
  if (result.kind === "http" && result.status === 409) return failureOutcome(accountScreenText.registerEmailTaken);
  const fileRefusal = result.kind === "http" ? FILE_REFUSAL_TEXT[result.status] : undefined;
  return failureOutcome(readClientErrorText(result) ?? fileRefusal ?? accountScreenText.registerFailure);
}

/** Where a signed-in person goes next: back to the page that sent them to sign in (`?next=`), if it is one of Shifu's. */
export function readReturnPath(search: string): ResultTarget {
  const next = new URLSearchParams(search).get("next");
  if (!next?.startsWith("/")) return "/chat";
  // Resolved as the browser would, so '//host' or a backslash cannot lead to another site.
  const base = "http://shifu.invalid";
  const url = new URL(next, base);
  if (url.origin !== base || !findWebRoute(url.pathname)) return "/chat";
  return `${url.pathname}${url.search}` as ResultTarget;
}

export function describeLoginResult(result: ApiResult<LoginResponse>, next: ResultTarget = "/chat"): DialogOutcome {
  if (isLoginSuccess(result)) return successOutcome(accountScreenText.loginSuccess, next);
  if (result.ok || (result.kind === "http" && result.status === 401)) {
    return failureOutcome(accountScreenText.loginWrong);
  }
  return failureOutcome(readClientErrorText(result) ?? accountScreenText.loginFailure);
}

/** The server answers the same whether or not the account exists, so its text is shown as it comes. */
export function describePasswordResetRequest(result: ApiResult<MessageResponse>): DialogOutcome {
  if (result.ok) return successOutcome(result.data.message, "off");
  return failureOutcome(readClientErrorText(result) ?? accountScreenText.loginFailure);
}

export function describePasswordReset(result: ApiResult<MessageResponse>): DialogOutcome {
  if (result.ok) return successOutcome(result.data.message, "/login");
  return failureOutcome(readClientErrorText(result) ?? accountScreenText.loginFailure);
}
