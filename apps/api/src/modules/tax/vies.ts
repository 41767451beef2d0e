import type { AppContext } from '../../context';

/** How long VIES may take before VAT is charged instead (fail closed). */
export const VIES_TIMEOUT_MS = 3000;

export type ViesAnswer = 'valid' | 'invalid' | 'unavailable';

/**
 * Asks the EU's VIES REST service whether a VAT number is valid: `POST {VIES_URL}/check-vat-number`
 * with `{countryCode, vatNumber}`; the answer's `valid` decides. No answer within 3 s, an error
 * status or an unreadable body is `unavailable`. Called outside any database transaction.
 */
export async function checkVies(ctx: AppContext, countryCode: string, vatNumber: string): Promise<ViesAnswer> {
  const url = `${ctx.config.viesUrl}/check-vat-number`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ countryCode, vatNumber }),
      signal: AbortSignal.timeout(VIES_TIMEOUT_MS),
    });
    if (!response.ok) {
      ctx.log.warn({ status: response.status }, 'VIES answered with an error status');
      return 'unavailable';
    }
    const body = (await response.json()) as { valid?: unknown };
    if (typeof body.valid !== 'boolean') return 'unavailable';
    return body.valid ? 'valid' : 'invalid';
  } catch (err) {
    ctx.log.warn({ err: { message: (err as Error).message } }, 'VIES did not answer');
    return 'unavailable';
  }
}
