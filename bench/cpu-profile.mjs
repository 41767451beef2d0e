// `node bench/cpu-profile.mjs <file.cpuprofile> [top]`: the functions with the most self time in a
// V8 CPU profile (e.g. one written by `BENCH_CPU_PROFILE=dir npm run bench -- api`), and the
// self time per package (node_modules/<name>), node's own code and the shop's bundle.
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/cpu-profile.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const IDLE = new Set(['(idle)', '(program)']);
const where = ({ url }) => {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/apps/api/dist/')) return 'shop (api bundle)';
  return url;
};
const functions = new Map();
const packages = new Map();
let busy = 0;
for (const [id, us] of selfUs) {
  const { callFrame } = byId.get(id);
  if (IDLE.has(callFrame.functionName)) continue;
  busy += us;
  const name = `${callFrame.functionName || '(anonymous)'} ${where(callFrame)}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
  functions.set(name, (functions.get(name) ?? 0) + us);
  packages.set(where(callFrame), (packages.get(where(callFrame)) ?? 0) + us);
}
const pct = (us) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
const list = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${pct(us)}  ${name}`);
};
console.log(`${file}: ${(busy / 1e6).toFixed(2)} s busy (idle left out)`);
list('Self time by function', functions, top);
list('Self time by package', packages, 15);
