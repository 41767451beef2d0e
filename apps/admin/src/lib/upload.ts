import type { z } from 'zod';
import type { AdminContract } from '@shopwright/shared/admin-contract';
import { ApiError, fillPath } from '@shopwright/shared/http';
import { tokenStore } from './api';

/** The contract's multipart calls: their answers are JSON like any other call's. */
type UploadEndpoint = 'POST admin/products/:id/images' | 'POST admin/products/import';

/** The path parameters, required exactly when the contract's path has some. */
type UploadParams<K extends UploadEndpoint> = AdminContract[K] extends { params: infer P extends Record<string, string | number> }
  ? { params: P }
  : { params?: undefined };

type Upload<K extends UploadEndpoint> = UploadParams<K> & {
  endpoint: K;
  /** The route's response schema: the answer is parsed with it (a wrong one does not compile). */
  schema: z.ZodType<AdminContract[K]['response']>;
  /** Text fields go first: the API reads only the fields sent before the file. */
  fields?: Record<string, string>;
  file: Blob;
  /** Any small call through the request layer, made first so that an expired token is renewed. */
  renew: () => Promise<unknown>;
};

/**
 * Sends one file as multipart/form-data (field `file`) as the signed-in admin and answers the JSON
 * reply, parsed with the route's schema. The request layer speaks JSON only, so this fetches directly,
 * like `downloadFile`. A failure is an ApiError whose `body` keeps the whole answer (an import's
 * per-line errors).
 */
export async function uploadFile<K extends UploadEndpoint>({
  endpoint,
  params,
  schema,
  fields = {},
  file,
  renew,
}: Upload<K>): Promise<AdminContract[K]['response']> {
  await renew();
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  const access = tokenStore.get()?.access;
  const path = fillPath(endpoint.slice(endpoint.indexOf(' ') + 1), params);
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, {
      method: 'POST',
      body: form,
      headers: access ? { Authorization: `Bearer ${access}`, Accept: 'application/json' } : { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'The upload failed. Check your connection and try again.', 'NETWORK_ERROR');
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const b = (body ?? {}) as { detail?: unknown; code?: unknown; errors?: unknown };
    const fieldErrors =
      b.errors && typeof b.errors === 'object' && !Array.isArray(b.errors) ? (b.errors as Record<string, string[]>) : undefined;
    throw new ApiError(
      res.status,
      typeof b.detail === 'string' ? b.detail : 'The upload failed. Please try again.',
      typeof b.code === 'string' ? b.code : 'ERROR',
      fieldErrors,
      body,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(res.status, 'The upload failed. Please try again.', 'BAD_RESPONSE');
  return parsed.data;
}
