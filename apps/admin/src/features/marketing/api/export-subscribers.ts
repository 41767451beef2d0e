import { ApiError } from '@shopwright/shared/http';
import { api, tokenStore } from '../../../lib/api';

const FALLBACK_NAME = 'newsletter-subscribers.csv';

async function failure(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { detail?: string; code?: string } | null;
  return new ApiError(res.status, body?.detail ?? 'The export failed. Please try again.', body?.code ?? 'ERROR');
}

/**
 * Downloads `GET admin/newsletter/subscribers.csv`. The request layer speaks JSON only, so the
 * file is fetched directly, right after a small call through it that renews an expired token.
 */
export async function downloadSubscribersCsv(): Promise<void> {
  await api.get('admin/newsletter/summary');
  const access = tokenStore.get()?.access;
  const res = await fetch('/api/admin/newsletter/subscribers.csv', { headers: access ? { Authorization: `Bearer ${access}` } : {} });
  if (!res.ok) throw await failure(res);
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? FALLBACK_NAME;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
