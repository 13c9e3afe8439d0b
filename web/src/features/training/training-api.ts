import type { MessageResponse } from "@shifu/contract/accounts";
import { TRAINING_CHAT_NAME } from "@shifu/contract/plain/training";
import type {
  SummaryResponse,
  TrainingChatResponse,
  TrainingMessagesResponse,
  UpcomingMeetingsResponse,
} from "@shifu/contract/training";
import { type ApiFailure, callApi } from "../../shared/api-client";

/** A failed training call, keeping the status so the screen can tell 'no history' (404) and 'free plan' (403) apart. */
export class TrainingCallError extends Error {
  readonly status: number | null;

  constructor(path: string, failure: ApiFailure) {
    super(`${path} falló (${failure.kind})`);
    this.status = failure.kind === "network" ? null : failure.status;
  }
}

/** The server refuses training to the free plan; a plan that lapsed while the screen was open ends up here too. */
export function isPlanRefusal(error: unknown): boolean {
  return error instanceof TrainingCallError && error.status === 403;
}

const chatQuery = `chat_name=${encodeURIComponent(TRAINING_CHAT_NAME)}`;

export async function fetchTrainingHistory() {
  const path = `/api/get_messages?${chatQuery}` as const;
  const result = await callApi<TrainingMessagesResponse>({ method: "GET", path });
  if (!result.ok) throw new TrainingCallError(path, result);
  return result.data.messages;
}

export async function fetchTrainingSummary() {
  const path = `/api/summary?${chatQuery}` as const;
  const result = await callApi<SummaryResponse>({ method: "GET", path });
  if (!result.ok) throw new TrainingCallError(path, result);
  return result.data.response;
}

/** The next meetings of the connected calendars, which the 'Reuniones' panel shows beside what was taught. */
export async function fetchUpcomingMeetings() {
  const path = `/api/training/meetings?${chatQuery}` as const;
  const result = await callApi<UpcomingMeetingsResponse>({ method: "GET", path });
  if (!result.ok) throw new TrainingCallError(path, result);
  return result.data.meetings;
}

export async function sendTrainingMessage(userQuery: string) {
  const path = "/api/chat/training";
  const result = await callApi<TrainingChatResponse>({
    method: "POST",
    path,
    json: { user_query: userQuery, chat_name: TRAINING_CHAT_NAME },
  });
  if (!result.ok) throw new TrainingCallError(path, result);
  return result.data;
}

export async function deleteSummaryItem(itemId: string) {
  const path = `/api/summary/items/${encodeURIComponent(itemId)}` as const;
  const result = await callApi<MessageResponse>({ method: "DELETE", path });
  if (!result.ok) throw new TrainingCallError(path, result);
  return result.data.message;
}
