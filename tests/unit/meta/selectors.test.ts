import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { CALENDAR, GMAIL, type PageSelector } from '../../../lib/content/selectors';

// Every selector the content scripts use must still match the saved page it names (shared/STYLE.md
// rule 10): when Google changes its markup, the fixture is re-saved and this says what broke.
const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/pages');
const GROUPS: Record<string, Record<string, PageSelector>> = { CALENDAR, GMAIL };

const documents = new Map<string, Document>();
function fixtureDocument(fixture: string): Document {
  let document = documents.get(fixture);
  if (document === undefined) {
    document = parseHTML(readFileSync(path.join(FIXTURES, fixture), 'utf8')).document;
    documents.set(fixture, document);
  }
  return document;
}

/** The top-level alternatives of a selector list: commas inside (), [] or quotes belong to one alternative. */
function alternatives(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const ch of selector) {
    if (quote !== null) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    if (ch === ',' && depth === 0 && quote === null) {
      parts.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current.trim());
  return parts.filter((p) => p !== '');
}

/**
 * How many elements the selector matches in the fixture. linkedom's engine (css-select) knows most
 * of CSS, :has included, but not everything Chromium does (pseudo-elements, some state
 * pseudo-classes). When it refuses the list, each alternative is tried on its own, and the ones it
 * cannot read are named in the failure, so an unreadable selector fails loudly instead of passing.
 */
function matchCount(document: Document, selector: string): { count: number; unreadable: string[] } {
  try {
    return { count: document.querySelectorAll(selector).length, unreadable: [] };
  } catch {
    let count = 0;
    const unreadable: string[] = [];
    for (const alternative of alternatives(selector)) {
      try {
        count += document.querySelectorAll(alternative).length;
      } catch (e) {
        unreadable.push(`${alternative} (${e instanceof Error ? e.message : String(e)})`);
      }
    }
    return { count, unreadable };
  }
}

for (const [group, selectors] of Object.entries(GROUPS)) {
  describe(`${group} selectors`, () => {
    it('lists the selectors the content scripts use (empty means the injections have not landed)', () => {
      expect(Object.keys(selectors), `${group} in lib/content/selectors.ts has no selectors`).not.toEqual([]);
    });

    for (const [name, { selector, fixture }] of Object.entries(selectors)) {
      it(`${name} matches its fixture ${fixture}`, () => {
        expect(existsSync(path.join(FIXTURES, fixture)), `tests/fixtures/pages/${fixture} is missing`).toBe(true);
        const { count, unreadable } = matchCount(fixtureDocument(fixture), selector);
        const why =
          unreadable.length === 0
            ? `${group}.${name} (${selector}) matches nothing in ${fixture}`
            : `${group}.${name} matches nothing linkedom can check in ${fixture}; it cannot parse: ${unreadable.join('; ')}`;
        expect(count, why).toBeGreaterThan(0);
      });
    }
  });
}
