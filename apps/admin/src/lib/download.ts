import { ApiError, saveFile } from '@shopwright/shared/http';
import { tokenStore } from './api';

async function failure(res: Response): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null);
  const b = (body ?? {}) as { detail?: unknown; code?: unknown };
  return new ApiError(
    res.status,
    typeof b.detail === 'string' ? b.detail : 'The export failed. Please try again.',
    typeof b.code === 'string' ? b.code : 'ERROR',
  );
}

interface Download {
  /** The file under /api/, e.g. `admin/reports/sales.csv`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** Any small call through the request layer, made first so that an expired token is renewed. */
  renew: () => Promise<unknown>;
  /** The name when the answer does not give one. */
  fallbackName: string;
}

/**
 * Downloads a file (a CSV export) as the signed-in admin. The request layer speaks JSON only, so
 * the file is fetched directly, right after a small call through it that renews an expired token.
 */
export async function downloadFile({ path, query = {}, renew, fallbackName }: Download): Promise<void> {
  await renew();
  const access = tokenStore.get()?.access;
  const search = new URLSearchParams(
    Object.entries(query)
      .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  const res = await fetch(`/api/${path}${search.size ? `?${search}` : ''}`, {
    headers: access ? { Authorization: `Bearer ${access}` } : {},
  });
  if (!res.ok) throw await failure(res);
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveFile(blob, name);
}
