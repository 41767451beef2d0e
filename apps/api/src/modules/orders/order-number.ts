import { MAX_ID } from '@shopwright/shared/constants';

/**
 * Order numbers are the id plus 100000 with the shop's prefix (id 42 is SW-100042): readable,
 * unique, and found again without a column or a lookup of their own.
 */
const PREFIX = 'SW-';
const OFFSET = 100_000;

export const orderNumber = (id: number): string => `${PREFIX}${OFFSET + id}`;

/** The id behind an order number, or null when it cannot be one. */
export function idFromNumber(number: string): number | null {
  const match = /^SW-(\d{1,12})$/i.exec(number.trim());
  if (!match) return null;
  const id = Number(match[1]) - OFFSET;
  return id >= 1 && id <= MAX_ID ? id : null;
}
