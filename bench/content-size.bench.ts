// Size of what each content script adds to a Gmail or Calendar page, gzipped, against the 30 KB
// target: every one is parsed on every page load of apps people keep open all day.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIR = path.resolve('.output/chrome-mv3/content-scripts');
const TARGET_BYTES = 30 * 1024;

if (!existsSync(DIR)) {
  console.error(`content-size: ${path.relative(process.cwd(), DIR)} does not exist; build first (npm run build).`);
  process.exit(1);
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const files = readdirSync(DIR)
  .filter((name) => statSync(path.join(DIR, name)).isFile())
  .sort();
if (files.length === 0) console.log('content-size: no content scripts in the build');
for (const name of files) {
  const raw = readFileSync(path.join(DIR, name));
  // Level 9, as size budgets (gzip-size, bundlephobia) usually count.
  const gzipped = gzipSync(raw, { level: 9 }).length;
  const verdict = gzipped <= TARGET_BYTES ? 'within' : 'OVER';
  console.log(`content-size: ${name} ${kb(gzipped)} gzip (${kb(raw.length)} raw), ${verdict} the ${kb(TARGET_BYTES)} target`);
}
