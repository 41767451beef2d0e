import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import { migrationStatus } from './index';

describe('migration status', () => {
  it('shows every migration applied, and one the database ran that this version does not know', async () => {
    const database = await createTestDatabase();
    try {
      const applied = await migrationStatus(database.db, database.dialect);
      expect(applied.known.length).toBeGreaterThan(0);
      expect(applied.known.filter((m) => m.executedAt === null)).toEqual([]);
      expect(applied.unknown).toEqual([]);
      await sql`insert into kysely_migration (name, timestamp) values ('9999_newer', '2030-01-01T00:00:00.000Z')`.execute(database.db);
      expect((await migrationStatus(database.db, database.dialect)).unknown).toEqual(['9999_newer']);
    } finally {
      await database.close();
    }
  });
});
