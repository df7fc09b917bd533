// Writes tests/corpus/requests/tables/<category>.json from the hand-written rows in ./source.
// The tables are committed; run this after editing a source file:
//
//   npx tsx tests/corpus/requests/generate-tables.ts
//
// Every row is checked against the corpus schema first; nothing is written if one is invalid or
// two rows of a category share a text.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TABLES_DIR, orderCategories, requestRowSchema, rowKey } from './run-request-corpus';
import { BULK_ROWS } from './source/bulk';
import { CONSTRAINT_ROWS } from './source/constraints';
import { CREATE_ROWS } from './source/create';
import { EDIT_ROWS } from './source/edit';
import type { SourceRow } from './source/helpers';
import { QUERY_ROWS } from './source/query';
import { VOICE_ROWS } from './source/voices';

export const SOURCE_ROWS: SourceRow[] = [
  ...CREATE_ROWS,
  ...EDIT_ROWS,
  ...QUERY_ROWS,
  ...BULK_ROWS,
  ...CONSTRAINT_ROWS,
  ...VOICE_ROWS,
];

function main(): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  const byCategory = new Map<string, unknown[]>();
  for (const row of SOURCE_ROWS) {
    const parsed = requestRowSchema.safeParse(row);
    if (!parsed.success) {
      problems.push(
        `${JSON.stringify(row.text)}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
      continue;
    }
    const key = rowKey(parsed.data);
    if (seen.has(key)) problems.push(`duplicate row: ${key}`);
    seen.add(key);
    const list = byCategory.get(parsed.data.category) ?? [];
    list.push(parsed.data);
    byCategory.set(parsed.data.category, list);
  }
  if (problems.length > 0) {
    for (const p of problems) console.error(`! ${p}`);
    process.exitCode = 1;
    return;
  }
  mkdirSync(TABLES_DIR, { recursive: true });
  for (const f of readdirSync(TABLES_DIR)) if (f.endsWith('.json')) rmSync(join(TABLES_DIR, f));
  for (const category of orderCategories(byCategory.keys())) {
    const list = byCategory.get(category) ?? [];
    writeFileSync(join(TABLES_DIR, `${category}.json`), `${JSON.stringify(list, null, 2)}\n`);
    console.log(`${category.padEnd(20)} ${String(list.length)}`);
  }
  console.log(`${'total'.padEnd(20)} ${String(seen.size)}`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main();
}
