/** Where the quote prices for: the destination and the billing party's company and VAT number, as far as typed. */
export interface QuotePlace {
  country: string;
  region: string | null;
  postal_code?: string;
  company: string | null;
  vat_id: string | null;
}

const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/;
const VAT_ID = /^[A-Z]{2}[A-Z0-9+*]{2,18}$/;

/**
 * The parts of a half-typed address the quote can use: a postcode or a VAT number only once it
 * has its shape (so typing one digit at a time never asks the server with a malformed value).
 */
export function placeOf(values: {
  country?: string;
  region?: string | null;
  postal_code?: string | null;
  company?: string | null;
  vat_id?: string | null;
}): QuotePlace {
  const vat = (values.vat_id ?? '').replace(/[\s.-]/g, '').toUpperCase();
  const postcode = (values.postal_code ?? '').trim();
  return {
    country: values.country || 'US',
    region: values.region?.trim() || null,
    ...(POSTCODE.test(postcode) ? { postal_code: postcode } : {}),
    company: values.company?.trim() || null,
    vat_id: VAT_ID.test(vat) ? vat : null,
  };
}
