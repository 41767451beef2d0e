import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../lib/session/auth-provider';
import { LoginForm } from './login-form';

function render() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <AuthProvider>
          <LoginForm />
        </AuthProvider>
      ),
    },
  ]);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <Stub initialEntries={['/']} />
    </QueryClientProvider>,
  );
}

describe('sign-in form (server render)', () => {
  it('has "Remember me" checked, so a sign-in keeps the auth in local storage unless the shopper unticks it', () => {
    const html = render();
    const box = /<input[^>]*name="remember"[^>]*>/.exec(html)?.[0];
    expect(box).toBeDefined();
    expect(box).toContain('type="checkbox"');
    expect(box).toMatch(/\schecked=""/);
  });
});
