// The builders both plan corpora write their rows with (plan-requests.ts, plan-requests-holdout.ts).

import type {
  AnswerExpectation,
  AnyOf,
  AsksExpectation,
  Category,
  ChangesExpectation,
  CorpusRow,
  CreateExpectation,
  EventRef,
  Expectation,
  MoveExpectation,
  NothingExpectation,
  TimeWindow,
} from './plan-requests';

/** New York wall-clock time as ISO with offset (every date in this corpus is in EST, -05:00). */
export function ny(date: string, time: string): string {
  const full = date.length === 5 ? `2026-${date}` : date;
  return `${full}T${time}:00-05:00`;
}

export function win(date: string, from: string, to: string): TimeWindow {
  return { start: ny(date, from), end: ny(date, to) };
}

export const morning = (date: string): TimeWindow => win(date, '06:00', '12:00');
export const afternoon = (date: string): TimeWindow => win(date, '12:00', '18:00');
export const NEXT_WEEK: TimeWindow = { start: ny('11-30', '00:00'), end: ny('12-07', '00:00') };

/** The ways a time of day may be written in an answer: "14:00", "2 pm", "2:00 PM", "2pm"… */
export function t(hhmm: string): string[] {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffixes = h < 12 ? ['am', 'a.m.'] : ['pm', 'p.m.'];
  const mm = String(m).padStart(2, '0');
  const out = [hhmm];
  for (const s of suffixes) {
    out.push(`${String(h12)}:${mm} ${s}`, `${String(h12)}:${mm}${s}`);
    if (m === 0) out.push(`${String(h12)} ${s}`, `${String(h12)}${s}`);
  }
  if (hhmm === '12:00') out.push('noon');
  return out;
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The ways a date may be written in an answer: "Tue 1 Dec", "Dec 1", "December 1st", "2026-12-01"… */
export function d(iso: string): string[] {
  const [, mo = 1, day = 1] = iso.split('-').map(Number);
  const month = MONTHS[mo - 1] ?? '';
  const mon = month.slice(0, 3);
  const nth =
    day === 1 || day === 21 || day === 31 ? 'st' : day === 2 || day === 22 ? 'nd' : day === 3 || day === 23 ? 'rd' : 'th';
  const n = String(day);
  return [
    iso,
    `${n} ${mon}`,
    `${mon} ${n}`,
    `${mon}. ${n}`,
    `${month} ${n}`,
    `${n} ${month}`,
    `${n}${nth}`,
    `${String(mo)}/${n}`,
  ];
}

export const anyOf = (...groups: (string | string[])[]): string[] => groups.flat();

export const EMAIL = {
  priya: 'priya@kairos.test',
  dana: 'dana@kairos.test',
  sam: 'sam@kairos.test',
  omarH: 'omar.haddad@kairos.test',
  mei: 'mei@kairos.test',
  lucas: 'lucas@kairos.test',
  jordan: 'jordan@kairos.test',
  hannah: 'hannah@kairos.test',
  carlos: 'carlos@kairos.test',
  omarS: 'omar@brightline.test',
  rachel: 'rachel.kim@brightline.test',
  tom: 'tom@brightline.test',
  nina: 'nina@brightline.test',
  fiona: 'fiona@harborpoint.test',
  ben: 'ben.carter@harborpoint.test',
  ingrid: 'ingrid@harborpoint.test',
  kenji: 'kenji@sakura.test',
  yuki: 'yuki@sakura.test',
  elena: 'elena@pacificdesign.test',
  marcus: 'marcus@pacificdesign.test',
} as const;

export const del = (...ids: EventRef[]): ChangesExpectation => ({ changes: { deleted: ids } });
export const mv = (...moves: MoveExpectation[]): ChangesExpectation => ({ changes: { moved: moves } });
export const to = (id: EventRef, date: string, time: string): MoveExpectation => ({ id, start: ny(date, time) });
export const ren = (id: EventRef, title: string): ChangesExpectation => ({ changes: { renamed: [{ id, title }] } });
export const make = (...created: CreateExpectation[]): ChangesExpectation => ({ changes: { created } });
export const answer = (includes: AnyOf[], excludes?: string[]): AnswerExpectation => ({
  answer: excludes === undefined ? { includes } : { includes, excludes },
});
export const asks = (...mentions: AnyOf[]): AsksExpectation =>
  mentions.length === 0 ? { asks: true } : { asks: true, mentions };
export const nothing = (answerIncludes?: AnyOf[]): NothingExpectation =>
  answerIncludes === undefined ? { nothing: true } : { nothing: true, answerIncludes };

export type RowSpec = [id: string, text: string, expect: Expectation, note?: string];

export function rows(category: Category, specs: RowSpec[]): CorpusRow[] {
  return specs.map(([id, text, expect, note]) =>
    note === undefined ? { id, category, text, expect } : { id, category, text, expect, note },
  );
}
