import type { MessageResponse } from "@shifu/contract/accounts";
import type { StepByStepResponse } from "@shifu/contract/chats";
import { callApi } from "../../shared/api-client";

/** Whether the signed-in user has already finished or skipped the tour; the session cookie says who. */
export function fetchStepByStep() {
  return callApi<StepByStepResponse>({ method: "GET", path: "/get_step_by_step" });
}

export function markStepByStepDone() {
  return callApi<MessageResponse>({ method: "POST", path: "/set_step_by_step", json: {} });
}
