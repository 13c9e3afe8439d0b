/** Length of every user's referral code; the register route and the code boxes in the UI use the same number. */
export const REFERRAL_CODE_LENGTH = 4;

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MAX_LENGTH = 128;

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const PROFILE_IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

export const SESSION_REMEMBER_DAYS = 30;

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
