import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants/index';
import { AUTH_MESSAGES as M } from './messages';

export { AUTH_MESSAGES } from './messages';

/** A simple address pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** E-mail as the sign-in and sign-up forms validate it; stored lower-cased. */
export const EmailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .max(254, { error: M.emailTooLong, abort: true })
  .regex(EMAIL_PATTERN, { error: M.emailInvalid });

/** Sign-up password rules (also used by reset and change of password). */
export const NewPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .max(128, { error: M.passwordMax, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordMin })
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), { error: M.passwordComplexity });

const requiredName = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: tooLong });

export const FirstNameSchema = requiredName(M.firstNameRequired, M.firstNameTooLong, 50);
export const LastNameSchema = requiredName(M.lastNameRequired, M.lastNameTooLong, 50);
export const UsernameSchema = requiredName(M.usernameRequired, M.usernameTooLong, 30).regex(USERNAME_PATTERN, {
  error: M.usernameInvalid,
});

/** `POST auth/register` payload: first_name, last_name, username, email, password. */
export const RegisterSchema = z.strictObject({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  username: UsernameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** Runs field schemas inside one refinement, so every problem shows at once (none aborts the rest). */
function checkFields(value: Record<string, unknown>, fields: Record<string, z.ZodType>, ctx: z.RefinementCtx) {
  for (const [key, schema] of Object.entries(fields)) {
    const result = schema.safeParse(value[key]);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [key] });
  }
}

/** The sign-up form: the register payload plus confirmation and terms, checked in the browser. */
export const SignupFormSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email: z.string(),
    password: z.string(),
    confirm_password: z.string(),
    terms: z.boolean(),
  })
  .superRefine((v, ctx) => {
    checkFields(
      v,
      { first_name: FirstNameSchema, last_name: LastNameSchema, username: UsernameSchema, email: EmailSchema, password: NewPasswordSchema },
      ctx,
    );
    if (v.password !== v.confirm_password) ctx.addIssue({ code: 'custom', message: M.passwordsDoNotMatch, path: ['confirm_password'] });
    if (!v.terms) ctx.addIssue({ code: 'custom', message: M.termsRequired, path: ['terms'] });
  });
export type SignupFormValues = z.input<typeof SignupFormSchema>;

/** `POST auth/login`: the form validates only the e-mail, never the password. */
export const LoginSchema = z.strictObject({
  email: EmailSchema,
  password: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired, abort: true }).max(1024, { error: M.passwordMax }),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const LoginFormSchema = z.object({
  email: EmailSchema,
  password: z.string(),
  remember: z.boolean(),
});
export type LoginFormValues = z.input<typeof LoginFormSchema>;

export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** `POST auth/refresh-token` payload, named as existing clients send it (`refreshToken`, camel case). */
export const RefreshTokenSchema = z.strictObject({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, { error: 'Refresh token is required' }).max(512),
});

export const LogoutSchema = z.strictObject({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, { error: 'Refresh token is required' }).max(512),
});

export const ForgotPasswordSchema = z.strictObject({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.strictObject({
  token: z.string({ error: 'Reset token is required' }).min(1, { error: 'Reset token is required' }).max(512),
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const ResetPasswordFormSchema = z.object({ password: z.string(), confirm_password: z.string() }).superRefine((v, ctx) => {
  checkFields(v, { password: NewPasswordSchema }, ctx);
  if (v.password !== v.confirm_password) ctx.addIssue({ code: 'custom', message: M.passwordsDoNotMatch, path: ['confirm_password'] });
});

export const MessageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageSchema>;
