// `npm test`: install if needed, lint, typecheck, unit and API tests, build, browser tests.
// Ends with one summary line, "N passed, N failed", over every test that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
// Before anything long: the browser tests need Chromium (installed here when missing and allowed).
ensureChromium();
console.log('\n▶ lint');
run(process.execPath, ['node_modules/eslint/bin/eslint.js', '.']);
run(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--check', '.']);
console.log('\n▶ typecheck');
run(process.execPath, ['scripts/typecheck.mjs']);

const reports = mkdtempSync(join(tmpdir(), 'sw-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRun = false;

function vitest(label, args) {
  console.log(`\n▶ ${label}`);
  const out = join(reports, `${label}.json`);
  const result = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) failedRun = true;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    // A file that fails before its tests run (no browser, a broken import) counts as one failure.
    const brokenFiles = report.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed'),
    ).length;
    totals.failed += report.numFailedTests + brokenFiles;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else {
    totals.failed += 1;
  }
}

vitest('unit-and-api', []);
console.log('\n▶ build');
buildAll();
vitest('e2e', ['--config', 'vitest.e2e.config.ts']);

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedRun || totals.failed > 0 ? 1 : 0);
