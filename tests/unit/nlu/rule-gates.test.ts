import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRIGGERS } from '../../../lib/core/nlu/constraint-triggers';
import { INTENT_RULES } from '../../../lib/core/nlu/intent-rules';
import { RENAME_CUES, RENAME_WORDS } from '../../../lib/core/nlu/read-rename';

/**
 * A gate only saves time: it may never turn a rule off for a text the rule matches. Checked over
 * every request the corpora hold, as said and in the case voices change it to.
 */
const CORPUS = join(__dirname, '../../corpus');

function textsIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      const rows: unknown = JSON.parse(readFileSync(join(dir, f), 'utf8'));
      return Array.isArray(rows) ? rows.flatMap((r: { text?: unknown }) => (typeof r.text === 'string' ? [r.text] : [])) : [];
    });
}

const TEXTS = [
  ...textsIn(join(CORPUS, 'requests/tables')),
  ...textsIn(join(CORPUS, 'requests/holdout')),
  ...textsIn(join(CORPUS, 'time/holdout')),
];
const VOICES = TEXTS.flatMap((t) => [t, t.toLowerCase(), t.toUpperCase()]);

describe('rule gates', () => {
  it('reads a corpus large enough to mean something', () => {
    expect(TEXTS.length).toBeGreaterThan(1500);
  });

  it('lets through every text its rule matches', () => {
    const missed = INTENT_RULES.flatMap(({ re, gate }, i) =>
      gate === undefined ? [] : VOICES.filter((t) => re.test(t) && !gate.test(t)).map((t) => `#${String(i)}: ${t}`),
    );
    expect(missed).toEqual([]);
  });

  it('lets through every text a rule about when to meet starts in', () => {
    const missed = TRIGGERS.flatMap(({ re, gate }, i) => {
      if (gate === undefined) return [];
      const once = new RegExp(re.source, 'i');
      return VOICES.filter((t) => once.test(t) && !gate.test(t)).map((t) => `#${String(i)}: ${t}`);
    });
    expect(missed).toEqual([]);
  });

  it('gates a rename the same way', () => {
    expect(VOICES.filter((t) => RENAME_WORDS.test(t) && !RENAME_CUES.test(t))).toEqual([]);
  });
});
