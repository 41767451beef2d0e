import { checkVAT, countries } from 'jsvat';
import { TAX_MESSAGES as M, isEuCountry, vatPrefixOf } from '@shopwright/shared/tax';
import type { AppContext } from '../../context';
import { fieldError } from '../../lib/errors';
import type { StoredSettings } from '../settings/settings.service';
import { checkVies } from './vies';

/** Whether an order is charged no VAT (EU reverse charge), and the note or the reason to show. */
export interface ReverseCharge {
  applies: boolean;
  /** The reverse-charge note when it applies; why VAT is charged when a buyer asked for it and it does not. */
  note: string | null;
  buyerVatId: string | null;
}

export const NO_REVERSE_CHARGE: ReverseCharge = { applies: false, note: null, buyerVatId: null };

/** A billing party as far as reverse charge cares. */
export interface Buyer {
  company?: string | null;
  vat_id?: string | null;
}

/** Whether a VAT number has its member state's format (the country prefix, EL for Greece, then that state's digits). */
export function vatIdFits(vatId: string, country: string): boolean {
  if (!vatId.startsWith(vatPrefixOf(country))) return false;
  const result = checkVAT(vatId, countries);
  return (
    result.isValidFormat && (result.country?.isoCode.short === country || (country === 'GR' && result.country?.isoCode.short === 'GR'))
  );
}

/** A VAT number on an EU address must fit that state's format: 400 on `field` otherwise. */
export function checkVatId(vatId: string | null | undefined, country: string, field: string): void {
  if (vatId && isEuCountry(country) && !vatIdFits(vatId, country)) throw fieldError(field, M.vatIdInvalid);
}

/**
 * EU reverse charge: with `reverse_charge` on and the shop established in the EU, a business
 * buyer (billing `company` and a `vat_id` of the destination state) shipping to another member
 * state pays no VAT. With VIES_URL set, VIES must confirm the number; when it cannot be asked,
 * VAT is charged and the note says why.
 */
export async function reverseChargeFor(
  ctx: AppContext,
  settings: StoredSettings,
  destination: string,
  buyer: Buyer | undefined,
): Promise<ReverseCharge> {
  const vatId = buyer?.vat_id ?? null;
  if (!settings.reverse_charge || !isEuCountry(settings.shop_country) || !vatId || !buyer?.company) return NO_REVERSE_CHARGE;
  if (!isEuCountry(destination) || destination === settings.shop_country || !vatIdFits(vatId, destination)) return NO_REVERSE_CHARGE;
  if (!ctx.config.viesUrl) return { applies: true, note: M.reverseChargeNote, buyerVatId: vatId };
  const answer = await checkVies(ctx, vatPrefixOf(destination), vatId.slice(2));
  if (answer === 'valid') return { applies: true, note: M.reverseChargeNote, buyerVatId: vatId };
  return { applies: false, note: answer === 'invalid' ? M.viesInvalid : M.viesUnavailable, buyerVatId: vatId };
}
