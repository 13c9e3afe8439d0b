import {
  accountMessages,
  accountScreenText,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_IMAGE_ACCEPT,
  PROFILE_IMAGE_MAX_BYTES,
} from "@shifu/contract/plain/accounts";

export type RegisterFormValues = {
  nombre: string;
  apellido: string;
  email: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
};

export type RegisterFormField = keyof RegisterFormValues | "photo";
export type RegisterFormErrors = Partial<Record<RegisterFormField, string>>;

// The spec's loose rule: text, @, text, dot, text. The server checks the same pattern.
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PROFILE_IMAGE_TYPES = new Set(PROFILE_IMAGE_ACCEPT.split(","));

export function validateEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return accountScreenText.emailRequired;
  if (!LOOSE_EMAIL.test(trimmed)) return accountScreenText.emailInvalid;
  return undefined;
}

/** The server's length rule, mirrored so a bad password is caught before anything is sent. */
export function validatePassword(password: string): string | undefined {
  if (!password) return accountScreenText.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return accountMessages.passwordLength;
  }
  return undefined;
}

export function validatePasswordConfirmation(password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : accountScreenText.passwordsDiffer;
}

/** The server's image rules (type and 5 MB), mirrored so a wrong file is refused when it is chosen. */
export function validateProfileImage(file: File): string | undefined {
  if (!PROFILE_IMAGE_TYPES.has(file.type)) return accountMessages.imageUnsupported;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return accountMessages.imageTooLarge;
  return undefined;
}

/** Every field's message at once, in form order; an empty object means the form can be sent. */
export function validateRegisterForm(values: RegisterFormValues): RegisterFormErrors {
  const errors: RegisterFormErrors = {
    nombre: values.nombre.trim() ? undefined : accountScreenText.nombreRequired,
    apellido: values.apellido.trim() ? undefined : accountScreenText.apellidoRequired,
    email: validateEmail(values.email),
    password: validatePassword(values.password),
    confirmPassword: validatePasswordConfirmation(values.password, values.confirmPassword),
    termsAccepted: values.termsAccepted ? undefined : accountScreenText.termsRequired,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}
