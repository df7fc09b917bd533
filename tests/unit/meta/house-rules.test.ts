import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// House rules from shared/STYLE.md that lint cannot see, checked by reading the tree.
const ROOT = path.resolve(import.meta.dirname, '../../..');

function filesUnder(dir: string, ext = /\.tsx?$/): string[] {
  const abs = path.join(ROOT, dir);
  return readdirSync(abs).flatMap((name) => {
    const full = path.join(abs, name);
    const rel = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(rel, ext);
    return ext.test(name) ? [rel] : [];
  });
}

const source = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

describe('house rules', () => {
  it('keeps lib/core free of adapters, wiring and browser-only packages', () => {
    const offenders = filesUnder('lib/core').filter((f) =>
      /from '(?:[./]*\/)?(?:adapters|messaging|background)\/|from '(?:idb|openai|wxt|#imports|webextension-polyfill|react)'/.test(
        source(f),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps source files small enough to read (≤ 400 lines)', () => {
    const big = ['lib', 'components', 'entrypoints', 'bin']
      .flatMap((d) => filesUnder(d))
      .filter((f) => source(f).split('\n').length > 400);
    expect(big).toEqual([]);
  });

  it('has no focused or skipped tests', () => {
    const marked = filesUnder('tests').filter(
      (f) => f !== 'tests/unit/meta/house-rules.test.ts' && /\b(?:it|test|describe)\.(?:only|skip)\(/.test(source(f)),
    );
    expect(marked).toEqual([]);
  });

  it('uses no barrel index files outside entrypoints', () => {
    const barrels = ['lib', 'components'].flatMap((d) => filesUnder(d)).filter((f) => /(?:^|\/)index\.tsx?$/.test(f));
    expect(barrels).toEqual([]);
  });
});
