// `npm run bench [-- api|catalog|flash-sale|lighthouse|bundle|pages|payments ...]`: builds what changed, then runs the chosen
// parts (all by default). Each prints a table and writes JSON under bench/results/. Not part of npm test.
import { buildAll } from '../scripts/build.mjs';
import { ensureInstalled } from '../scripts/lib.mjs';

const PARTS = {
  api: async () => (await import('./api.mjs')).runApiBench(),
  bundle: async () => (await import('./bundle.mjs')).runBundleBench(),
  catalog: async () => (await import('./catalog.mjs')).runCatalogBench(),
  checkout: async () => (await import('./checkout.mjs')).runCheckoutBench(),
  'flash-sale': async () => (await import('./flash-sale.mjs')).runFlashSaleBench(),
  lighthouse: async () => (await import('./lighthouse.mjs')).runLighthouseBench(),
  pages: async () => (await import('./pages.mjs')).runPagesBench(),
  payments: async () => (await import('./payments.mjs')).runPaymentsBench(),
  'stock-churn': async () => (await import('./stock-churn.mjs')).runStockChurnBench(),
};

// Options and their values (`--engine sqlite`) are for the parts to read.
const args = process.argv.slice(2);
const asked = args.filter((a, i) => !a.startsWith('-') && args[i - 1] !== '--engine');
const unknown = asked.filter((a) => !(a in PARTS));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}: choose from ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
ensureInstalled();
// The benchmarks use the API and the storefront; the admin app is not measured.
buildAll({ only: ['api', 'storefront'] });
let failed = false;
for (const part of asked.length > 0 ? asked : Object.keys(PARTS)) {
  console.log(`\n▶ bench ${part}`);
  try {
    await PARTS[part]();
  } catch (err) {
    failed = true;
    console.error(`✗ bench ${part} failed: ${err.message}`);
  }
}
process.exit(failed ? 1 : 0);
