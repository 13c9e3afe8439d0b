import type { UpdateProfileImageResponse } from "@shifu/contract/accounts";
import { callApi } from "../../shared/api-client";

/** POST /update_profile_image as the spec sends it; the server takes the identity from the cookie and checks `user_id`. */
export function uploadProfileImage(userId: string, image: File) {
  const form = new FormData();
  if (userId) form.append("user_id", userId);
  // The file goes last so the server has read the id before the largest part arrives.
  form.append("image", image);
  return callApi<UpdateProfileImageResponse>({ method: "POST", path: "/update_profile_image", form });
}

/** The photo the login mirrored to storage (base64 JPEG), or an empty string. */
export function readStoredUserImage(storage: Storage = localStorage): string {
  try {
    return storage.getItem("userImg") ?? "";
  } catch {
    return "";
  }
}

export function readStoredUserId(storage: Storage = localStorage): string {
  try {
    return storage.getItem("id") ?? "";
  } catch {
    return "";
  }
}

/** Both keys the login fills, so every screen that reads either sees the new photo. */
export function storeUserImage(base64: string, storage: Storage = localStorage): void {
  try {
    storage.setItem("userImg", base64);
    storage.setItem("user_img", base64);
  } catch (error) {
    console.warn("No se pudo guardar la foto de perfil en el navegador", error);
  }
}
