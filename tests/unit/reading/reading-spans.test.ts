import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRequest } from '../../../lib/core/reading/read-request';
import type { Reading, SpanKind } from '../../../lib/core/reading/span';
import { readingSchema } from '../../../lib/core/reading/span';

const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ZONE = 'America/New_York';
const read = (text: string) => readRequest(text, { now: NOW, timeZone: ZONE });

/** Every phrase is where it says, inside the text, and no character is claimed twice. */
function problemsOf(reading: Reading): string[] {
  const problems: string[] = [];
  let end = 0;
  for (const span of reading.spans) {
    if (span.index < end) problems.push(`"${span.text}" overlaps the phrase before it`);
    if (reading.text.slice(span.index, span.index + span.length) !== span.text)
      problems.push(`"${span.text}" is not at ${String(span.index)}`);
    if (span.index + span.length > reading.text.length) problems.push(`"${span.text}" runs past the text`);
    if (span.text.trim() !== span.text) problems.push(`"${span.text}" starts or ends with a space`);
    end = Math.max(end, span.index + span.length);
  }
  return problems;
}

function corpusTexts(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { text: string }[]).map((row) => row.text));
}

const kinds = (text: string): [SpanKind, string][] => read(text).spans.map((s) => [s.kind, s.text]);

describe('a reading claims each phrase once', () => {
  it('holds for every request and time expression in the corpora', () => {
    const texts = [...corpusTexts('tests/corpus/requests/tables'), ...corpusTexts('tests/corpus/time/tables')];
    expect(texts.length).toBeGreaterThan(4000);
    const bad = texts.flatMap((text) => problemsOf(read(text)).map((p) => `${text}: ${p}`));
    expect(bad).toEqual([]);
  }, 60_000);

  it('holds for requests put together from pieces in any order', () => {
    const piece = fc.constantFrom(
      'schedule',
      'move',
      'cancel',
      'lunch',
      'a call called Budget Sync',
      'with sam@acme.com',
      'with Priya and Omar',
      'with dana',
      'tomorrow',
      'next Tuesday at 3pm',
      'for 45 minutes',
      'every other Monday',
      'near Soho',
      'at Blue Bottle',
      "Omar can't before 11",
      'mornings only',
      "don't book it yet",
      'and',
      ',',
      'the design review',
      '"Quarter close"',
      'all day',
      'by an hour',
      'sometime soon',
      '3pm London time',
      'from 2 to 4',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (pieces) => {
        const reading = read(pieces.join(' '));
        expect(readingSchema.parse({ text: reading.text, spans: reading.spans })).toBeTruthy();
        expect(problemsOf(reading)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('what the phrases were read as', () => {
  it('names each part of a new event', () => {
    expect(kinds('Create a 45 minute event called Budget Sync on March 3 at 2:15 with Omar')).toEqual([
      ['duration', '45 minute'],
      ['title', 'event called Budget Sync'],
      ['time', 'March 3 at 2:15'],
      ['person', 'with Omar'],
    ]);
    expect(kinds('coffee near Soho with priya on thursday afternoon')).toEqual([
      ['title', 'coffee'],
      ['area', 'near Soho'],
      ['person', 'with priya'],
      ['time', 'thursday afternoon'],
    ]);
  });

  it('keeps rules about others and holds apart from the event', () => {
    expect(kinds("lunch with sam@acme.com next week, Omar can't before 11")).toContainEqual([
      'constraint',
      "Omar can't before 11",
    ]);
    expect(kinds("don't book anything yet, but is Friday at 3 free for a call with Lee?")[0]?.[0]).toBe('no-action');
  });

  it('gives a repeat its words and the title the words that name the event', () => {
    expect(kinds('weekly team sync every monday at 10 with Dana and Lee')).toEqual([
      ['recurrence', 'weekly'],
      ['title', 'team sync'],
      ['recurrence', 'every monday'],
      ['time', 'at 10'],
      ['person', 'with Dana'],
      ['person', 'Lee'],
    ]);
  });

  it('reads the phrases of every step of a request with several', () => {
    const spans = kinds('dentist appointment tomorrow 3pm for an hour and cancel the gym on friday');
    expect(spans).toContainEqual(['title', 'dentist appointment']);
    expect(spans).toContainEqual(['time', 'friday']);
  });

  it('is surer of an address than of a lower-case name', () => {
    const spans = read('lunch with sam@acme.com and Priya tomorrow').spans.filter((s) => s.kind === 'person');
    expect(spans.map((s) => [s.text, s.confidence])).toEqual([
      ['with sam@acme.com', 1],
      ['Priya', 0.85],
    ]);
    const lower = read('coffee with dana tomorrow').spans.filter((s) => s.kind === 'person');
    expect(lower.map((s) => [s.text, s.confidence])).toEqual([['with dana', 0.6]]);
  });

  it('claims no title for a question or a request with nothing to name', () => {
    for (const text of ['is Thursday the 9th totally free', 'can you make Tuesday less busy?', 'what do I have tomorrow'])
      expect(read(text).spans.some((s) => s.kind === 'title')).toBe(false);
  });
});

describe('a title is words said together', () => {
  it('never joins words from both sides of a time or a person', () => {
    expect(read('dentist tomorrow at 3 appointment').request.entities.title).toBe('Dentist');
    expect(read('budget with Omar review on friday').request.entities.title).toBe('Budget with Omar');
  });

  it('takes the words that say most of what the event is', () => {
    expect(read('hold 2 till 4 on the 10th for forecast prep').request.entities.title).toBe('Forecast Prep');
    expect(read('reserve 10 to 12 tomorrow for the audit').request.entities.title).toBe('Audit');
    // A length is said inside the name.
    expect(read('I want a quick 15 minute sync with Alex today').request.entities.title).toBe('Quick Sync with Alex');
    expect(read('book a short 20-min catch up with Lee on friday').request.entities.title).toBe('Short Catch Up with Lee');
    // A later clause is something else said, not the name.
    expect(read('dentist appointment tomorrow, need to bring my insurance card').request.entities.title).toBe(
      'Dentist Appointment',
    );
  });
});
