import type { LoginResponse, MessageResponse, RegisterResponse } from "@shifu/contract/accounts";
import { accountMessages, accountScreenText } from "@shifu/contract/plain/accounts";
import { type ApiResult, readClientErrorText } from "../../shared/api-client";
import { type DialogOutcome, failureOutcome, successOutcome } from "../../shared/result-dialog";
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

export function describeLoginResult(result: ApiResult<LoginResponse>): DialogOutcome {
  if (isLoginSuccess(result)) return successOutcome(accountScreenText.loginSuccess, "/chat");
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
