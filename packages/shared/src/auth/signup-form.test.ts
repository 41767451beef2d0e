import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M, SignupFormSchema } from './index';

describe('sign-up form rules', () => {
  it('reports a password mismatch together with the other field errors', () => {
    const result = SignupFormSchema.safeParse({
      first_name: '',
      last_name: '',
      username: '',
      email: 'x',
      password: 'short',
      confirm_password: 'other',
      terms: false,
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([M.firstNameRequired, M.emailInvalid, M.passwordMin, M.passwordsDoNotMatch, M.termsRequired]),
    );
  });

  it('accepts a valid form', () => {
    const ok = SignupFormSchema.safeParse({
      first_name: 'A',
      last_name: 'B',
      username: 'ab',
      email: 'a@b.co',
      password: 'Secret123',
      confirm_password: 'Secret123',
      terms: true,
    });
    expect(ok.success).toBe(true);
  });
});
