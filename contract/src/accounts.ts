import { z } from "zod";
import { REFERRAL_CODE_LENGTH } from "./plain/accounts";
import { AccountPlanFieldsSchema } from "./plans";

// The values without zod live apart, so the browser can draw without it; every schema module offers them too.
export * from "./plain/accounts";

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
