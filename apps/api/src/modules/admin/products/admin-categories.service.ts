import {
  ADMIN_TAXONOMY_MESSAGES as T,
  CATALOG_AUDIT_ACTIONS as A,
  type AdminCategory,
  type CategoryInput,
  type CategoryPatch,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../../context';
import { recordAudit } from '../../../lib/audit';
import { AppError, conflict, notFound } from '../../../lib/errors';
import { isUniqueViolation } from '../../account/account.repo';
import * as catalog from '../../catalog/category-writes';
import { slugOf } from '../../catalog/product-key';
import { writeCategoryTranslations } from '../../catalog/translation-writes';
import * as repo from './admin-categories.repo';
import { checkCategorySlugs, checkLanguages } from './admin-translations';

/** A 409 naming the fields another record already uses. */
export function takenConflict(taken: { name: boolean; slug: boolean }, messages: { name: string; slug: string }): void {
  const errors: Record<string, string[]> = {};
  if (taken.name) errors.name = [messages.name];
  if (taken.slug) errors.slug = [messages.slug];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(409, 'CONFLICT', first, errors);
}

/** Runs a write; a unique index refusing it (a concurrent request took the name) becomes the 409. */
export async function uniquely<T>(write: () => Promise<T>, recheck: () => Promise<void>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) await recheck();
    throw err;
  }
}

const TAKEN = { name: T.categoryNameTaken, slug: T.categorySlugTaken };

export const listCategories = (ctx: AppContext): Promise<AdminCategory[]> => repo.listCategories(ctx.db);

async function categoryById(ctx: AppContext, id: number): Promise<AdminCategory> {
  const found = (await repo.listCategories(ctx.db)).find((c) => c.id === id);
  if (!found) throw notFound(T.categoryNotFound);
  return found;
}

/** `POST admin/categories`: added at the end of the menu. */
export async function createCategory(ctx: AppContext, actorId: number, input: CategoryInput): Promise<AdminCategory> {
  const values = { name: input.name, slug: input.slug ?? slugOf(input.name), description: input.description };
  const { translations } = input;
  const check = async () => {
    takenConflict(await repo.categoryTaken(ctx.db, values.name, values.slug), TAKEN);
    await checkCategorySlugs(ctx.db, translations, null);
  };
  await checkLanguages(ctx, translations);
  await check();
  const id = await uniquely(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const created = await catalog.insertCategory(trx, values);
        if (translations) await writeCategoryTranslations(trx, created, translations);
        const after = translations ? { ...values, translations } : values;
        await recordAudit(trx, { actor_id: actorId, action: A.categoryCreate, entity: 'category', entity_id: created, after });
        return created;
      }),
    check,
  );
  return categoryById(ctx, id);
}

/** `PATCH admin/categories/{id}`: a new name is also written into its products' search keywords. */
export async function updateCategory(ctx: AppContext, actorId: number, id: number, patch: CategoryPatch): Promise<AdminCategory> {
  const current = await repo.findCategory(ctx.db, id);
  if (!current) throw notFound(T.categoryNotFound);
  // An empty patch changes nothing: no write, no audit entry.
  if (Object.keys(patch).length === 0) return categoryById(ctx, id);
  const { translations, ...fields } = patch;
  const check = async () => {
    takenConflict(await repo.categoryTaken(ctx.db, patch.name, patch.slug, id), TAKEN);
    await checkCategorySlugs(ctx.db, translations, id);
  };
  await checkLanguages(ctx, translations);
  await check();
  await uniquely(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const was = translations ? (await repo.listCategories(trx)).find((c) => c.id === id)?.translations : undefined;
        if (Object.keys(fields).length > 0) await catalog.updateCategory(trx, current, fields);
        if (translations) await writeCategoryTranslations(trx, id, translations);
        const before: Record<string, unknown> = Object.fromEntries(Object.keys(fields).map((k) => [k, current[k as keyof typeof fields]]));
        if (translations) before.translations = was ?? {};
        await recordAudit(trx, { actor_id: actorId, action: A.categoryUpdate, entity: 'category', entity_id: id, before, after: patch });
      }),
    check,
  );
  return categoryById(ctx, id);
}

/** `PUT admin/categories/order`: every category, in the new menu order. */
export async function reorderCategories(ctx: AppContext, actorId: number, ids: number[]): Promise<AdminCategory[]> {
  await ctx.db.transaction().execute(async (trx) => {
    const known = await repo.allCategoryIds(trx);
    if (ids.length !== known.length || new Set(ids).size !== ids.length || !ids.every((id) => known.includes(id))) {
      throw new AppError(400, 'VALIDATION_ERROR', T.orderInvalid, { ids: [T.orderInvalid] });
    }
    const before = (await repo.listCategories(trx)).map((c) => c.id);
    await catalog.setCategoryPositions(trx, ids);
    await recordAudit(trx, {
      actor_id: actorId,
      action: A.categoryReorder,
      entity: 'category',
      entity_id: null,
      before: { ids: before },
      after: { ids },
    });
  });
  return repo.listCategories(ctx.db);
}

/** `DELETE admin/categories/{id}`: only an empty category (409 otherwise). */
export async function deleteCategory(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await repo.findCategory(trx, id);
    if (!current) throw notFound(T.categoryNotFound);
    const products = await repo.productsIn(trx, 'category_id', id);
    if (products > 0) throw conflict(T.categoryNotEmpty(products));
    await catalog.deleteCategory(trx, id);
    await recordAudit(trx, { actor_id: actorId, action: A.categoryDelete, entity: 'category', entity_id: id, before: current });
  });
}
