import { renderToString } from 'react-dom/server';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteErrorScreen } from './route-error-screen';

function render(status: number) {
  const thrown = data({ detail: 'nope' }, { status });
  const error = { status, statusText: '', data: thrown.data, internal: false };
  const Stub = createRoutesStub([{ path: '/', Component: () => <RouteErrorScreen error={error} /> }]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('error screen (server render)', () => {
  it('offers retry, navigation, report and help links', () => {
    const html = render(500);
    expect(html).toContain('Our server ran into a problem');
    expect(html).toMatch(/<button[^>]*>.*Try Again<\/button>/s);
    for (const label of [
      'Go Back',
      'Homepage',
      'Report this problem',
      'Contact Support',
      'Help Center',
      'System status',
      'Show technical details',
    ]) {
      expect(html).toContain(label);
    }
    for (const href of ['/contact', '/help', '/status']) expect(html).toContain(`href="${href}"`);
  });

  it('turns Try Again off during maintenance', () => {
    const html = render(503);
    expect(html).toContain('We are doing some maintenance');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Try Again<\/button>/s);
  });
});
