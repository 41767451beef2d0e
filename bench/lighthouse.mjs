// Lighthouse (mobile preset, Debian's Chromium) on the home page, a listing and a product page of
// the production build: the four category scores and LCP, TBT, CLS.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, printTable, startServer, writeResults } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function loadLighthouse() {
  try {
    return (await import('lighthouse')).default;
  } catch {
    throw new Error('The lighthouse package is not installed: add "lighthouse": "~12.8.2" to the root devDependencies and run npm install');
  }
}

/** Chromium with a debugging port for Lighthouse to drive. */
async function launchChromium() {
  const port = 49_000 + Math.floor(Math.random() * 1_000);
  const profile = mkdtempSync(join(tmpdir(), 'sw-bench-chromium-'));
  const child = spawn(CHROMIUM, ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Chromium (${CHROMIUM}) exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('Chromium did not start within 30 s');
    await sleep(200);
  }
  return {
    port,
    async close() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const median = (runs, pick) => [...runs].sort((a, b) => pick(a) - pick(b))[Math.floor(runs.length / 2)];

export async function runLighthouseBench() {
  const lighthouse = await loadLighthouse();
  const server = await startServer();
  const chromium = await launchChromium();
  try {
    const product = (await api(server.url, 'products?sort=popular&page_size=1')).results[0];
    const pages = [
      ['home', '/'],
      ['listing', '/products'],
      ['product', `/products/${product.id}`],
    ];
    const results = [];
    for (const [name, path] of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        process.stdout.write(`… ${name} ${path} (run ${i + 1} of ${RUNS})\n`);
        const { lhr } = await lighthouse(`${server.url}${path}`, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        runs.push({
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
          lcp_ms: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          tbt_ms: Math.round(lhr.audits['total-blocking-time'].numericValue),
          cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
          form_factor: lhr.configSettings.formFactor,
          failed_audits: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => ({ id: a.id, title: a.title, items: (a.details?.items ?? []).slice(0, 5) })),
          opportunities: Object.values(lhr.audits)
            .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0)
            .map((a) => ({ id: a.id, savings_ms: Math.round(a.numericValue) })),
        });
      }
      const run = median(runs, (r) => r.scores.performance);
      results.push({ page: name, path, ...run, within_budget: CATEGORIES.every((c) => run.scores[c] >= BUDGET[c]) });
    }
    printTable(`Lighthouse, ${results[0]?.form_factor ?? 'mobile'} preset (median of ${RUNS}); budget: performance ≥ 95, the others 100`, results.map((r) => ({
      page: `${r.page} ${r.path}`, perf: r.scores.performance, a11y: r.scores.accessibility, 'best pr.': r.scores['best-practices'], seo: r.scores.seo, 'LCP ms': r.lcp_ms, 'TBT ms': r.tbt_ms, CLS: r.cls, budget: r.within_budget ? 'met' : 'MISSED',
    })));
    for (const r of results) if (r.failed_audits.length > 0) console.log(`  ${r.page}: failed audits: ${r.failed_audits.map((a) => a.id).join(', ')}`);
    writeResults('lighthouse', { runs: RUNS, budget: BUDGET, results });
  } finally {
    await chromium.close();
    await server.stop();
  }
}
