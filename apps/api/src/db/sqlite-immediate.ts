import { CompiledQuery, type Dialect } from 'kysely';

/**
 * SQLite transactions that take the write lock when they begin (`BEGIN IMMEDIATE`), not at their
 * first write. A deferred transaction that has read and then writes while another process (a
 * second worker, WORKERS > 1) holds or has just released the write lock fails at once with
 * SQLITE_BUSY: SQLite does not wait (busy_timeout) to upgrade a read transaction, since its
 * snapshot may be stale. Taken up front, the lock is simply waited for. Within one process
 * transactions already run one at a time on the single connection, so nothing changes there.
 */
export function immediateTransactions(dialect: Dialect): Dialect {
  return {
    createDriver: () => {
      const driver = dialect.createDriver();
      driver.beginTransaction = async (connection) => {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      };
      return driver;
    },
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
