// Run by text-writer-renderer.test.ts with NODE_ENV=production (React's production files need
// React's production runtime): renders the same pages with React's Node renderer and with the text
// writer's (the changed file, given as argv[2]) and prints what each wrote, as JSON.
import Module, { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';

const require = createRequire(import.meta.url);
const { createElement: h, Suspense, lazy, useId } = require('react');
const file = join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server.node.production.js');
const stock = require(file);
const changed = new Module(file);
changed.filename = file;
changed.paths = Module._nodeModulePaths(dirname(file));
changed._compile(readFileSync(process.argv[2], 'utf8'), file);
const textWriter = changed.exports;

const render = (renderer, node, when) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve({ html: Buffer.concat(chunks), writes: chunks.length });
        done();
      },
    });
    const stream = renderer.renderToPipeableStream(node, {
      bootstrapScriptContent: 'window.started = "</script>";',
      onError: reject,
      [when === 'all' ? 'onAllReady' : 'onShellReady']: () => stream.pipe(sink),
    });
  });

const Note = () => h('p', { className: 'note' }, 'Später geladen ✓ — 日本語 <ok>');
// A new one for each render, resolved after its shell: a boundary React completes later.
const lateNote = () => lazy(() => new Promise((resolve) => setTimeout(() => resolve({ default: Note }), 5)));
function Card({ i }) {
  const id = useId();
  return h(
    'article',
    { className: 'card', 'aria-labelledby': id },
    h('h3', { id }, h('a', { href: `/products/item-${i}?a=1&b="x"` }, `Item ${i} – ü é 🚀 <b>`)),
    h('span', { className: 'price', style: { color: 'red', '--stars': `${i % 100}%` } }, `${i}.99 €`),
    h('input', { type: 'checkbox', defaultChecked: i % 2 === 0, 'aria-label': 'Pick' }),
  );
}
const Page = ({ cards, LateNote }) =>
  h(
    'html',
    { lang: 'de' },
    h('head', null, h('title', null, 'Seite'), h('style', null, 'a{color:red}')),
    h(
      'body',
      null,
      h(Suspense, { fallback: h('span', null, 'Lädt…') }, h(LateNote)),
      h(
        'main',
        null,
        Array.from({ length: cards }, (_, i) => h(Card, { key: i, i })),
      ),
      h('script', { dangerouslySetInnerHTML: { __html: 'window.x = "</p>";' } }),
    ),
  );

const cases = [];
for (const [cards, when] of [
  [0, 'all'],
  [3, 'all'],
  [400, 'all'],
  [50, 'shell'],
]) {
  const [a, b] = await Promise.all([
    render(stock, h(Page, { cards, LateNote: lateNote() }), when),
    render(textWriter, h(Page, { cards, LateNote: lateNote() }), when),
  ]);
  cases.push({ cards, when, same: a.html.equals(b.html), html: b.html.toString('utf8'), stockWrites: a.writes, textWrites: b.writes });
}
process.stdout.write(JSON.stringify(cases));
