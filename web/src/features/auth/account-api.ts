import {
  type ForgotPasswordRequest,
  GetUserResponseSchema,
  type LoginRequest,
  LoginResponseSchema,
  MessageResponseSchema,
  RegisterResponseSchema,
  type ResetPasswordRequest,
  type VerifyEmailRequest,
} from "@shifu/contract/accounts";
import { callApi } from "../../shared/api-client";

export type Registration = {
  nombre: string;
  apellido: string;
  correo: string;
  password: string;
  image: File | null;
  /** The inviter's code from /register/:referralsCode; its presence selects the referral call. */
  referralCode: string | undefined;
};

export function registerAccount({ nombre, apellido, correo, password, image, referralCode }: Registration) {
  const form = new FormData();
  form.append("nombre", nombre);
  form.append("apellido", apellido);
  form.append("correo", correo);
  form.append("password", password);
  if (referralCode !== undefined) form.append("referral_code", referralCode);
  // The file goes last so the server has read every text field before the largest part arrives.
  if (image) form.append("image", image);
  return callApi({
    method: "POST",
    path: referralCode === undefined ? "/register" : "/register_with_referral",
    schema: RegisterResponseSchema,
    form,
  });
}

export function logIn(credentials: LoginRequest) {
  return callApi({ method: "POST", path: "/login", schema: LoginResponseSchema, json: credentials });
}

export function logOut() {
  return callApi({ method: "POST", path: "/logout", schema: MessageResponseSchema });
}

export function fetchSignedInUser() {
  return callApi({ method: "GET", path: "/get_user", schema: GetUserResponseSchema });
}

export function requestPasswordReset(request: ForgotPasswordRequest) {
  return callApi({ method: "POST", path: "/forgot_password", schema: MessageResponseSchema, json: request });
}

export function resetPassword(request: ResetPasswordRequest) {
  return callApi({ method: "POST", path: "/reset_password", schema: MessageResponseSchema, json: request });
}

export function verifyEmail(request: VerifyEmailRequest) {
  return callApi({ method: "POST", path: "/verify_email", schema: MessageResponseSchema, json: request });
}

export function resendVerification() {
  return callApi({ method: "POST", path: "/resend_verification", schema: MessageResponseSchema, json: {} });
}
