import { existsSync } from 'node:fs';
import { defineWebExtConfig } from 'wxt';

// `npm run dev` opens a browser with Kairos loaded. Google Chrome is found on its own; on machines
// with only Debian's Chromium we name it, and as root Chromium refuses to start without
// --no-sandbox.
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const hasChrome = existsSync('/usr/bin/google-chrome') || existsSync('/usr/bin/google-chrome-stable');
const isRoot = process.getuid?.() === 0;

export default defineWebExtConfig({
  ...(chromium !== undefined && !hasChrome ? { binaries: { chrome: chromium } } : {}),
  chromiumArgs: isRoot ? ['--no-sandbox'] : [],
});
