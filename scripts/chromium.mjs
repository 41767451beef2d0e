// Chromium for the browser tests: `npm test` does what .ci/run does. Debian's package is
// installed when it is missing and this user may (root with apt-get); otherwise the run stops at
// once with one line saying what to install. CHROMIUM_PATH points at another binary (and is
// then never installed over).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** What to do, from the facts: 'ok', 'install', or 'stop' with the one line to print. */
export function chromiumPlan({ path, explicit, exists, isRoot, hasApt }) {
  if (exists) return { action: 'ok' };
  if (explicit)
    return {
      action: 'stop',
      message: `✗ Chromium not found at CHROMIUM_PATH=${path}: point CHROMIUM_PATH at a Chromium binary, or unset it to use Debian's (apt-get install chromium).`,
    };
  if (isRoot && hasApt) return { action: 'install' };
  return {
    action: 'stop',
    message: `✗ The browser tests need Chromium at ${DEFAULT_CHROMIUM}: install it with \`sudo apt-get install chromium\` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary, then run npm test again.`,
  };
}

const facts = (env, path) => ({
  path,
  explicit: Boolean(env.CHROMIUM_PATH),
  exists: existsSync(path),
  isRoot: process.getuid?.() === 0,
  hasApt: existsSync('/usr/bin/apt-get'),
});

/** Makes sure Chromium is there (installing Debian's when allowed) or exits with one line. */
export function ensureChromium(env = process.env) {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  let plan = chromiumPlan(facts(env, path));
  if (plan.action === 'install') {
    console.log('Installing Chromium (Debian package) for the browser tests…');
    const apt = (args) =>
      spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', 'chromium']);
    plan = chromiumPlan({ ...facts(env, path), isRoot: false });
  }
  if (plan.action === 'stop') {
    console.error(plan.message);
    process.exit(1);
  }
}
