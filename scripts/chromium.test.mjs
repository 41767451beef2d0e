import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chromiumPlan } from './chromium.mjs';

const base = { path: '/usr/bin/chromium', explicit: false, exists: false, isRoot: false, hasApt: true };

describe('Chromium for npm test', () => {
  it('goes on when Chromium is there, installs it as root with apt-get, and stops with one line otherwise', () => {
    expect(chromiumPlan({ ...base, exists: true })).toEqual({ action: 'ok' });
    expect(chromiumPlan({ ...base, isRoot: true })).toEqual({ action: 'install' });
    const stop = chromiumPlan(base);
    expect(stop.action).toBe('stop');
    expect(stop.message).toMatch(/apt-get install chromium/);
    expect(stop.message.split('\n')).toHaveLength(1);
    expect(chromiumPlan({ ...base, isRoot: true, hasApt: false }).action).toBe('stop');
  });

  it('never installs over a CHROMIUM_PATH that points nowhere: npm test stops at once with one line', () => {
    expect(chromiumPlan({ ...base, path: '/nowhere/chromium', explicit: true, isRoot: true }).action).toBe('stop');
    const script = fileURLToPath(new URL('./chromium.mjs', import.meta.url));
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `import { ensureChromium } from ${JSON.stringify(script)}; ensureChromium(); console.log('went on');`],
      {
        env: { ...process.env, CHROMIUM_PATH: '/nowhere/chromium' },
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('went on');
    expect(run.stderr.trim().split('\n')).toEqual([
      "✗ Chromium not found at CHROMIUM_PATH=/nowhere/chromium: point CHROMIUM_PATH at a Chromium binary, or unset it to use Debian's (apt-get install chromium).",
    ]);
  });
});
