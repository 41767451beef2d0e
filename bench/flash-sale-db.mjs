// The flash-sale bench's own look into the shop's database (SQLite file or PostgreSQL): shoppers
// seeded before the clock starts, and what was sold, counted from the rows after the run.
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

const iso = (ms = 0) => new Date(Date.now() + ms).toISOString();
const DAY = 24 * 60 * 60_000;

/** SQLite (the server's file in its data directory, WAL mode: the server keeps running) or PostgreSQL. */
export async function openShopDb({ databaseUrl, dataDir }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      all: async (text, params = []) => (await client.query(text, params)).rows,
      insertMany: async (table, columns, rows) => {
        // One statement per table: unnest of one array per column.
        const arrays = columns.map((_, c) => rows.map((r) => r[c]));
        const casts = columns.map((_, c) => `$${c + 1}::text[]`).join(', ');
        const types = columns.map((c) => (c === 'user_id' ? 'int' : 'text'));
        const select = columns.map((c, i) => `${c}::${types[i]}`).join(', ');
        await client.query(
          `insert into ${table} (${columns.join(', ')}) select ${select} from unnest(${casts}) as t(${columns.join(', ')})`,
          arrays,
        );
      },
      close: () => client.end(),
    };
  }
  const db = new Database(join(dataDir, 'shopwright.db'));
  db.pragma('busy_timeout = 10000');
  return {
    // Statements are written with PostgreSQL's $1, $2 … in order of their parameters.
    all: async (text, params = []) => db.prepare(text.replace(/\$\d+/g, '?')).all(...params),
    insertMany: async (table, columns, rows) => {
      const insert = db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
      db.transaction(() => rows.forEach((r) => insert.run(...r)))();
    },
    close: async () => db.close(),
  };
}

/**
 * `count` customer accounts with the password hash the server made for `template` (so each can
 * also sign in with its password), and a refresh token each, which the bench then exchanges
 * through `POST auth/refresh-token` for access tokens the server signs itself. Seeding skips
 * 2 x count scrypt hashes (register and login), minutes on two cores, none of which the sale measures.
 */
export async function seedShoppers(db, { template, count, tag }) {
  const [{ password_hash: hash }] = await db.all('select password_hash from users where email = $1', [template]);
  const now = iso();
  const emails = Array.from({ length: count }, (_, i) => `flash_${tag}_${i}@example.com`);
  await db.insertMany(
    'users',
    ['email', 'username', 'first_name', 'last_name', 'password_hash', 'role', 'date_joined', 'updated_at'],
    emails.map((email, i) => [email, `flash_${tag}_${i}`, 'Flash', `Shopper ${i}`, hash, 'customer', now, now]),
  );
  const users = await db.all(`select id, email from users where email like $1`, [`flash_${tag}_%`]);
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  const tokens = emails.map(() => randomBytes(32).toString('base64url'));
  await db.insertMany(
    'refresh_tokens',
    ['user_id', 'family_id', 'token_hash', 'expires_at', 'created_at'],
    emails.map((email, i) => [
      idOf.get(email),
      randomBytes(16).toString('hex'),
      createHash('sha256').update(tokens[i]).digest('hex'),
      iso(DAY),
      now,
    ]),
  );
  return emails.map((email, i) => ({ email, userId: idOf.get(email), refresh: tokens[i] }));
}

/** The sale's variant as the database has it: its stock, the product's, and the units and orders sold. */
export async function soldCount(db, variantId) {
  const [variant] = await db.all(
    'select v.stock as variant_stock, p.stock as product_stock, p.units_sold from product_variants v join products p on p.id = v.product_id where v.id = $1',
    [variantId],
  );
  const [lines] = await db.all(
    'select count(distinct order_id) as orders, coalesce(sum(quantity), 0) as units from order_lines where variant_id = $1',
    [variantId],
  );
  return {
    variant_stock: Number(variant.variant_stock),
    product_stock: Number(variant.product_stock),
    units_sold_counter: Number(variant.units_sold),
    orders: Number(lines.orders),
    units_in_orders: Number(lines.units),
  };
}

/** The variant's stock, read every `everyMs` while the sale runs: the lowest seen (never below 0). */
export function watchStock(db, variantId, everyMs = 250) {
  let lowest = Infinity;
  let reads = 0;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const [row] = await db.all('select stock from product_variants where id = $1', [variantId]);
      lowest = Math.min(lowest, Number(row.stock));
      reads += 1;
    } catch {
      // a busy database: the next read counts
    } finally {
      busy = false;
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return { lowest_stock_seen: lowest === Infinity ? null : lowest, reads };
    },
  };
}
