import { errorMessages } from "@shifu/contract/messages";
import type { ApiFailure } from "../../shared/api-client";
import { integrationViewTexts } from "./integration-texts";

/** The server's Spanish text when it sent one, else a text for what went wrong on the way. */
export function readFailureDetail(failure: ApiFailure): string {
  if (failure.kind === "network") return integrationViewTexts.requestFailed;
  if (failure.kind === "unexpected-body") return errorMessages.INTERNAL;
  return failure.body?.error ?? errorMessages.UNAVAILABLE;
}
