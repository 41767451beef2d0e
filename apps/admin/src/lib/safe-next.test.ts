import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps paths inside the admin app', () => {
    expect(safeNext('/customers?q=sam')).toBe('/customers?q=sam');
    expect(safeNext('/settings/audit-log')).toBe('/settings/audit-log');
  });

  it('sends anything else to the dashboard', () => {
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'customers']) expect(safeNext(bad)).toBe('/');
  });
});
