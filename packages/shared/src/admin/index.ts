import { z } from 'zod';
import { SavedAddressSchema } from '../account/index';
import { EmailSchema, RegisterSchema } from '../auth/index';
import { MAX_ID } from '../constants/index';
import { UpdatedSinceSchema } from '../integrations/index';

export { MAX_ID };

export * from './discounts';
export * from './newsletter';
export * from './orders';
export * from './products';
export * from './reports';
export * from './support';
export * from './translations';
export * from './variants';
export * from './mail';

/** Texts of the admin area's answers (API details and front-end refusals). */
export const ADMIN_MESSAGES = {
  accessDenied: 'This account does not have access to the admin area.',
  customerNotFound: 'Customer not found.',
  cannotBlockSelf: 'You cannot block or unblock your own account.',
  cannotBlockAdmin: 'Admins cannot be blocked. Demote the account to customer first.',
  adminNotFound: 'Admin not found.',
  noAccountWithEmail: 'No account uses this email.',
  alreadyAdmin: 'This account is already an admin.',
  promoteBlocked: 'This account is blocked. Unblock it before making it an admin.',
  lastAdmin: 'The shop must keep at least one admin. Create or promote another admin before demoting this one.',
  customerBlocked: 'Customer blocked. They have been signed out everywhere.',
  customerUnblocked: 'Customer unblocked. They can sign in again.',
  settingsSaved: 'Settings saved.',
  adminCreated: 'Admin created.',
  adminPromoted: 'Account promoted to admin.',
  adminDemoted: 'Admin demoted to customer.',
  actionInvalid: 'Action may contain only lower-case letters, digits, dots, dashes and underscores',
} as const;

/** Actions written to the audit log by the admin foundation; later features add their own. */
export const AUDIT_ACTIONS = {
  customerBlock: 'customer.block',
  customerUnblock: 'customer.unblock',
  settingsUpdate: 'settings.update',
  zoneWrite: 'zone.write',
  taxCategoryWrite: 'tax_category.write',
  taxRateWrite: 'tax_rate.write',
  shippingMethodWrite: 'shipping_method.write',
  adminCreate: 'admin.create',
  adminPromote: 'admin.promote',
  adminDemote: 'admin.demote',
} as const;

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

export const IdParamsSchema = z.object({ id: z.coerce.number({ error: 'Id must be a number' }).int().min(1).max(MAX_ID) });

/** `page` and `page_size` of every admin list. */
export const PageQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number({ error: 'Page size must be a number' }).int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});

/** A page of results; `next` and `previous` are page numbers (null at either end). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), next: z.number().int().nullable(), previous: z.number().int().nullable(), results: z.array(item) });
export interface Page<T> {
  count: number;
  next: number | null;
  previous: number | null;
  results: T[];
}

export const CUSTOMER_SORTS = ['-date_joined', 'date_joined', 'name', '-name'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** `GET admin/customers`: search in name, e-mail and username; newest first by default. */
export const CustomerListQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(100, { error: 'Search must be at most 100 characters' }).optional(),
  sort: z.enum(CUSTOMER_SORTS, { error: `Sort must be one of ${CUSTOMER_SORTS.join(', ')}` }).default('-date_joined'),
}).extend(UpdatedSinceSchema.shape);
export type CustomerListQuery = z.input<typeof CustomerListQuerySchema>;

export const AdminCustomerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date_joined: z.string(),
  is_blocked: z.boolean(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;
export const AdminCustomerPageSchema = pageOf(AdminCustomerSchema);

/**
 * A customer's buying of all time, counted as the reports count sales (see SALES_RULE): orders not
 * cancelled; `spent` is what they were charged, `net` that minus refunds (the lifetime value).
 */
export const CustomerLifetimeSchema = z.object({
  orders: z.number().int(),
  spent: z.number(),
  refunded: z.number(),
  net: z.number(),
  currency: z.string(),
  first_order_at: z.string().nullable(),
  last_order_at: z.string().nullable(),
});
export type CustomerLifetime = z.infer<typeof CustomerLifetimeSchema>;

export const AdminCustomerDetailSchema = AdminCustomerSchema.extend({
  updated_at: z.string(),
  addresses: z.array(SavedAddressSchema),
  lifetime: CustomerLifetimeSchema,
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

/** `GET admin/customers/summary`: the dashboard's customer counts. */
export const CustomerSummarySchema = z.object({
  total: z.number().int(),
  new_last_7_days: z.number().int(),
  new_last_30_days: z.number().int(),
  blocked: z.number().int(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

export const AdminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date_joined: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = pageOf(AdminUserSchema);

/** `POST admin/users`: a new admin account, with the sign-up rules. */
export const CreateAdminSchema = RegisterSchema;
export type CreateAdminInput = z.infer<typeof CreateAdminSchema>;

/** `POST admin/users/promote`: make an existing customer an admin. */
export const PromoteAdminSchema = z.strictObject({ email: EmailSchema });
export type PromoteAdminInput = z.infer<typeof PromoteAdminSchema>;

/** `GET admin/audit-log`: newest first, optionally one action only. */
export const AuditLogQuerySchema = PageQuerySchema.extend({
  action: z
    .string()
    .trim()
    .max(64, { error: ADMIN_MESSAGES.actionInvalid })
    .regex(/^[a-z0-9._-]*$/, { error: ADMIN_MESSAGES.actionInvalid })
    .optional(),
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** Who did it; null when the account has since been removed. */
  actor: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogPageSchema = pageOf(AuditEntrySchema);

/** `GET admin/audit-log/actions`: the actions that occur in the log, for the filter. */
export const AuditActionListSchema = z.array(z.string());
