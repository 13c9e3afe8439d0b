import { MessageResponseSchema } from "@shifu/contract/accounts";
import { StepByStepResponseSchema } from "@shifu/contract/chats";
import { callApi } from "../../shared/api-client";

/** Whether the signed-in user has already finished or skipped the tour; the session cookie says who. */
export function fetchStepByStep() {
  return callApi({ method: "GET", path: "/get_step_by_step", schema: StepByStepResponseSchema });
}

export function markStepByStepDone() {
  return callApi({ method: "POST", path: "/set_step_by_step", schema: MessageResponseSchema, json: {} });
}
