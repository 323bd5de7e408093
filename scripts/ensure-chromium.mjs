#!/usr/bin/env node
// Finds a Chromium for the browser tests. Playwright cannot download its own browser here, so we
// use Debian's `chromium`: installed with apt when running as root, otherwise a one-line hint.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' });
  const found = which.stdout.trim();
  return found.length > 0 ? found : null;
}

function main() {
  if (findChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    console.error('Chromium not found: install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH) and run npm test again.');
    process.exit(1);
  }
  console.info('Chromium not found: installing Debian package chromium (apt-get)...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!findChromium()) {
    console.error('Chromium is still missing after apt-get install chromium.');
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
