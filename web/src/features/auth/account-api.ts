import type {
  ForgotPasswordRequest,
  GetUserResponse,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterResponse,
  ResetPasswordRequest,
  VerifyEmailRequest,
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
  return callApi<RegisterResponse>({
    method: "POST",
    path: referralCode === undefined ? "/register" : "/register_with_referral",
    form,
  });
}

export function logIn(credentials: LoginRequest) {
  return callApi<LoginResponse>({ method: "POST", path: "/login", json: credentials });
}

export function logOut() {
  return callApi<MessageResponse>({ method: "POST", path: "/logout" });
}

export function fetchSignedInUser() {
  return callApi<GetUserResponse>({ method: "GET", path: "/get_user" });
}

export function requestPasswordReset(request: ForgotPasswordRequest) {
  return callApi<MessageResponse>({ method: "POST", path: "/forgot_password", json: request });
}

export function resetPassword(request: ResetPasswordRequest) {
  return callApi<MessageResponse>({ method: "POST", path: "/reset_password", json: request });
}

export function verifyEmail(request: VerifyEmailRequest) {
  return callApi<MessageResponse>({ method: "POST", path: "/verify_email", json: request });
}

export function resendVerification() {
  return callApi<MessageResponse>({ method: "POST", path: "/resend_verification", json: {} });
}
