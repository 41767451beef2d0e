import Module, { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type * as ReactDomServer from 'react-dom/server';

/**
 * React's server renderer for Node, with its output writer working on text (ADR 036).
 *
 * React's Node build writes every piece of markup (a `<`, a tag name, ` class="`, a value, `"`)
 * into a 4 KB byte view on its own: a `TextEncoder.encodeInto` call, a `subarray` view and a
 * result object for each, several per element. On a rendered listing that writer was ~10 % of the
 * CPU, on a synthetic page of 800 elements a third of the render. The version here is the same
 * file with three functions replaced: pieces are joined as text and encoded once per 8 KB
 * (`Buffer.from`). The markup is the same byte for byte (`text-writer-renderer.test.ts` renders
 * pages with both); only the production file is changed, the development build stays React's own.
 *
 * When React's file no longer has the functions as written (a new React), the stock renderer is
 * used, with one warning, and that test fails.
 */
export type ServerRenderer = Pick<typeof ReactDomServer, 'renderToPipeableStream'>;

/** The three functions of react-dom-server.node.production.js that change, as React 19.3 has them. */
const WRITER_START = 'function writeChunk(destination, chunk) {';
const WRITER_END = 'function writeToDestination(destination, view) {';
const COMPLETE_WRITING = `function completeWriting(destination) {
  currentView &&
    0 < writtenBytes &&
    destination.write(currentView.subarray(0, writtenBytes));
  currentView = null;
  writtenBytes = 0;
  destinationHasCapacity$1 = !0;
}`;
const PRECOMPUTED = `function stringToPrecomputedChunk(content) {
  return textEncoder.encode(content);
}`;
/** Where a flush starts with a fresh view: it starts with no text pending instead. */
const VIEW_RESET = /currentView = new Uint8Array\(4096\);\s*writtenBytes = 0;/g;

// Text pieces are kept until 8 KB, then encoded at once: the page is sent whole anyway (entry.server).
const TEXT_WRITER = `var pendingText = "";
function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) pendingText += chunk;
  else if (void 0 !== chunk.text) pendingText += chunk.text;
  else {
    0 < pendingText.length && flushPendingText(destination);
    0 < chunk.byteLength && writeToDestination(destination, chunk);
    return;
  }
  8192 < pendingText.length && flushPendingText(destination);
}
function flushPendingText(destination) {
  var text = pendingText;
  pendingText = "";
  writeToDestination(destination, Buffer.from(text, "utf8"));
}
`;
const TEXT_COMPLETE_WRITING = `function completeWriting(destination) {
  0 < pendingText.length && destination.write(Buffer.from(pendingText, "utf8"));
  pendingText = "";
  destinationHasCapacity$1 = !0;
}`;
// Precomputed pieces stay bytes (their byte length sizes React's segments) and carry their text.
const TEXT_PRECOMPUTED = `function stringToPrecomputedChunk(content) {
  var chunk = textEncoder.encode(content);
  chunk.text = content;
  return chunk;
}`;

/** React's Node server file with the text writer; throws when the file is not as expected. */
export function withTextWriter(source: string): string {
  const start = source.indexOf(WRITER_START);
  const end = source.indexOf(WRITER_END);
  if (start < 0 || end < start || source.indexOf(WRITER_START, start + 1) >= 0) throw new Error('writeChunk not found once');
  let out = source.slice(0, start) + TEXT_WRITER + source.slice(end);
  for (const [from, to] of [
    [COMPLETE_WRITING, TEXT_COMPLETE_WRITING],
    [PRECOMPUTED, TEXT_PRECOMPUTED],
  ] as const) {
    const at = out.indexOf(from);
    if (at < 0 || out.indexOf(from, at + 1) >= 0) throw new Error(`not found once: ${from.split('\n')[0]}`);
    out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  const resets = out.match(VIEW_RESET)?.length ?? 0;
  if (resets !== 2) throw new Error(`${resets} view resets instead of 2`);
  return out.replace(VIEW_RESET, 'pendingText = "";');
}

/** React's production Node server file, compiled with the text writer as a module of its own folder (its `require`s resolve as React's do). */
export function loadTextWriterRenderer(): ServerRenderer {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server.node.production.js');
  const patched = withTextWriter(readFileSync(file, 'utf8'));
  // What `require` does for a file (Node's `Module` and its `_compile`), given the changed text.
  const NodeModule = Module as unknown as {
    new (id: string): { filename: string; paths: string[]; exports: ServerRenderer; _compile(code: string, filename: string): void };
    _nodeModulePaths(from: string): string[];
  };
  const mod = new NodeModule(file);
  mod.filename = file;
  mod.paths = NodeModule._nodeModulePaths(dirname(file));
  mod._compile(patched, file);
  return mod.exports;
}

/** The renderer to use: the text writer in production, React's own elsewhere or when React changed. */
export function serverRenderer(): ServerRenderer {
  // React's own is loaded only when used: in production it would be a second copy in memory.
  const stock = () => createRequire(import.meta.url)('react-dom/server') as ServerRenderer;
  if (process.env.NODE_ENV !== 'production') return stock();
  try {
    return loadTextWriterRenderer();
  } catch (error) {
    console.warn(`React's server renderer is used as it is (ADR 036): ${(error as Error).message}`);
    return stock();
  }
}
