import { describe, expect, it } from 'vitest';
import { GIFT_CARD_CSV_COLUMNS, type GiftCardIssued } from '@shopwright/shared/credit';
import { earliestExpiry } from '../components/card-value-fields';
import { giftCardsCsv } from './gift-card-csv';

const card = (over: Partial<GiftCardIssued>): GiftCardIssued => ({
  id: 1,
  code: 'ABCD-EFGH-JKLM-NPQR',
  last4: 'NPQR',
  currency: 'USD',
  initial_balance: 25,
  balance: 25,
  status: 'active',
  disabled: false,
  expires_on: null,
  note: '',
  recipient_email: null,
  recipient_name: null,
  order_id: null,
  created_by: null,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('gift cards CSV', () => {
  it('has the API’s columns, amounts with two decimals, and quotes or defuses what a spreadsheet would misread', () => {
    const csv = giftCardsCsv({
      count: 2,
      cards: [
        card({}),
        card({ code: 'WXYZ-2345-6789-ABCD', last4: 'ABCD', initial_balance: 10.5, expires_on: '2031-12-31', note: '=SUM(A1), "promo"' }),
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      GIFT_CARD_CSV_COLUMNS.join(','),
      'ABCD-EFGH-JKLM-NPQR,NPQR,25.00,USD,,',
      `WXYZ-2345-6789-ABCD,ABCD,10.50,USD,2031-12-31,"'=SUM(A1), ""promo"""`,
      '',
    ]);
  });

  it('puts the earliest expiry 5 years after issue (29 February falls on 1 March)', () => {
    expect(earliestExpiry('2026-11-26')).toBe('2031-11-26');
    expect(earliestExpiry('2028-02-29')).toBe('2033-03-01');
  });
});
