import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { enqueueWebhook, WEBHOOKS_QUEUED } from '../modules/integrations/webhook-outbox';
import { announceAfterCommit } from './after-commit';
import type { DatabaseHandle } from './database';

let database: DatabaseHandle;
let told: string[];
beforeAll(async () => {
  database = await createTestDatabase();
  for (const topic of ['a', 'b', WEBHOOKS_QUEUED]) database.notices.subscribe(topic, () => told.push(topic));
});
afterAll(() => database.close());

describe('announceAfterCommit', () => {
  it('tells at once outside a transaction', async () => {
    told = [];
    await announceAfterCommit(database.db, 'a');
    expect(told).toEqual(['a']);
  });

  it("holds a transaction's topics until its commit, each once", async () => {
    told = [];
    await database.db.transaction().execute(async (trx) => {
      await announceAfterCommit(trx, 'a');
      await announceAfterCommit(trx, 'b');
      await announceAfterCommit(trx, 'a');
      expect(told).toEqual([]);
    });
    expect(told).toEqual(['a', 'b']);
  });

  it("tells a topic's details together at the commit, and none once it was announced whole", async () => {
    const heard: Array<readonly string[] | undefined> = [];
    const stop = database.notices.subscribe('c', (details) => heard.push(details));
    await database.db.transaction().execute(async (trx) => {
      await announceAfterCommit(trx, 'c', '1');
      await announceAfterCommit(trx, 'c', '2');
      await announceAfterCommit(trx, 'c', '1');
    });
    await database.db.transaction().execute(async (trx) => {
      await announceAfterCommit(trx, 'c', '1');
      await announceAfterCommit(trx, 'c');
      await announceAfterCommit(trx, 'c', '2');
    });
    await announceAfterCommit(database.db, 'c', '3');
    stop();
    expect(heard).toEqual([['1', '2'], undefined, ['3']]);
  });

  it('forgets them when the transaction rolls back, and keeps none for the next one', async () => {
    told = [];
    await expect(
      database.db.transaction().execute(async (trx) => {
        await announceAfterCommit(trx, 'a');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.db.transaction().execute(async (trx) => announceAfterCommit(trx, 'b'));
    expect(told).toEqual(['b']);
  });

  it('tells a topic announced before a savepoint that was rolled back (one notice too many, never one too few)', async () => {
    told = [];
    const trx = await database.db.startTransaction().execute();
    const inner = await trx.savepoint('inner').execute();
    await announceAfterCommit(inner, 'a');
    await inner.rollbackToSavepoint('inner').execute();
    expect(told).toEqual([]);
    await trx.commit().execute();
    expect(told).toEqual(['a']);
  });

  it('nudges the webhook deliverer after the commit of an outbox write', async () => {
    await database.db
      .insertInto('webhook_endpoints')
      .values({
        url: 'https://example.com/hook',
        secret: 's',
        events: '["product.updated"]',
        created_by: null,
        created_at: 'now',
        updated_at: 'now',
      })
      .execute();
    told = [];
    await database.db.transaction().execute(async (trx) => {
      await enqueueWebhook(trx, 'product.updated', { product: { id: 1 } });
      expect(told).toEqual([]);
    });
    expect(told).toEqual([WEBHOOKS_QUEUED]);
  });
});
