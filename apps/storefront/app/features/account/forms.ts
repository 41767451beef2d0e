import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  AddressCreateSchema,
  ChangePasswordSchema,
  UpdateProfileSchema,
  type SavedAddress,
  type UpdateProfileInput,
} from '@shopwright/shared/account';
import { AUTH_MESSAGES } from '@shopwright/shared/auth';
import type { Profile } from '@shopwright/shared/users';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
export const emailChanged = (value: string | undefined, current: string) => !sameEmail(value ?? '', current);

/** The profile form: all of `PATCH users/me`; the current password only when the e-mail changes. */
export const profileFormSchema = (currentEmail: string) =>
  UpdateProfileSchema.required({ first_name: true, last_name: true, username: true, email: true })
    .extend({ current_password: z.string() })
    .refine((v) => !emailChanged(v.email, currentEmail) || v.current_password.length > 0, {
      error: ACCOUNT_MESSAGES.currentPasswordRequired,
      path: ['current_password'],
    });
export type ProfileFormSchema = ReturnType<typeof profileFormSchema>;
export type ProfileFormValues = z.input<ProfileFormSchema>;
export type ProfileFormOutput = z.output<ProfileFormSchema>;

export const profileValues = (user: Profile): ProfileFormValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
  email: user.email,
  current_password: '',
});

export function profilePayload(values: ProfileFormOutput, currentEmail: string): UpdateProfileInput {
  const { current_password, ...fields } = values;
  return emailChanged(values.email, currentEmail) ? { ...fields, current_password } : fields;
}

/** Change of password with the sign-up rules and a confirmation typed twice. */
export const PasswordFormSchema = ChangePasswordSchema.omit({ refresh_token: true })
  .extend({ confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, { error: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirm_password'] });
export type PasswordFormValues = z.input<typeof PasswordFormSchema>;

export type AddressFormValues = z.input<typeof AddressCreateSchema>;

/** Countries are chosen from the list; a new address starts in the United States. */
export const DEFAULT_COUNTRY = 'US';

export const addressValues = (address: SavedAddress | null): AddressFormValues => ({
  full_name: address?.full_name ?? '',
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  city: address?.city ?? '',
  region: address?.region ?? '',
  postal_code: address?.postal_code ?? '',
  country: address?.country ?? DEFAULT_COUNTRY,
  phone: address?.phone ?? '',
  company: address?.company ?? '',
  vat_id: address?.vat_id ?? '',
  is_default: address?.is_default ?? false,
});
