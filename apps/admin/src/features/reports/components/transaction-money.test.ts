import { describe, expect, it } from 'vitest';
import { transactionMoney } from './transaction-money';

describe('transaction money', () => {
  it('shows a capture as it is, a refund as money going out, and an unknown net or tax as an em dash', () => {
    expect(transactionMoney({ kind: 'capture', currency: 'EUR' }, 119)).toBe('€119.00');
    expect(transactionMoney({ kind: 'refund', currency: 'USD' }, 1.9)).toBe('−$1.90');
    expect(transactionMoney({ kind: 'refund', currency: 'USD' }, null)).toBe('—');
    expect(transactionMoney({ kind: 'capture', currency: 'USD' }, null)).toBe('—');
  });
});
