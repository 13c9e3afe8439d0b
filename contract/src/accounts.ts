import { z } from "zod";
import { AccountPlanFieldsSchema } from "./plans";

/** Length of every user's referral code; the register route and the code boxes in the UI use the same number. */
export const REFERRAL_CODE_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";
export const SESSION_REMEMBER_DAYS = 30;

export const ReferralCodeSchema = z.string().regex(new RegExp(`^\\d{${REFERRAL_CODE_LENGTH}}$`));

/** Multipart text fields of POST /register; the optional file part is named `image`. */
export const RegisterFieldsSchema = z.object({
  nombre: z.string().trim().min(1).max(100),
  apellido: z.string().trim().min(1).max(100),
  correo: z.string().trim().min(3).max(254),
  password: z.string(),
});
export type RegisterFields = z.infer<typeof RegisterFieldsSchema>;

/** Multipart text fields of POST /register_with_referral. */
export const RegisterWithReferralFieldsSchema = RegisterFieldsSchema.extend({ referral_code: z.string().trim() });
export type RegisterWithReferralFields = z.infer<typeof RegisterWithReferralFieldsSchema>;

export const RegisterResponseSchema = z.object({ message: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const LoginRequestSchema = z.object({
  correo: z.string().max(254),
  password: z.string(),
  /** 'Recordar mi sesión': the cookie lasts SESSION_REMEMBER_DAYS instead of ending with the browser session. */
  remember: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** What waits on e-mail verification: a referral counts, and rewards it, only once the invitee has verified. */
export const AccountVerificationFieldsSchema = z.object({
  email_verified: z.boolean(),
  /** People who registered or claimed with this user's code and have not verified their e-mail yet. */
  pending_referrals: z.number().int(),
  /** This user named an inviter, and that referral waits on this user's own verification. */
  referral_pending: z.boolean(),
});
export type AccountVerificationFields = z.infer<typeof AccountVerificationFieldsSchema>;

export const VerifyEmailRequestSchema = z.object({ token: z.string().min(1).max(200) });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

export const LoginResponseSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  email: z.string(),
  code_referrals_uniq: z.string(),
  count_referrals: z.number().int(),
  login_streak: z.number().int(),
  /** Base64 JPEG without the data: prefix, or null when the user has no photo. */
  user_img: z.string().nullable(),
  message: z.string(),
  ...AccountPlanFieldsSchema.shape,
  ...AccountVerificationFieldsSchema.shape,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const GetUserQuerySchema = z.object({ id: z.string().optional(), email: z.string().optional() });

export const GetUserResponseSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  correo: z.string(),
  code_referrals_uniq: z.string(),
  count_referrals: z.number().int(),
  login_streak: z.number().int(),
  user_img: z.string().nullable(),
  ...AccountPlanFieldsSchema.shape,
  ...AccountVerificationFieldsSchema.shape,
});
export type GetUserResponse = z.infer<typeof GetUserResponseSchema>;

export const UpdateProfileImageResponseSchema = z.object({ message: z.string(), user_img: z.string() });
export type UpdateProfileImageResponse = z.infer<typeof UpdateProfileImageResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const ForgotPasswordRequestSchema = z.object({ correo: z.string().max(254) });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z.object({ token: z.string().min(1).max(200), password: z.string() });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** A wait in Spanish: seconds under a minute ('45 s'), whole minutes rounded up above ('3 min'). */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? `${whole} s` : `${Math.ceil(whole / 60)} min`;
}

/** Texts the server answers with; the screens compare against the first ones to decide success, as the spec says. */
export const accountMessages = {
  loginSuccess: "Inicio de sesión exitoso",
  registerSuccess: "Usuario registrado exitosamente",
  registerWithReferralSuccess: "Usuario registrado exitosamente con referido",
  emailTaken: "El correo ya está registrado",
  profileImageUpdated: "Imagen de perfil actualizada con éxito",
  logoutSuccess: "Sesión cerrada",
  invalidCredentials: "Correo o contraseña incorrectos.",
  invalidEmail: "El correo electrónico no es válido",
  passwordLength: `La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`,
  unknownReferralCode: "El código de referido no existe. Revisa el enlace que te compartieron.",
  imageTooLarge: "La imagen supera el tamaño máximo de 5 MB.",
  imageUnsupported: "Formato de imagen no admitido. Usa una imagen JPEG, PNG, WebP o GIF.",
  imageTooManyPixels: "La imagen tiene demasiados píxeles. Usa una imagen más pequeña.",
  imageMissing: "Selecciona una imagen.",
  forgotPasswordSent:
    "Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.",
  resetPasswordDone: "Tu contraseña se actualizó. Ya puedes iniciar sesión.",
  resetLinkInvalid: "El enlace para restablecer la contraseña no es válido o ha caducado. Solicita uno nuevo.",
  crossSiteRefused: "Solicitud rechazada: no proviene de Shifu.",
  emailVerified: "Tu correo está verificado. ¡Gracias!",
  verifyLinkInvalid: "El enlace de verificación no es válido o ha caducado. Pide uno nuevo desde la sección Referidos.",
  verificationSent: "Te enviamos un correo para verificar tu dirección. Revisa tu bandeja de entrada.",
  alreadyVerified: "Tu correo ya está verificado.",
  verifyEmailPrompt: "Verifica tu correo: abre el enlace que te enviamos.",
  referralWaitsOnVerification:
    "Tu invitación contará, y tendréis 7 días de Shifu Premium, cuando verifiques tu correo.",
  pendingReferrals: (count: number) =>
    count === 1
      ? "1 invitado aún no ha verificado su correo: contará cuando lo haga."
      : `${count} invitados aún no han verificado su correo: contarán cuando lo hagan.`,
  resendVerification: "Reenviar el correo de verificación",
  /** The one text of every 429, built from the real Retry-After wherever it is shown. */
  rateLimited: (seconds: number) => `Demasiados intentos. Espera ${formatWait(seconds)} e inténtalo de nuevo.`,
} as const;

/** The spec's §8 texts of the public pages, copied exactly, and the dialogs' fixed labels. */
export const accountScreenText = {
  registerEmailTaken: "😕 ¡Ups! El correo ya está registrado. Intenta con otro ✨",
  registerFailure: "⚠️ ¡Algo salió mal! Ocurrió un error al registrar el usuario. Intenta de nuevo más tarde 🕒",
  registerSuccess: "¡🎉 Usuario registrado exitosamente! Bienvenido a la familia 💖",
  loginSuccess: "🎉 ¡Bienvenido/a! Has iniciado sesión correctamente. Redirigiéndote al chat...",
  loginWrong: "😕 No pudimos iniciar sesión. Verifica tu correo y contraseña e inténtalo nuevamente.",
  loginFailure: "🚨 ¡Oops! Algo salió mal. Asegúrate de tener conexión a internet e intenta de nuevo.",
  progressTitle: "Procesando...",
  progressText: "Por favor espere mientras se completa la operación.",
  successTitle: "¡Éxito!",
  failureTitle: "Ha ocurrido un error",
  accept: "Aceptar",
  nombreRequired: "El nombre es requerido",
  apellidoRequired: "El apellido es requerido",
  emailRequired: "El correo electrónico es requerido",
  emailInvalid: "El correo electrónico no es válido",
  passwordRequired: "La contraseña es requerida",
  passwordsDiffer: "Las contraseñas no coinciden",
  termsRequired: "Debes aceptar los términos y condiciones",
  rememberMe: "Recordar mi sesión",
  forgotPasswordLink: "¿Olvidaste tu contraseña?",
} as const;

/** localStorage keys the spec mirrors the login response to. The session token is never among them. */
export const sessionStorageKeys = [
  "id",
  "username",
  "email",
  "codeReferrals",
  "countReferrals",
  "loginStreak",
  "userImg",
  "code_referrals_uniq",
  "count_referrals",
  "login_streak",
  "user_img",
  "message",
] as const;
