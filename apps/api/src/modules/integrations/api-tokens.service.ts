import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  AUDIT_INTEGRATION_ACTIONS as A,
  INTEGRATION_MESSAGES as M,
  type ApiToken,
  type ApiTokenScope,
  type NewApiToken,
} from '@shopwright/shared/integrations';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { hashOpaqueToken } from '../../lib/tokens';
import * as repo from './api-tokens.repo';
import type { ApiTokenRow } from './integrations.table';

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: JSON.parse(row.scopes) as ApiTokenScope[],
  created_at: row.created_at,
  last_used_at: row.last_used_at,
  revoked_at: row.revoked_at,
});

export async function listApiTokens(ctx: AppContext): Promise<ApiToken[]> {
  return (await repo.listTokens(ctx.db)).map(toApiToken);
}

/** Makes a token: 32 random bytes after `swt_`, stored as its SHA-256 only; the answer is the one time it is shown. */
export async function createApiToken(
  ctx: AppContext,
  actorId: number,
  input: { name: string; scopes: ApiTokenScope[] },
): Promise<NewApiToken> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const newId = await repo.insertToken(trx, {
      name: input.name,
      token_hash: hashOpaqueToken(token),
      prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
      scopes: JSON.stringify(input.scopes),
      created_by: actorId,
      created_at: nowIso(),
    });
    await recordAudit(trx, {
      actor_id: actorId,
      action: A.tokenCreate,
      entity: 'api_token',
      entity_id: newId,
      after: { name: input.name, scopes: input.scopes },
    });
    return newId;
  });
  const row = await repo.findToken(ctx.db, id);
  return { ...toApiToken(row!), token };
}

/** Revokes a token at once (its next request is a 401); revoking twice is harmless. */
export async function revokeApiToken(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findToken(trx, id);
    if (!row) throw notFound(M.tokenNotFound);
    if (await repo.revokeToken(trx, id, nowIso())) {
      await recordAudit(trx, {
        actor_id: actorId,
        action: A.tokenRevoke,
        entity: 'api_token',
        entity_id: id,
        before: { name: row.name, scopes: JSON.parse(row.scopes) },
      });
    }
  });
}
