import {
  ADMIN_DISCOUNT_MESSAGES as M,
  DISCOUNT_AUDIT_ACTIONS as A,
  discountRuleIssues,
  type AdminDiscount,
  type AdminDiscountDetail,
  type DiscountInput,
  type DiscountPatch,
  type DiscountStatus,
  type DiscountUsage,
  type Page,
} from '@shopwright/shared/admin';
import { fromMinor, fromMinorIn, toMinor, toMinorIn } from '@shopwright/shared/money';
import { discountAmounts } from '../../checkout/discounts';
import type { AppContext } from '../../../context';
import { recordAudit } from '../../../lib/audit';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { nowIso } from '../../../lib/time';
import { insertDiscount } from '../../checkout/discounts.repo';
import { orderNumber } from '../../orders/order-number';
import { pageOf, type PageRequest } from '../admin-pagination';
import { personRef } from '../admin-support.service';
import { uniquely } from '../products/admin-categories.service';
import * as repo from './admin-discounts.repo';

type UsageRow = Awaited<ReturnType<typeof repo.listUsages>>[number];

/** A 409 that points at the field to change, like a validation error does. */
const fieldConflict = (field: string, detail: string) => new AppError(409, 'CONFLICT', detail, { [field]: [detail] });

/** The fields an admin sets, in the API's units: percent or amount off, money in decimals. */
function editableOf(row: repo.DiscountListRow) {
  return {
    code: row.code,
    kind: row.kind,
    value: fromMinor(Number(row.value)),
    min_subtotal: fromMinor(Number(row.min_subtotal)),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    usage_limit: row.usage_limit === null ? null : Number(row.usage_limit),
    amounts: Object.fromEntries(Object.entries(discountAmounts(row.amounts)).map(([c, minor]) => [c, fromMinorIn(minor, c)])),
  };
}
type Editable = ReturnType<typeof editableOf>;

function toAdminDiscount(row: repo.DiscountListRow): AdminDiscount {
  return {
    id: row.id,
    ...editableOf(row),
    times_used: Number(row.times_used),
    active: Number(row.active) === 1,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A fixed code's amounts per currency as stored: minor units of each currency (JPY whole yen), null for none. */
const amountsJson = (amounts: Record<string, number>) =>
  Object.keys(amounts).length === 0
    ? null
    : JSON.stringify(Object.fromEntries(Object.entries(amounts).map(([c, a]) => [c, toMinorIn(a, c)])));

/** Columns of the fields given: percent and amount both become hundredths (basis points or cents). */
function columnsOf(fields: Partial<Editable>) {
  const { value, min_subtotal, amounts, ...rest } = fields;
  return {
    ...rest,
    ...(amounts === undefined ? {} : { amounts: amountsJson(amounts) }),
    ...(value === undefined ? {} : { value: toMinor(value) }),
    ...(min_subtotal === undefined ? {} : { min_subtotal: toMinor(min_subtotal) }),
  };
}

const toUsage = (row: UsageRow): DiscountUsage => ({
  order_id: row.order_id,
  order_number: orderNumber(row.order_id),
  customer: personRef(row.user_id, row.email, row.first_name, row.last_name),
  used_at: row.created_at,
  discount_amount: fromMinor(Number(row.discount_total)),
  order_total: fromMinor(Number(row.total)),
  order_status: row.status,
});

async function findRow(ctx: AppContext, id: number) {
  const row = await repo.findDiscount(ctx.db, id, nowIso());
  if (!row) throw notFound(M.discountNotFound);
  return row;
}

const ensureCodeFree = async (ctx: AppContext, code: string, exceptId?: number) => {
  if (await repo.codeTaken(ctx.db, code, exceptId)) throw fieldConflict('code', M.codeTaken);
};

/** `GET admin/discounts`: newest first, searched by code, by status now. */
export async function listDiscounts(
  ctx: AppContext,
  query: { q?: string; status?: DiscountStatus } & PageRequest,
): Promise<Page<AdminDiscount>> {
  const filter = { q: query.q?.trim() || undefined, status: query.status };
  const now = nowIso();
  const [rows, count] = await Promise.all([repo.listDiscounts(ctx.db, filter, query, now), repo.countDiscounts(ctx.db, filter, now)]);
  return pageOf(rows.map(toAdminDiscount), count, query);
}

/** `GET admin/discounts/{id}`: with what it has taken off its orders so far. */
export async function getDiscount(ctx: AppContext, id: number): Promise<AdminDiscountDetail> {
  const [row, total] = await Promise.all([findRow(ctx, id), repo.totalDiscounted(ctx.db, id)]);
  return { ...toAdminDiscount(row), total_discounted: fromMinor(total) };
}

/** `POST admin/discounts`: a new code, unique whatever its case. */
export async function createDiscount(ctx: AppContext, actorId: number, input: DiscountInput): Promise<AdminDiscountDetail> {
  const check = () => ensureCodeFree(ctx, input.code);
  await check();
  const { active, value, min_subtotal, amounts, ...fields } = input;
  const now = nowIso();
  const id = await uniquely(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const created = await insertDiscount(trx, {
          ...fields,
          value: toMinor(value),
          min_subtotal: toMinor(min_subtotal),
          amounts: amountsJson(amounts),
          active: active ? 1 : 0,
          created_at: now,
          updated_at: now,
        });
        await recordAudit(trx, { actor_id: actorId, action: A.create, entity: 'discount', entity_id: created, after: input });
        return created;
      }),
    check,
  );
  return getDiscount(ctx, id);
}

/** The fields the patch really changes, with their values before and after. */
function changesOf(current: Editable, patch: DiscountPatch) {
  const before: Partial<Editable> = {};
  const after: Partial<Editable> = {};
  for (const key of Object.keys(patch) as (keyof Editable)[]) {
    if (patch[key] === undefined || patch[key] === current[key]) continue;
    Object.assign(before, { [key]: current[key] });
    Object.assign(after, { [key]: patch[key] });
  }
  return { before, after };
}

/** Refuses an edit that breaks the rules tying fields together, or that history forbids. */
async function checkEdit(ctx: AppContext, row: repo.DiscountListRow, patch: DiscountPatch, after: Partial<Editable>) {
  const current = editableOf(row);
  const merged = { ...current, ...after };
  // A new type gives the value a new meaning (percent or amount), so it must come along.
  if (after.kind !== undefined && patch.value === undefined) throw badRequest(M.valueRequired, { value: [M.valueRequired] });
  const issues = discountRuleIssues(merged);
  if (issues.length > 0) throw badRequest(issues[0]!.message, Object.fromEntries(issues.map((i) => [i.field, [i.message]])));
  if (after.code !== undefined) {
    if (await repo.hasOrders(ctx.db, row.id)) throw fieldConflict('code', M.codeUsed);
    await ensureCodeFree(ctx, after.code, row.id);
  }
  const used = Number(row.times_used);
  if (typeof after.usage_limit === 'number' && after.usage_limit < used) throw fieldConflict('usage_limit', M.usageLimitBelowUses(used));
}

/**
 * `PATCH admin/discounts/{id}`: the new rules apply to orders placed from now on; orders keep the
 * code and the amount they were given. A code on orders keeps its name, and its usage limit
 * never drops below the uses it has.
 */
export async function updateDiscount(ctx: AppContext, actorId: number, id: number, patch: DiscountPatch): Promise<AdminDiscountDetail> {
  const row = await findRow(ctx, id);
  const current = editableOf(row);
  const { before, after } = changesOf(current, patch);
  if (Object.keys(after).length === 0) return getDiscount(ctx, id);
  await checkEdit(ctx, row, patch, after);
  await uniquely(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        if (!(await repo.updateDiscount(trx, id, { ...columnsOf(after), updated_at: nowIso() }))) {
          // An order claimed a use since the check: the new limit would be below the uses.
          const fresh = await repo.findDiscount(trx, id, nowIso());
          throw fieldConflict('usage_limit', M.usageLimitBelowUses(Number(fresh?.times_used ?? 0)));
        }
        await recordAudit(trx, { actor_id: actorId, action: A.update, entity: 'discount', entity_id: id, before, after });
      }),
    () => ensureCodeFree(ctx, after.code ?? current.code, id),
  );
  return getDiscount(ctx, id);
}

/** `POST admin/discounts/{id}/deactivate` and `/reactivate`: nothing changes (or is logged) when it already was so. */
export async function setDiscountActive(ctx: AppContext, actorId: number, id: number, active: boolean): Promise<AdminDiscountDetail> {
  const row = await findRow(ctx, id);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.setActive(trx, id, active, nowIso()))) return;
    await recordAudit(trx, {
      actor_id: actorId,
      action: active ? A.reactivate : A.deactivate,
      entity: 'discount',
      entity_id: id,
      before: { code: row.code, active: !active },
      after: { code: row.code, active },
    });
  });
  return getDiscount(ctx, id);
}

/** `GET admin/discounts/{id}/usages`: the orders that use the code, newest first. */
export async function listUsages(ctx: AppContext, id: number, page: PageRequest): Promise<Page<DiscountUsage>> {
  await findRow(ctx, id);
  const [rows, count] = await Promise.all([repo.listUsages(ctx.db, id, page), repo.countUsages(ctx.db, id)]);
  return pageOf(rows.map(toUsage), count, page);
}
