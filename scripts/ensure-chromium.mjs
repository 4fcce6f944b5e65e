#!/usr/bin/env node
/**
 * The browser journeys need Chromium. Finds it (CHROME_PATH, /usr/bin/chromium); where none is
 * present and this runs as root on Debian, installs Debian's `chromium`; otherwise fails and says
 * how to get one. It never lets the browser tests be skipped silently.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

function findChromium() {
  for (const candidate of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = findChromium();
  if (!found && process.getuid?.() === 0 && fs.existsSync('/etc/debian_version')) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], {
        stdio: 'inherit',
        env,
      });
    if (install && install.status === 0) found = findChromium();
  }
  if (!found) {
    console.error(
      'No Chromium found for the browser tests.\n' +
        '  Debian/Ubuntu: sudo apt-get install chromium\n' +
        '  Elsewhere: install Chromium or Chrome and set CHROME_PATH=/path/to/chrome',
    );
    process.exit(1);
  }
  console.log(`Chromium: ${found}`);
}
