import { describe, expect, it } from 'vitest';
import { TAX_MESSAGES as M, ZoneInputSchema, type Zone } from '@shopwright/shared/tax';
import { zodFieldErrors } from '../../../lib/form-errors';
import { memberLabel, toZoneInput, zoneFormValuesOf } from './zone-form-values';
import { periodText, rateState, toRateInput, rateFormValuesOf } from './rate-form-values';

const ZONE: Zone = {
  code: 'us-ny',
  name: 'New York',
  priority: 0,
  members: [
    { country: 'US', region: 'NY' },
    { country: 'US', postcode: '100*' },
  ],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('zone form values', () => {
  it('turns a zone into inputs and back into the same body, blanks left out', () => {
    const values = zoneFormValuesOf(ZONE);
    expect(values.members).toEqual([
      { country: 'US', region: 'NY', postcode: '' },
      { country: 'US', region: '', postcode: '100*' },
    ]);
    expect(ZoneInputSchema.parse(toZoneInput(values))).toEqual({ code: 'us-ny', name: 'New York', priority: 0, members: ZONE.members });
  });

  it('reports a member error on its row and a blank priority instead of reading it as 0', () => {
    const values = { ...zoneFormValuesOf(ZONE), priority: '' };
    values.members = [...values.members, { country: 'US', region: '', postcode: '1@' }];
    const parsed = ZoneInputSchema.safeParse(toZoneInput(values));
    expect(parsed.success ? {} : zodFieldErrors(parsed.error)).toEqual({
      priority: M.priorityInvalid,
      'members.2.postcode': M.postcodeInvalid,
    });
  });

  it('says a member in words', () => {
    expect(ZONE.members.map(memberLabel)).toEqual(['United States, region NY', 'United States, postcodes 100*']);
    expect(memberLabel({ country: '*' })).toBe('Any country');
    expect(memberLabel({ country: 'FR', postcode: '75001' })).toBe('France, postcode 75001');
  });
});

describe('rate form values', () => {
  it('sends empty dates as no limit and says the period in words', () => {
    const values = { ...rateFormValuesOf(), name: 'VAT', zone: 'fr', rate: '20' };
    expect(toRateInput(values)).toEqual({ name: 'VAT', zone: 'fr', category: 'standard', rate: 20, starts_on: null, ends_on: null });
    expect(periodText({ starts_on: null, ends_on: null })).toBe('Always');
    expect(periodText({ starts_on: '2026-01-01', ends_on: '2026-12-31' })).toBe('Jan 1, 2026 to Dec 31, 2026');
    expect(rateState({ starts_on: '2026-01-01', ends_on: null }, '2025-12-31')).toBe('upcoming');
    expect(rateState({ starts_on: null, ends_on: '2026-01-01' }, '2026-01-01')).toBe('current');
    expect(rateState({ starts_on: null, ends_on: '2026-01-01' }, '2026-01-02')).toBe('ended');
  });
});
