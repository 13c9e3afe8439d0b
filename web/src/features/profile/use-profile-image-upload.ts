import type { UpdateProfileImageResponse } from "@shifu/contract/accounts";
import { accountMessages } from "@shifu/contract/plain/accounts";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { ApiResult } from "../../shared/api-client";
import { type DialogOutcome, failureOutcome, successOutcome } from "../../shared/result-dialog";
import { useObjectUrl } from "../../shared/use-object-url";
import { validateProfileImage } from "../auth/validate-register-form";
import { readStoredUserId, storeUserImage, uploadProfileImage } from "./profile-image-api";

/** The spec's §8 texts for the profile image. */
export const profileImageTexts = {
  wrongResult: "😕 ¡Ups! error al actualizar su imagen. Intenta de nuevo ✨",
  failure: "⚠️ ¡Algo salió mal! Ocurrió un error al actualizar la imagen.",
} as const;

/** Refusals whose server text says what to fix (too large, not an image it accepts). */
const EXPLAINED_STATUSES = new Set([413, 415]);

/** The spec's text for a result other than success, followed by what to fix when that is known. */
function refusalOutcome(reason?: string): DialogOutcome {
  return failureOutcome(reason ? `${profileImageTexts.wrongResult} ${reason}` : profileImageTexts.wrongResult);
}

export function readUploadOutcome(result: ApiResult<UpdateProfileImageResponse>): DialogOutcome {
  if (result.ok) {
    return result.data.message === accountMessages.profileImageUpdated
      ? successOutcome(result.data.message, "off")
      : refusalOutcome();
  }
  if (result.kind === "network") return failureOutcome(profileImageTexts.failure);
  if (result.kind === "http" && EXPLAINED_STATUSES.has(result.status) && result.body) {
    return refusalOutcome(result.body.error);
  }
  return refusalOutcome();
}

/**
 * Choosing a photo shows it at once, then uploads it; the server's re-encoded JPEG replaces the preview on success,
 * and on any failure the previous photo comes back. A file the server would refuse (type, size) is refused here with
 * registration's check, before a single byte is sent.
 */
export function useProfileImageUpload(onUploaded: (base64: string) => void) {
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<DialogOutcome | null>(null);
  const previewUrl = useObjectUrl(pendingImage);
  const mutation = useMutation({
    mutationFn: (image: File) => uploadProfileImage(readStoredUserId(), image),
    onSuccess: (result) => {
      const next = readUploadOutcome(result);
      if (result.ok && next.status === "success") {
        storeUserImage(result.data.user_img);
        onUploaded(result.data.user_img);
      }
      setPendingImage(null);
      setOutcome(next);
    },
  });
  return {
    previewUrl,
    isUploading: mutation.isPending,
    outcome,
    chooseImage: (image: File) => {
      const refusal = validateProfileImage(image);
      if (refusal) {
        setOutcome(refusalOutcome(refusal));
        return;
      }
      setPendingImage(image);
      mutation.mutate(image);
    },
    dismissOutcome: () => setOutcome(null),
  };
}
