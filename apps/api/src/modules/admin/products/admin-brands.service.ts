import {
  ADMIN_TAXONOMY_MESSAGES as T,
  CATALOG_AUDIT_ACTIONS as A,
  type AdminBrand,
  type BrandInput,
  type BrandPatch,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import * as catalog from '../../catalog/brand-writes';
import { slugOf } from '../../catalog/product-key';
import { writeBrandTranslations } from '../../catalog/translation-writes';
import { checkLanguages } from './admin-translations';
import { productsIn } from './admin-categories.repo';
import { takenConflict, uniquely } from './admin-categories.service';
import * as repo from './admin-brands.repo';

const TAKEN = { name: T.brandNameTaken, slug: T.brandSlugTaken };

export const listBrands = (ctx: AppContext): Promise<AdminBrand[]> => repo.listBrands(ctx.db);

async function brandById(ctx: AppContext, id: number): Promise<AdminBrand> {
  const found = (await repo.listBrands(ctx.db)).find((b) => b.id === id);
  if (!found) throw notFound(T.brandNotFound);
  return found;
}

/** `POST admin/brands`. */
export async function createBrand(ctx: AppContext, actorId: number, input: BrandInput): Promise<AdminBrand> {
  const values = { name: input.name, slug: input.slug ?? slugOf(input.name) };
  const { translations } = input;
  const check = async () => takenConflict(await repo.brandTaken(ctx.db, values.name, values.slug), TAKEN);
  await checkLanguages(ctx, translations);
  await check();
  const id = await uniquely(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const created = await catalog.insertBrand(trx, values);
        if (translations) await writeBrandTranslations(trx, created, translations);
        const after = translations ? { ...values, translations } : values;
        await recordAudit(trx, { actor_id: actorId, action: A.brandCreate, entity: 'brand', entity_id: created, after });
        return created;
      }),
    check,
  );
  return brandById(ctx, id);
}

/** `PATCH admin/brands/{id}`: a new name is also written into its products' search keywords. */
export async function updateBrand(ctx: AppContext, actorId: number, id: number, patch: BrandPatch): Promise<AdminBrand> {
  const current = await repo.findBrand(ctx.db, id);
  if (!current) throw notFound(T.brandNotFound);
  // An empty patch changes nothing: no write, no audit entry.
  if (Object.keys(patch).length === 0) return brandById(ctx, id);
  const { translations, ...fields } = patch;
  const check = async () => takenConflict(await repo.brandTaken(ctx.db, patch.name, patch.slug, id), TAKEN);
  await checkLanguages(ctx, translations);
  await check();
  await uniquely(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const was = translations ? (await repo.listBrands(trx)).find((b) => b.id === id)?.translations : undefined;
        if (Object.keys(fields).length > 0) await catalog.updateBrand(trx, current, fields);
        if (translations) await writeBrandTranslations(trx, id, translations);
        const before: Record<string, unknown> = Object.fromEntries(Object.keys(fields).map((k) => [k, current[k as keyof typeof fields]]));
        if (translations) before.translations = was ?? {};
        await recordAudit(trx, { actor_id: actorId, action: A.brandUpdate, entity: 'brand', entity_id: id, before, after: patch });
      }),
    check,
  );
  return brandById(ctx, id);
}

/** `DELETE admin/brands/{id}`: only a brand without products (409 otherwise). */
export async function deleteBrand(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await repo.findBrand(trx, id);
    if (!current) throw notFound(T.brandNotFound);
    const products = await productsIn(trx, 'brand_id', id);
    if (products > 0) throw conflict(T.brandNotEmpty(products));
    await catalog.deleteBrand(trx, id);
    await recordAudit(trx, { actor_id: actorId, action: A.brandDelete, entity: 'brand', entity_id: id, before: current });
  });
}
