import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { withTextWriter } from './text-writer-renderer';

const require = createRequire(import.meta.url);
const FILE = join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server.node.production.js');
const source = readFileSync(FILE, 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'sw-text-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Case {
  cards: number;
  when: 'all' | 'shell';
  same: boolean;
  html: string;
  stockWrites: number;
  textWrites: number;
}

/** React's renderer and the text writer's render the fixture's pages in a production process (React's production files need its production runtime). */
function renderBoth(): Case[] {
  const changed = join(dir, 'react-dom-server.node.production.js');
  writeFileSync(changed, withTextWriter(source));
  const fixture = fileURLToPath(new URL('./text-writer-renderer.fixture.mjs', import.meta.url));
  const out = execFileSync(process.execPath, [fixture, changed], { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' });
  return JSON.parse(out) as Case[];
}

describe("React's renderer with the text writer (ADR 036)", () => {
  const cases = renderBoth();

  it('writes the same bytes as React: a whole page, an empty and a small one, and one far past a flush', () => {
    const whole = cases.filter((c) => c.when === 'all');
    expect(whole.map((c) => c.cards)).toEqual([0, 3, 400]);
    for (const c of whole) {
      expect(c.html).toContain('Später geladen ✓ — 日本語 &lt;ok&gt;');
      expect(c.same, `${c.cards} cards`).toBe(true);
    }
    expect(whole[2]!.html.length).toBeGreaterThan(3 * 8192);
  });

  it('writes the same bytes as React when it streams a late part after the shell', () => {
    const streamed = cases.find((c) => c.when === 'shell')!;
    // The fallback first, then the late part and React's script that swaps it in.
    expect(streamed.html).toMatch(/Lädt…[\s\S]*Später geladen[\s\S]*<script>/);
    expect(streamed.same).toBe(true);
  });

  it('hands a page over in fewer, larger writes', () => {
    const large = cases.find((c) => c.cards === 400)!;
    expect(large.textWrites).toBeLessThan(large.stockWrites);
  });

  it('applies to the installed React, and refuses a file whose writer is not the one it replaces', () => {
    expect(() => withTextWriter(source)).not.toThrow();
    expect(() => withTextWriter(source.replace('function writeChunk(destination, chunk) {', 'function writeChunk(d, c) {'))).toThrow(
      /writeChunk/,
    );
    expect(() => withTextWriter(source.replace('return textEncoder.encode(content);', 'return content;'))).toThrow(
      /stringToPrecomputedChunk/,
    );
  });
});
