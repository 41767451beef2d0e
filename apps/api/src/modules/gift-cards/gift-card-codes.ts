import { createHmac, randomInt } from 'node:crypto';
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@shopwright/shared/credit';

/**
 * Gift card codes (ADR 025): 16 characters from a 32-character alphabet, each from the system's
 * CSPRNG (`randomInt`, no modulo bias): 80 bits. Only an HMAC-SHA256 of the normalized code is
 * stored, keyed from the app's JWT secret: a leaked table cannot be brute-forced offline without
 * the secret, and a lookup by code is one indexed equality.
 */
export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return code;
}

const keys = new Map<string, Buffer>();
/** A key of its own for codes, derived from the JWT secret (a token key is never used as is for another purpose). */
function codeKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('shopwright:gift-card-codes:v1').digest();
    keys.set(secret, key);
  }
  return key;
}

/** The stored form of a normalized code (`ABCDEFGHJKLMNPQR`): 64 hex characters. */
export const hashGiftCardCode = (secret: string, code: string): string => createHmac('sha256', codeKey(secret)).update(code).digest('hex');

const soldKeys = new Map<string, Buffer>();
/**
 * The code of the `unit`-th card sold on order line `lineId` (ADR 025): derived with a key of its
 * own from the JWT secret rather than drawn, so the delivery job can mail it on its send date
 * without the code ever being stored, and issuing a line twice yields the same hash (the unique
 * `code_hash` makes it happen once). 16 characters of 5 bits from HMAC-SHA256: 80 bits, no bias.
 */
export function soldGiftCardCode(secret: string, lineId: number, unit: number): string {
  let key = soldKeys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('shopwright:sold-gift-card-codes:v1').digest();
    soldKeys.set(secret, key);
  }
  const bytes = createHmac('sha256', key).update(`${lineId}:${unit}`).digest();
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) {
    const bit = i * 5;
    // Five bits starting at `bit`, read across a byte boundary when needed.
    const pair = (bytes[bit >> 3]! << 8) | bytes[(bit >> 3) + 1]!;
    code += GIFT_CARD_ALPHABET[(pair >> (11 - (bit & 7))) & 31];
  }
  return code;
}
