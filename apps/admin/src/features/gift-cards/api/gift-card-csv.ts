import { GIFT_CARD_CSV_COLUMNS, type GiftCardBulkResult } from '@shopwright/shared/credit';
import { saveFile } from '@shopwright/shared/http';

/** A CSV field, quoted when it holds a comma, a quote or a line break; a leading =, +, -, @, tab or CR is defused for spreadsheets. */
function field(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The bulk issue's cards as the API's CSV has them (the same columns), built from the JSON answer so the codes need no second request. */
export function giftCardsCsv(result: GiftCardBulkResult): string {
  const rows = result.cards.map((c) =>
    [c.code, c.last4, c.initial_balance.toFixed(2), c.currency, c.expires_on, c.note].map(field).join(','),
  );
  return [GIFT_CARD_CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** Saves the codes as `gift-cards-<date>-<count>.csv`. */
export function downloadGiftCardsCsv(result: GiftCardBulkResult): void {
  const day = new Date().toISOString().slice(0, 10);
  saveFile(new Blob([giftCardsCsv(result)], { type: 'text/csv;charset=utf-8' }), `gift-cards-${day}-${result.count}.csv`);
}
