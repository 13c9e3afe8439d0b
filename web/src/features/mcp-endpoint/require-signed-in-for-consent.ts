import type { GetUserResponse } from "@shifu/contract/accounts";
import { errorMessages } from "@shifu/contract/messages";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { readClientErrorText } from "../../shared/api-client";
import { fetchSignedInUser } from "../auth/account-api";

/** The consent page needs the person: a visitor signs in first and comes back to the same request. */
export async function requireSignedInForConsent({ request }: LoaderFunctionArgs): Promise<GetUserResponse> {
  const result = await fetchSignedInUser();
  if (result.ok) return result.data;
  if (result.kind === "http" && result.status === 401) {
    const url = new URL(request.url);
    throw redirect(`/login?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  throw new Error(readClientErrorText(result) ?? errorMessages.UNAVAILABLE);
}
