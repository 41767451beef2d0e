import { ApiError } from '@shopwright/shared/http';
import { api, tokenStore } from './api';

interface Upload {
  /** The path under /api/, e.g. `admin/products/12/images`. */
  path: string;
  /** Text fields go first: the API reads only the fields sent before the file. */
  fields?: Record<string, string>;
  file: Blob;
  /** Any small JSON call through the request layer, made first so that an expired token is renewed. */
  renewWith: string;
}

/**
 * Sends one file as multipart/form-data (field `file`) as the signed-in admin and answers the JSON
 * reply. The request layer speaks JSON only, so this fetches directly, like `downloadFile`. A
 * failure is an ApiError whose `body` keeps the whole answer (an import's per-line errors).
 */
export async function uploadFile<T>({ path, fields = {}, file, renewWith }: Upload): Promise<T> {
  await api.get(renewWith);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  const access = tokenStore.get()?.access;
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, { method: 'POST', body: form, headers: access ? { Authorization: `Bearer ${access}`, Accept: 'application/json' } : { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'The upload failed. Check your connection and try again.', 'NETWORK_ERROR');
  }
  const body = (await res.json().catch(() => null)) as { detail?: string; code?: string; errors?: unknown } | null;
  if (!res.ok) {
    const fieldErrors = body?.errors && !Array.isArray(body.errors) ? (body.errors as Record<string, string[]>) : undefined;
    throw new ApiError(res.status, body?.detail ?? 'The upload failed. Please try again.', body?.code ?? 'ERROR', fieldErrors, body);
  }
  return body as T;
}
