import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@shopwright/shared/http';
import { ERROR_TYPES } from '@shopwright/shared/support';
import { describeError, typeForStatus } from './describe-error';
import { makeTranslator } from '@shopwright/shared/i18n';
import { ERROR_DEFAULTS, errorTypeCopy } from './error-types';
import { newErrorId } from './use-error-context';

/** What a loader's `throw data(...)` becomes once the router has caught it. */
function routeError(status: number, body: unknown) {
  const thrown = data(body, { status });
  return { status, statusText: '', data: thrown.data, internal: false };
}

describe('describeError', () => {
  it('maps statuses to the screen types', () => {
    expect([403, 402, 503, 500, 502, 408, 504, 404, 400].map(typeForStatus)).toEqual([
      'forbidden',
      'payment',
      'maintenance',
      'server',
      'server',
      'timeout',
      'timeout',
      'general',
      'general',
    ]);
  });

  it('reads route error responses, showing 4xx details but never 5xx ones', () => {
    expect(describeError(routeError(403, { detail: 'Admins only.', code: 'FORBIDDEN' }))).toMatchObject({
      type: 'forbidden',
      code: 'FORBIDDEN',
      status: 403,
      publicMessage: 'Admins only.',
    });
    const server = describeError(routeError(500, { detail: 'db exploded' }));
    expect(server).toMatchObject({ type: 'server', code: 'HTTP_500', message: 'db exploded' });
    expect(server.publicMessage).toBeUndefined();
  });

  it('treats a request that never got an answer as a network error', () => {
    expect(describeError(new ApiError(0, 'An unexpected error occurred', 'NETWORK_ERROR'))).toMatchObject({ type: 'network', status: 0 });
    expect(describeError(new ApiError(503, 'Down for maintenance', 'SERVICE_UNAVAILABLE'))).toMatchObject({
      type: 'maintenance',
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('keeps a plain error message for the technical details only', () => {
    const info = describeError(new Error('x is undefined'));
    expect(info).toMatchObject({ type: 'general', code: ERROR_DEFAULTS.code, status: 500, message: 'x is undefined' });
    expect(info.publicMessage).toBeUndefined();
  });

  it('falls back to the spec defaults for anything else', () => {
    expect(describeError('boom')).toEqual({ type: 'general', code: 'ERR_UNKNOWN', message: 'Something went wrong', status: 500 });
  });
});

describe('error screen copy', () => {
  it('has a title and two to four suggestions for every type', () => {
    for (const type of ERROR_TYPES) {
      expect(errorTypeCopy(type, makeTranslator('en', undefined)).title).not.toBe('');
      expect(errorTypeCopy(type, makeTranslator('en', undefined)).suggestions.length).toBeGreaterThanOrEqual(2);
      expect(errorTypeCopy(type, makeTranslator('en', undefined)).suggestions.length).toBeLessThanOrEqual(4);
    }
  });

  it('makes error IDs with the date and a random part', () => {
    const id = newErrorId(new Date('2026-03-14T10:00:00Z'));
    expect(id).toMatch(/^ERR-20260314-[0-9A-Z]{6}$/);
    expect(newErrorId()).not.toBe(newErrorId());
  });
});
