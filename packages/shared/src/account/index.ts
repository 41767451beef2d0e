import { z } from 'zod';
import { EmailSchema, FirstNameSchema, LastNameSchema, NewPasswordSchema, UsernameSchema } from '../auth/index';
import { CompanySchema, VatIdSchema } from '../tax/index';
import { COUNTRY_CODES } from './countries';
import { ACCOUNT_MESSAGES, ADDRESS_MESSAGES } from './messages';

export { ACCOUNT_MESSAGES, ACCOUNT_TEMPLATES, ADDRESS_MESSAGES } from './messages';

export { COUNTRIES, COUNTRY_CODES, countryName, type CountryCode } from './countries';

/** How many addresses one account may keep. */
export const MAX_ADDRESSES = 20;

const A = ADDRESS_MESSAGES;
const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, { error: tooLong });
/** An optional text field: absent, null and blank all mean "none" (stored as null). */
const optionalText = (max: number, tooLong: string, pattern?: { regex: RegExp; message: string }) => {
  const text = z.string().trim().max(max, { error: tooLong });
  const checked = pattern ? text.refine((v) => v === '' || pattern.regex.test(v), { error: pattern.message }) : text;
  return checked.nullish().transform((v) => (v ? v : null));
};

/** The fields of a postal address; checkout reuses it for its shipping form. */
export const AddressSchema = z.strictObject({
  full_name: required(A.fullNameRequired, 100, A.fullNameTooLong),
  line1: required(A.line1Required, 200, A.lineTooLong),
  line2: optionalText(200, A.lineTooLong),
  city: required(A.cityRequired, 100, A.cityTooLong),
  region: optionalText(100, A.regionTooLong),
  postal_code: required(A.postalCodeRequired, 12, A.postalCodeInvalid).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, {
    error: A.postalCodeInvalid,
  }),
  country: z
    .string({ error: A.countryRequired })
    .trim()
    .min(1, { error: A.countryRequired, abort: true })
    .toUpperCase()
    .refine((v) => COUNTRY_CODES.has(v), { error: A.countryInvalid }),
  phone: optionalText(30, A.phoneInvalid, { regex: /^\+?[0-9 ().-]{5,30}$/, message: A.phoneInvalid }),
  /** A business buyer's company and VAT number (EU reverse charge, invoices); the API checks the number's format for EU countries. */
  company: CompanySchema,
  vat_id: VatIdSchema,
});
export type AddressInput = z.input<typeof AddressSchema>;
export type Address = z.infer<typeof AddressSchema>;

const isDefault = z.boolean({ error: A.isDefaultInvalid });

/** `POST users/me/addresses`; the first address becomes the default whatever `is_default` says. */
export const AddressCreateSchema = AddressSchema.extend({ is_default: isDefault.optional() });
export type AddressCreateInput = z.infer<typeof AddressCreateSchema>;

/** `PATCH users/me/addresses/{id}`: any subset of the fields. */
export const AddressUpdateSchema = AddressCreateSchema.partial();
export type AddressUpdateInput = z.infer<typeof AddressUpdateSchema>;

/** A saved address as the API returns it. */
export const SavedAddressSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  vat_id: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;
export const SavedAddressListSchema = z.array(SavedAddressSchema);

const currentPassword = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired, abort: true })
  .max(1024);

/**
 * `PATCH users/me`: any subset of the profile fields, with the sign-up rules. Changing the
 * e-mail needs `current_password`.
 */
export const UpdateProfileSchema = z.strictObject({
  first_name: FirstNameSchema.optional(),
  last_name: LastNameSchema.optional(),
  username: UsernameSchema.optional(),
  email: EmailSchema.optional(),
  current_password: currentPassword.optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

/**
 * `POST users/me/change-password`. `refresh_token` is this device's refresh token: its session
 * stays signed in while every other one is signed out (all of them when it is absent).
 */
export const ChangePasswordSchema = z.strictObject({
  current_password: currentPassword,
  new_password: NewPasswordSchema,
  refresh_token: z.string().min(1).max(512).optional(),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** `DELETE users/me`: the password confirms the deletion. */
export const DeleteAccountSchema = z.strictObject({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, { error: ACCOUNT_MESSAGES.passwordRequired, abort: true })
    .max(1024),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/**
 * `GET users/me/export`: everything the shop holds about the user, one key per section
 * (profile, addresses, newsletter, support_tickets, error_reports, and later modules' own).
 */
export const AccountExportSchema = z.object({ exported_at: z.string() }).catchall(z.unknown());
export type AccountExport = z.infer<typeof AccountExportSchema>;
