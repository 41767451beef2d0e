import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DISCOUNT_MESSAGES as M, DISCOUNT_AUDIT_ACTIONS as A } from '@shopwright/shared/admin';
import { CHECKOUT_MESSAGES } from '@shopwright/shared/checkout';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { isoIn } from '../../../lib/time';
import { checkoutApi, shopperWithCart } from '../../orders/orders.fixtures';
import { signInAdmin, type SignedIn } from '../admin.fixtures';

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let token: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t);
  token = { token: admin.access };
});
afterAll(() => t.close());

let counter = 0;
/** A code no other test uses. */
const uniqueCode = (prefix = 'CODE') => `${prefix}_${Date.now().toString(36)}${++counter}`.toUpperCase();
const create = (body: Record<string, unknown>) => api.post('admin/discounts', body, token);
const patch = (id: number, body: unknown) => api.patch(`admin/discounts/${id}`, body, token);
const auditOf = async (action: string) => (await api.get(`admin/audit-log?action=${action}&page_size=100`, token)).body.results;
const HOUR = 3600_000;

describe('creating discount codes', () => {
  it('creates a percentage code with every rule, upper-cased, and audits it', async () => {
    const code = uniqueCode('spring');
    const starts = isoIn(-HOUR);
    const ends = new Date(Date.now() + 30 * 24 * HOUR).toISOString().replace('Z', '+00:00');
    const res = await create({
      code: ` ${code.toLowerCase()} `,
      kind: 'percentage',
      value: 12.5,
      min_subtotal: 20,
      starts_at: starts,
      ends_at: ends,
      usage_limit: 100,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      code,
      kind: 'percentage',
      value: 12.5,
      min_subtotal: 20,
      starts_at: starts,
      ends_at: new Date(ends).toISOString(),
      usage_limit: 100,
      amounts: {},
      times_used: 0,
      active: true,
      status: 'active',
      total_discounted: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const stored = await t.ctx.db.selectFrom('discount_codes').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect([stored.value, stored.min_subtotal]).toEqual([1250, 2000]);
    expect((await api.get(`admin/discounts/${res.body.id}`, token)).body).toEqual(res.body);
    expect((await auditOf(A.create)).find((e: { entity_id: string }) => e.entity_id === String(res.body.id))).toMatchObject({
      entity: 'discount',
      actor: { id: admin.id },
      after: { code, kind: 'percentage', value: 12.5, usage_limit: 100 },
    });
  });

  it('creates a fixed amount with the defaults: no minimum, no dates, no limit, active', async () => {
    const code = uniqueCode('FIVE');
    const res = await create({ code, kind: 'fixed', value: 5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code,
      kind: 'fixed',
      value: 5,
      min_subtotal: 0,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      active: true,
      status: 'active',
    });
    const inactive = await create({ code: uniqueCode('DRAFT'), kind: 'fixed', value: 0.01, active: false });
    expect(inactive.body).toMatchObject({ active: false, status: 'inactive', value: 0.01 });
  });

  it('refuses a code another one has, whatever its case, with 409', async () => {
    const code = uniqueCode('TWICE');
    expect((await create({ code, kind: 'fixed', value: 1 })).status).toBe(201);
    const res = await create({ code: code.toLowerCase(), kind: 'percentage', value: 10 });
    expect([res.status, res.body.detail, res.body.errors]).toEqual([409, M.codeTaken, { code: [M.codeTaken] }]);
    // A code stored in another case (from before the admin existed) counts too.
    await t.ctx.db
      .insertInto('discount_codes')
      .values({ code: 'legacy_lower', kind: 'fixed', value: 100, created_at: isoIn(0), updated_at: isoIn(0) })
      .execute();
    expect((await create({ code: 'LEGACY_LOWER', kind: 'fixed', value: 1 })).status).toBe(409);
  });

  it('refuses bad input with 400 and the field message, creating nothing', async () => {
    const before = (await api.get('admin/discounts', token)).body.count;
    const ok = { code: uniqueCode('BAD'), kind: 'percentage', value: 10 };
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ ...ok, code: 'AB' }, 'code', M.codeInvalid],
      [{ ...ok, code: 'SPRING SALE' }, 'code', M.codeInvalid],
      [{ ...ok, code: 'SALE%' }, 'code', M.codeInvalid],
      [{ ...ok, code: 'X'.repeat(33) }, 'code', M.codeInvalid],
      [{ ...ok, code: undefined }, 'code', M.codeInvalid],
      [{ ...ok, kind: 'bogo' }, 'kind', M.kindInvalid],
      [{ ...ok, value: undefined }, 'value', M.valueRequired],
      [{ ...ok, value: '10' }, 'value', M.valueRequired],
      [{ ...ok, value: 0 }, 'value', M.percentInvalid],
      [{ ...ok, value: 0.5 }, 'value', M.percentInvalid],
      [{ ...ok, value: 100.01 }, 'value', M.percentInvalid],
      [{ ...ok, value: 12.345 }, 'value', M.percentInvalid],
      [{ ...ok, kind: 'fixed', value: 0 }, 'value', M.amountInvalid],
      [{ ...ok, kind: 'fixed', value: -5 }, 'value', M.amountInvalid],
      [{ ...ok, kind: 'fixed', value: 0.001 }, 'value', M.amountInvalid],
      [{ ...ok, kind: 'fixed', value: 1_000_000.01 }, 'value', M.amountInvalid],
      [{ ...ok, min_subtotal: -1 }, 'min_subtotal', M.minSubtotalInvalid],
      [{ ...ok, min_subtotal: 1.005 }, 'min_subtotal', M.minSubtotalInvalid],
      [{ ...ok, starts_at: 'tomorrow' }, 'starts_at', M.dateInvalid],
      [{ ...ok, ends_at: '2030-01-31' }, 'ends_at', M.dateInvalid],
      [{ ...ok, starts_at: '2030-02-01T00:00:00Z', ends_at: '2030-01-31T00:00:00Z' }, 'ends_at', M.endsBeforeStarts],
      [{ ...ok, starts_at: '2030-02-01T00:00:00Z', ends_at: '2030-02-01T02:00:00+02:00' }, 'ends_at', M.endsBeforeStarts],
      [{ ...ok, usage_limit: 0 }, 'usage_limit', M.usageLimitInvalid],
      [{ ...ok, usage_limit: 1.5 }, 'usage_limit', M.usageLimitInvalid],
      [{ ...ok, usage_limit: -3 }, 'usage_limit', M.usageLimitInvalid],
      [{ ...ok, active: 'yes' }, 'active', M.activeInvalid],
      [{ ...ok, times_used: 5 }, 'times_used', undefined],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.errors[field], JSON.stringify(body)).toEqual([message]);
      else expect(res.body.errors[field]).toBeDefined();
    }
    for (const body of [undefined, null, []])
      expect((await api.post('admin/discounts', body, token)).status, JSON.stringify(body)).toBe(400);
    // Every problem at once, the rules tying fields together included.
    const all = await create({
      code: 'x',
      kind: 'percentage',
      value: 150,
      starts_at: '2030-02-01T00:00:00Z',
      ends_at: '2030-01-01T00:00:00Z',
      usage_limit: 0,
    });
    expect(all.body.errors).toEqual({
      code: [M.codeInvalid],
      value: [M.percentInvalid],
      ends_at: [M.endsBeforeStarts],
      usage_limit: [M.usageLimitInvalid],
    });
    expect((await create({ ...ok, value: 100, usage_limit: null, starts_at: null })).status).toBe(201);
    expect((await api.get('admin/discounts', token)).body.count).toBe(before + 1);
  });
});

describe('listing discount codes', () => {
  it('searches by code, filters by status now, and pages', async () => {
    const tag = `L${Date.now().toString(36).toUpperCase()}`;
    const made: Record<string, number> = {};
    const specs: [string, Record<string, unknown>][] = [
      ['active', { starts_at: isoIn(-HOUR), ends_at: isoIn(HOUR) }],
      ['scheduled', { starts_at: isoIn(24 * HOUR) }],
      ['expired', { starts_at: isoIn(-48 * HOUR), ends_at: isoIn(-HOUR) }],
      ['inactive', { active: false }],
      ['used_up', { usage_limit: 1 }],
    ];
    for (const [status, extra] of specs) {
      const res = await create({ code: `${tag}_${status.toUpperCase()}`, kind: 'fixed', value: 1, ...extra });
      made[status] = res.body.id;
    }
    await t.ctx.db.updateTable('discount_codes').set({ times_used: 1 }).where('id', '=', made.used_up!).execute();

    const all = await api.get(`admin/discounts?q=${tag.toLowerCase()}`, token);
    expect(all.body.count).toBe(5);
    expect(all.body.results.map((d: { code: string; status: string }) => [d.code, d.status])).toEqual(
      [...specs].reverse().map(([status]) => [`${tag}_${status.toUpperCase()}`, status]),
    );
    expect(all.body.results[0]).toMatchObject({ times_used: 1, usage_limit: 1 });
    for (const [status] of specs) {
      const res = await api.get(`admin/discounts?q=${tag}&status=${status}`, token);
      expect(
        res.body.results.map((d: { id: number }) => d.id),
        status,
      ).toEqual([made[status]]);
    }
    // `_` is a literal character in a search, not a wildcard.
    expect((await api.get(`admin/discounts?q=${tag}_EXP`, token)).body.count).toBe(1);
    expect((await api.get(`admin/discounts?q=${tag}XEXP`, token)).body.count).toBe(0);

    const first = await api.get(`admin/discounts?q=${tag}&page_size=2`, token);
    expect(first.body).toMatchObject({ count: 5, next: 2, previous: null });
    const last = await api.get(`admin/discounts?q=${tag}&page=3&page_size=2`, token);
    expect(last.body).toMatchObject({ count: 5, next: null, previous: 2, results: [{ id: made.active }] });
  });

  it('refuses bad filters and ids with 400, unknown ids with 404', async () => {
    expect((await api.get('admin/discounts?status=gone', token)).body.errors.status).toEqual([M.statusInvalid]);
    expect((await api.get(`admin/discounts?q=${'x'.repeat(101)}`, token)).body.errors.q).toEqual([M.searchTooLong]);
    expect((await api.get('admin/discounts?page=0', token)).status).toBe(400);
    expect((await api.get('admin/discounts/abc', token)).status).toBe(400);
    for (const path of ['admin/discounts/999999', 'admin/discounts/999999/usages']) {
      const res = await api.get(path, token);
      expect([res.status, res.body.detail]).toEqual([404, M.discountNotFound]);
    }
    for (const action of ['deactivate', 'reactivate'])
      expect((await api.post(`admin/discounts/999999/${action}`, undefined, token)).status).toBe(404);
    expect((await patch(999999, { value: 5 })).status).toBe(404);
  });
});

describe('editing discount codes', () => {
  it('changes only what is sent, audits before and after, and logs nothing for a no-op', async () => {
    const created = (await create({ code: uniqueCode('EDIT'), kind: 'percentage', value: 10, min_subtotal: 5 })).body;
    const res = await patch(created.id, { value: 20, min_subtotal: 5, usage_limit: 3, ends_at: '2099-01-01T00:00:00+01:00' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: created.code,
      kind: 'percentage',
      value: 20,
      min_subtotal: 5,
      usage_limit: 3,
      ends_at: '2098-12-31T23:00:00.000Z',
    });
    const entries = (await auditOf(A.update)).filter((e: { entity_id: string }) => e.entity_id === String(created.id));
    expect(entries).toEqual([
      expect.objectContaining({
        before: { value: 10, usage_limit: null, ends_at: null },
        after: { value: 20, usage_limit: 3, ends_at: '2098-12-31T23:00:00.000Z' },
      }),
    ]);
    expect((await patch(created.id, { value: 20, code: created.code.toLowerCase() })).status).toBe(200);
    expect((await auditOf(A.update)).filter((e: { entity_id: string }) => e.entity_id === String(created.id))).toHaveLength(1);

    const kind = await patch(created.id, { kind: 'fixed', value: 7.5 });
    expect(kind.body).toMatchObject({ kind: 'fixed', value: 7.5 });
    const renamed = await patch(created.id, { code: `${created.code}_NEW`, usage_limit: null });
    expect(renamed.body).toMatchObject({ code: `${created.code}_NEW`, usage_limit: null });
  });

  it('checks the edit against the stored rules', async () => {
    const created = (await create({ code: uniqueCode('RULES'), kind: 'fixed', value: 150, starts_at: '2030-01-01T00:00:00Z' })).body;
    const other = (await create({ code: uniqueCode('OTHER'), kind: 'fixed', value: 1 })).body;
    const cases: [unknown, number, string, string | undefined][] = [
      [{ kind: 'percentage' }, 400, 'value', M.valueRequired],
      [{ kind: 'percentage', value: 150 }, 400, 'value', M.percentInvalid],
      [{ value: 0 }, 400, 'value', M.amountInvalid],
      [{ ends_at: '2029-12-31T23:59:59Z' }, 400, 'ends_at', M.endsBeforeStarts],
      [{ code: 'no' }, 400, 'code', M.codeInvalid],
      [{ code: other.code.toLowerCase() }, 409, 'code', M.codeTaken],
      [{ usage_limit: 0 }, 400, 'usage_limit', M.usageLimitInvalid],
      [{ active: false }, 400, 'active', undefined],
      [{ times_used: 0 }, 400, 'times_used', undefined],
    ];
    for (const [body, status, field, message] of cases) {
      const res = await patch(created.id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body.errors[field]).toEqual([message]);
      else expect(res.body.errors[field]).toBeDefined();
    }
    expect((await api.get(`admin/discounts/${created.id}`, token)).body).toMatchObject({
      code: created.code,
      kind: 'fixed',
      value: 150,
      ends_at: null,
    });
  });
});

describe('deactivating and reactivating', () => {
  it('switches a code off so checkout refuses it, and on again; each once in the audit log', async () => {
    const code = uniqueCode('TOGGLE');
    const created = (await create({ code, kind: 'fixed', value: 1 })).body;
    const { shopper } = await shopperWithCart(t);
    const quote = () => checkoutApi(t).quote(shopper, { discount_code: code });
    expect((await quote()).body.discount).toMatchObject({ code, amount: 1 });

    const off = await api.post(`admin/discounts/${created.id}/deactivate`, undefined, token);
    expect(off.body).toMatchObject({ active: false, status: 'inactive' });
    expect((await quote()).body.discount_error).toMatchObject({ reason: 'inactive', detail: CHECKOUT_MESSAGES.discountInactive });
    expect((await api.post(`admin/discounts/${created.id}/deactivate`, undefined, token)).status).toBe(200);

    const on = await api.post(`admin/discounts/${created.id}/reactivate`, undefined, token);
    expect(on.body).toMatchObject({ active: true, status: 'active' });
    expect((await quote()).body.discount).toMatchObject({ code });

    const mine = (entries: Array<{ entity_id: string }>) => entries.filter((e) => e.entity_id === String(created.id));
    expect(mine(await auditOf(A.deactivate))).toEqual([
      expect.objectContaining({ before: { code, active: true }, after: { code, active: false } }),
    ]);
    expect(mine(await auditOf(A.reactivate))).toHaveLength(1);
  });
});
