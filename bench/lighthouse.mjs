// Lighthouse (mobile preset, Debian's Chromium) on the home page, a listing, a category listing, a
// product page and the cart (signed in, with lines; rendered on the server from the session cookie,
// and once more without the cookie, for information) of the production build: the four category
// scores and LCP, TBT, CLS, the scripts each page loads, plus which element was the LCP and how its
// time splits into phases (TTFB, load delay, load time, render delay), so a slow LCP shows its cause.
// With BENCH_PEER_URL (e.g. a Vendure storefront started beside ours) the same profile runs against
// the peer's pages in the same run (BENCH_PEER_PATHS: "home=/,listing=/search,product=/products/x")
// and both are printed side by side.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwright } from 'playwright-core';
import { addCartLines, api, newShopper, printTable, startServer, writeResults } from './lib.mjs';
import { benchMarket } from './pages.mjs';

/** Where the storefront keeps its tokens (ADR 003; AUTH_STORAGE_KEY in packages/shared). */
const AUTH_STORAGE_KEY = 'auth';
/** The remembered session's cookie (SESSION_COOKIE in packages/shared, ADR 014). */
const SESSION_COOKIE = 'sw_session';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** BENCH_LIGHTHOUSE_PAGES=cart,home measures only those pages (while working on one). */
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
/** The metric targets beside the scores (README, Performance: LCP, TBT, CLS). */
const METRICS_BUDGET = { lcp_ms: 2000, tbt_ms: 150, cls: 0.02 };

/**
 * A category's score without one audit, weighted as Lighthouse weighs it. Used for the SEO of a
 * page that declares itself `noindex` (cart, checkout, account): "Page is blocked from indexing"
 * is then the page doing what it should, and the rest of the category is what can still be wrong.
 */
function scoreWithout(lhr, category, auditId) {
  let sum = 0;
  let weights = 0;
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.id === auditId || !ref.weight || audit?.score === null || audit?.score === undefined) continue;
    if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
    sum += ref.weight * audit.score;
    weights += ref.weight;
  }
  return weights > 0 ? Math.round((sum / weights) * 100) : null;
}

/** Whether the page itself asks not to be indexed (its robots meta tag), rather than being blocked by mistake. */
const declaresNoindex = (lhr) =>
  (lhr.audits['is-crawlable']?.details?.items ?? []).some((i) => /<meta name="robots" content="[^"]*noindex/.test(i.source?.snippet ?? ''));

/** Scores, with a noindex page's SEO judged without the indexing audit; and the LCP, TBT and CLS targets. */
function withinBudget(run) {
  const scores = { ...run.scores, seo: run.seo_noindex ?? run.scores.seo };
  return (
    CATEGORIES.every((c) => scores[c] >= BUDGET[c]) &&
    run.lcp_ms <= METRICS_BUDGET.lcp_ms &&
    run.tbt_ms <= METRICS_BUDGET.tbt_ms &&
    run.cls <= METRICS_BUDGET.cls
  );
}
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
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
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

/**
 * The LCP element and phases from the `largest-contentful-paint-element` audit: a list of an
 * element table and (when the metric could be computed) a phase table.
 */
function lcpDetails(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = {};
  const key = { TTFB: 'ttfb_ms', 'Load Delay': 'load_delay_ms', 'Load Time': 'load_time_ms', 'Render Delay': 'render_delay_ms' };
  for (const row of tables[1]?.items ?? []) if (key[row.phase]) phases[key[row.phase]] = Math.round(row.timing);
  return {
    lcp_element: node ? { selector: node.selector, label: node.nodeLabel, snippet: node.snippet } : null,
    lcp_phases: phases,
  };
}

/**
 * Scripts that finished downloading before the observed (unthrottled) LCP. Lighthouse's simulated
 * LCP replays every request that ended before that paint on a slow mobile network, so these are
 * the bytes the LCP pays for even though the page is server-rendered.
 */
function scriptsBeforeLcp(lhr) {
  const observedLcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0;
  // Request times count from the first request, a few ms after navigation start: close enough.
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script' && r.networkEndTime <= observedLcp,
  );
  return { count: scripts.length, kb: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024) };
}

/** A short name for the LCP element in the table: its tag and label, cut to fit. */
function shortElement(el) {
  if (!el) return '-';
  const tag = /^<(\w+)/.exec(el.snippet ?? '')?.[1] ?? '?';
  const label = (el.label ?? '').replace(/\s+/g, ' ');
  return `${tag} "${label.length > 28 ? `${label.slice(0, 27)}…` : label}"`;
}

/** Every script the page loaded, and their bytes on the wire (the issue's ≤ 15 requests, ≤ 150 KB). */
function scriptsLoaded(lhr) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  return { count: scripts.length, kb: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024) };
}

/** The peer's pages from BENCH_PEER_PATHS ("name=/path,…"); its home page when unset. */
function peerPages() {
  const spec = process.env.BENCH_PEER_PATHS ?? 'home=/';
  return spec
    .split(',')
    .map((pair) => pair.split('='))
    .filter(([name, path]) => name && path?.startsWith('/'))
    .map(([name, path]) => [name.trim(), path.trim()]);
}

/**
 * Signs a shopper in inside the bench browser through the login page, with "Remember me" (tokens
 * in localStorage under `auth`, ADR 003, and the session cookie the storefront writes beside them, ADR 014),
 * with a few cart lines, so the cart page is measured as a returning shopper sees it.
 */
async function signInWithCart(url, port) {
  const shopper = await newShopper(url);
  await addCartLines(url, shopper);
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${url}/auth/login`);
    const form = page.locator('main form').first();
    await form.getByLabel('Email', { exact: true }).fill(shopper.email);
    await form.getByLabel('Password', { exact: true }).fill(shopper.password);
    await form.getByLabel('Remember me').check();
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForFunction((key) => Boolean(localStorage.getItem(key)), AUTH_STORAGE_KEY);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse keeps storage for the cart (the tokens), and with it the HTTP cache: empty the cache
 * before every run, so each loads its scripts and pictures as a first visit would (with a warm
 * cache the second and third runs, and so the median, measured a return visit).
 */
async function clearHttpCache(port, { dropSessionCookie = false } = {}) {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    // A remembered shopper whose cookie has run out (15 minutes after the token was last renewed):
    // the stored session is there, the server renders the cart without it (ADR 014).
    if (dropSessionCookie) await page.context().clearCookies({ name: SESSION_COOKIE });
    await page.close();
  } finally {
    await browser.close();
  }
}

/** What the tables and the JSON keep of one Lighthouse report. */
function summary(lhr) {
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    // SEO without "Page is blocked from indexing", for a page that declares noindex; null otherwise.
    seo_noindex: declaresNoindex(lhr) ? scoreWithout(lhr, 'seo', 'is-crawlable') : null,
    fcp_ms: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    lcp_ms: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    // What Chromium actually saw, unthrottled: a simulated LCP far above it means the LCP
    // waits on requests (e.g. scripts) the simulation replays on a slow network.
    observed_lcp_ms: Math.round(lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0),
    scripts_before_lcp: scriptsBeforeLcp(lhr),
    scripts: scriptsLoaded(lhr),
    tbt_ms: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    ...lcpDetails(lhr),
    form_factor: lhr.configSettings.formFactor,
    failed_audits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => ({ id: a.id, title: a.title, items: (a.details?.items ?? []).slice(0, 5) })),
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0)
      .map((a) => ({ id: a.id, savings_ms: Math.round(a.numericValue) })),
  };
}

/** Lighthouse runs of one page; the median by performance score. */
async function measure(lighthouse, port, url, name, { keepStorage = false, dropSessionCookie = false } = {}) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    if (keepStorage) await clearHttpCache(port, { dropSessionCookie });
    process.stdout.write(`… ${name} ${url} (run ${i + 1} of ${RUNS})\n`);
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: keepStorage,
    });
    runs.push(summary(lhr));
  }
  return median(runs, (r) => r.scores.performance);
}

const median = (runs, pick) => [...runs].sort((a, b) => pick(a) - pick(b))[Math.floor(runs.length / 2)];

export async function runLighthouseBench() {
  const lighthouse = await loadLighthouse();
  const server = await startServer();
  const chromium = await launchChromium();
  try {
    const product = (await api(server.url, 'products?sort=popular&page_size=1')).results[0];
    const categories = await api(server.url, 'products/categories');
    const category = categories.find((c) => c.slug !== 'all') ?? categories[0];
    const pages = [
      ['home', '/'],
      ['listing', '/products'],
      ['category', `/products/category/${category.slug}`],
      ['product', `/products/${product.id}`],
      ['cart', '/cart'],
      // Not in the budget: the same cart without the session cookie, i.e. rendered in the browser.
      ['cart-no-cookie', '/cart'],
    ];
    // Issue 27: the budgets hold for a market's pages too (the demo's euro market under /de).
    const market = await benchMarket(server.url);
    if (market) {
      const lang = market.languages[0];
      const inMarket = await api(server.url, `products/categories?market=${market.code}&lang=${lang}`);
      const slug = inMarket.find((c) => c.id === category.id)?.slug ?? category.slug;
      pages.push(
        [`${market.code}-home`, `${market.path}/`],
        [`${market.code}-listing`, `${market.path}/products`],
        [`${market.code}-category`, `${market.path}/products/category/${slug}`],
        [`${market.code}-product`, `${market.path}/products/${product.id}`],
      );
    }
    const measured = pages.filter(([name]) => !ONLY || ONLY.includes(name));
    const results = [];
    let signedIn = false;
    for (const [name, path] of measured) {
      const cart = name.startsWith('cart');
      if (cart && !signedIn) {
        await signInWithCart(server.url, chromium.port);
        signedIn = true;
      }
      const run = await measure(lighthouse, chromium.port, `${server.url}${path}`, name, {
        keepStorage: cart,
        dropSessionCookie: name === 'cart-no-cookie',
      });
      results.push({ page: name, path, ...run, within_budget: name === 'cart-no-cookie' ? null : withinBudget(run) });
    }
    const peer = [];
    if (process.env.BENCH_PEER_URL) {
      const base = process.env.BENCH_PEER_URL.replace(/\/$/, '');
      for (const [name, path] of peerPages())
        peer.push({ page: name, path, ...(await measure(lighthouse, chromium.port, `${base}${path}`, `peer ${name}`)) });
    }
    printTable(
      `Lighthouse, ${results[0]?.form_factor ?? 'mobile'} preset (median of ${RUNS}); budget: performance ≥ 95, the others 100, LCP ≤ ${METRICS_BUDGET.lcp_ms} ms, TBT ≤ ${METRICS_BUDGET.tbt_ms} ms, CLS ≤ ${METRICS_BUDGET.cls}`,
      results.map((r) => ({
        page: `${r.page} ${r.path}`,
        perf: r.scores.performance,
        a11y: r.scores.accessibility,
        'best pr.': r.scores['best-practices'],
        seo: r.seo_noindex === null ? r.scores.seo : `${r.scores.seo} (${r.seo_noindex}*)`,
        'FCP ms': r.fcp_ms,
        'LCP ms': r.lcp_ms,
        'TBT ms': r.tbt_ms,
        CLS: r.cls,
        scripts: `${r.scripts.count} (${r.scripts.kb} KB)`,
        budget: r.within_budget === null ? '(info)' : r.within_budget ? 'met' : 'MISSED',
      })),
    );
    printTable(
      'LCP element and phases (ms, simulated mobile)',
      results.map((r) => ({
        page: `${r.page} ${r.path}`,
        'LCP element': shortElement(r.lcp_element),
        TTFB: r.lcp_phases.ttfb_ms ?? '-',
        'load delay': r.lcp_phases.load_delay_ms ?? '-',
        'load time': r.lcp_phases.load_time_ms ?? '-',
        'render delay': r.lcp_phases.render_delay_ms ?? '-',
        'observed LCP': r.observed_lcp_ms,
        'scripts before it': `${r.scripts_before_lcp.count} (${r.scripts_before_lcp.kb} KB)`,
      })),
    );
    if (peer.length > 0) {
      const ours = new Map(results.map((r) => [r.page, r]));
      printTable(
        `Side by side with ${process.env.BENCH_PEER_URL} (same profile, same run)`,
        peer.map((p) => {
          const o = ours.get(p.page);
          return {
            page: p.page,
            'ours perf': o?.scores.performance ?? '-',
            'peer perf': p.scores.performance,
            'ours LCP': o?.lcp_ms ?? '-',
            'peer LCP': p.lcp_ms,
            'ours TBT': o?.tbt_ms ?? '-',
            'peer TBT': p.tbt_ms,
            'ours scripts': o ? `${o.scripts.count} (${o.scripts.kb} KB)` : '-',
            'peer scripts': `${p.scripts.count} (${p.scripts.kb} KB)`,
            'ours a11y/bp/seo': o ? `${o.scores.accessibility}/${o.scores['best-practices']}/${o.scores.seo}` : '-',
            'peer a11y/bp/seo': `${p.scores.accessibility}/${p.scores['best-practices']}/${p.scores.seo}`,
          };
        }),
      );
    }
    if (results.some((r) => r.seo_noindex !== null))
      console.log(
        '  * the page declares noindex (robots meta): its SEO in brackets, and in the budget, leaves out "Page is blocked from indexing"',
      );
    console.log(
      `  machine load (1, 5, 15 min) after the runs: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    for (const r of results)
      if (r.failed_audits.length > 0) console.log(`  ${r.page}: failed audits: ${r.failed_audits.map((a) => a.id).join(', ')}`);
    writeResults('lighthouse', {
      runs: RUNS,
      budget: BUDGET,
      metrics_budget: METRICS_BUDGET,
      load_average: loadavg(),
      results,
      peer_url: process.env.BENCH_PEER_URL ?? null,
      peer,
    });
  } finally {
    await chromium.close();
    await server.stop();
  }
}
