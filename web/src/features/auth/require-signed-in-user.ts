import type { GetUserResponse } from "@shifu/contract/accounts";
import { errorMessages } from "@shifu/contract/messages";
import { redirect } from "react-router";
import { readClientErrorText } from "../../shared/api-client";
import { fetchSignedInUser } from "./account-api";

/** Route loader for signed-in pages: the cookie decides, so without a session (401) the visitor goes to /login. */
export async function requireSignedInUser(): Promise<GetUserResponse> {
  const result = await fetchSignedInUser();
  if (result.ok) return result.data;
  if (result.kind === "http" && result.status === 401) throw redirect("/login");
  throw new Error(readClientErrorText(result) ?? errorMessages.UNAVAILABLE);
}
