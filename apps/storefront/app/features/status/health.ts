/** The answer of `GET /api/health` (apps/api/src/modules/health). */
export interface Health {
  status: 'ok' | 'degraded';
  database: { status: 'ok' | 'down'; dialect: 'sqlite' | 'postgres'; latency_ms: number };
  uptime_seconds: number;
  version: string;
}

export interface HealthReport {
  /** Null when the API could not be reached at all. */
  health: Health | null;
  checkedAt: string;
}

function isHealth(value: unknown): value is Health {
  const v = value as Partial<Health> | null;
  return Boolean(v && (v.status === 'ok' || v.status === 'degraded') && v.database && typeof v.version === 'string');
}

/** Reads the health answer; a 503 still carries the body that says what is down. */
export async function readHealth(response: Promise<Response>): Promise<HealthReport> {
  const checkedAt = new Date().toISOString();
  try {
    const body: unknown = await (await response).json();
    return { health: isHealth(body) ? body : null, checkedAt };
  } catch {
    return { health: null, checkedAt };
  }
}

export const ENGINE_NAMES: Record<Health['database']['dialect'], string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min`;
}
