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
