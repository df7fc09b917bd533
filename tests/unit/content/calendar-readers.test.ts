import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { decodeEventId, readEventDialog } from '../../../lib/content/calendar/read-event-dialog';
import {
  decodeDateKey,
  readHeading,
  readViewedDays,
  toInstantRange,
  type ViewedDays,
} from '../../../lib/content/calendar/read-viewed-range';
import { civilDay } from '../../../lib/core/time/when-civil-days';
import { CALENDAR } from '../../../lib/content/selectors';
import { contentRequestSchema } from '../../../lib/messaging/content-protocol';

const FIXTURE = readFileSync(path.resolve(import.meta.dirname, '../../fixtures/pages/calendar-week.html'), 'utf8');
const page = (html = FIXTURE): Document => parseHTML(html).document;
const at = (p: string): URL => new URL(`https://calendar.google.com/calendar/u/0/r${p}`);
const days = (from: [number, number, number], to: [number, number, number]): ViewedDays => ({
  first: civilDay(...from),
  end: civilDay(...to),
});
const key = (y: number, m: number, d: number): number => ((y - 1970) << 9) | (m << 5) | d;

/** A bare page with only what a test needs: <body data-viewkey>, the grid's range, a heading. */
function bare(options: {
  viewKey?: string;
  shown?: [number, number];
  cells?: number[];
  heading?: string;
  lang?: string;
}): Document {
  const range =
    options.shown === undefined
      ? ''
      : `data-start-date-key="${String(options.shown[0])}" data-end-date-key="${String(options.shown[1])}"`;
  const cells = (options.cells ?? []).map((k) => `<div role="gridcell" data-datekey="${String(k)}"></div>`).join('');
  return page(
    `<html lang="${options.lang ?? 'en'}"><body ${options.viewKey === undefined ? '' : `data-viewkey="${options.viewKey}"`}>` +
      `<header role="banner"><div role="heading" aria-level="1">${options.heading ?? ''}</div></header>` +
      `<div role="main"><div ${range}>${cells}</div></div></body></html>`,
  );
}

describe('readViewedDays', () => {
  it('reads the week the saved week view shows, Sunday to Saturday', () => {
    expect(readViewedDays(page(), at('/week/2026/11/24'))).toEqual(days([2026, 11, 22], [2026, 11, 29]));
  });

  it('takes the week from the grid when the URL names a day inside it, whatever the week-start setting', () => {
    const mondayWeek = bare({ viewKey: 'WEEK', shown: [key(2026, 11, 23), key(2026, 11, 29)] });
    expect(readViewedDays(mondayWeek, at('/week/2026/11/29'))).toEqual(days([2026, 11, 23], [2026, 11, 30]));
  });

  it('ignores a grid that still shows the previous week and counts the week from the URL', () => {
    const stale = bare({ viewKey: 'WEEK', shown: [key(2026, 11, 22), key(2026, 11, 28)] });
    expect(readViewedDays(stale, at('/week/2026/12/1'))).toEqual(days([2026, 11, 29], [2026, 12, 6]));
  });

  it('starts a week from the URL alone on the page language’s first weekday', () => {
    expect(readViewedDays(bare({ lang: 'en' }), at('/week/2026/11/25'))).toEqual(days([2026, 11, 22], [2026, 11, 29]));
    expect(readViewedDays(bare({ lang: 'en-GB' }), at('/week/2026/11/25'))).toEqual(days([2026, 11, 23], [2026, 11, 30]));
  });

  it('reads a custom "4 days" view from the grid, since its length is a setting', () => {
    const four = bare({ viewKey: 'CUSTOM_DAYS', shown: [key(2026, 11, 24), key(2026, 11, 27)] });
    expect(readViewedDays(four, at('/customday/2026/11/24'))).toEqual(days([2026, 11, 24], [2026, 11, 28]));
    expect(readViewedDays(bare({}), at('/customday/2026/11/24'))).toBeUndefined();
  });

  it('reads the day view as that one day', () => {
    expect(readViewedDays(bare({}), at('/day/2026/11/24'))).toEqual(days([2026, 11, 24], [2026, 11, 25]));
  });

  it('reads the month view as the calendar month, not the neighbouring days the grid spills into', () => {
    const grid = bare({ viewKey: 'MONTH', shown: [key(2026, 11, 1), key(2026, 12, 5)] });
    expect(readViewedDays(grid, at('/month/2026/11/1'))).toEqual(days([2026, 11, 1], [2026, 12, 1]));
    expect(readViewedDays(grid, at('/month'))).toEqual(days([2026, 11, 1], [2026, 12, 1]));
  });

  it('reads the year view as the whole year', () => {
    expect(readViewedDays(bare({}), at('/year/2026/1/1'))).toEqual(days([2026, 1, 1], [2027, 1, 1]));
  });

  it('falls back to <body data-viewkey> and the grid when the address names no view (/r)', () => {
    const week = bare({ viewKey: 'WEEK', shown: [key(2026, 11, 22), key(2026, 11, 28)] });
    expect(readViewedDays(week, at(''))).toEqual(days([2026, 11, 22], [2026, 11, 29]));
  });

  it('uses the grid’s day cells when Google’s start and end keys are missing', () => {
    const cells = bare({ viewKey: 'WEEK', cells: [key(2026, 11, 24), key(2026, 11, 22), key(2026, 11, 28)] });
    expect(readViewedDays(cells, at('/week'))).toEqual(days([2026, 11, 22], [2026, 11, 29]));
  });

  it('falls back to the heading for a day or a month when nothing else says', () => {
    expect(readViewedDays(bare({ viewKey: 'DAY', heading: 'November 24, 2026' }), at(''))).toEqual(
      days([2026, 11, 24], [2026, 11, 25]),
    );
    expect(readViewedDays(bare({ viewKey: 'MONTH', heading: 'November 2026' }), at(''))).toEqual(
      days([2026, 11, 1], [2026, 12, 1]),
    );
  });

  it('treats an impossible date in the URL as no date', () => {
    const week = bare({ viewKey: 'WEEK', shown: [key(2026, 11, 22), key(2026, 11, 28)] });
    expect(readViewedDays(week, at('/week/2026/11/31'))).toEqual(days([2026, 11, 22], [2026, 11, 29]));
  });

  it('gives no range for the open-ended schedule view or a page that is not a view', () => {
    expect(readViewedDays(bare({ viewKey: 'AGENDA', cells: [key(2026, 11, 24)] }), at('/agenda/2026/11/24'))).toBeUndefined();
    expect(readViewedDays(bare({}), at('/settings'))).toBeUndefined();
    expect(readViewedDays(bare({}), at('/week'))).toBeUndefined();
  });
});

describe('toInstantRange', () => {
  it('runs midnight to midnight on the zone’s clock', () => {
    expect(toInstantRange(days([2026, 11, 22], [2026, 11, 29]), 'America/New_York')).toEqual({
      start: Date.UTC(2026, 10, 22, 5),
      end: Date.UTC(2026, 10, 29, 5),
    });
  });

  it('makes the week clocks go back in 7 days and 1 hour (New York, 1 November 2026)', () => {
    const { start, end } = toInstantRange(days([2026, 11, 1], [2026, 11, 8]), 'America/New_York');
    expect(start).toBe(Date.UTC(2026, 10, 1, 4));
    expect(end - start).toBe((7 * 24 + 1) * 3_600_000);
  });

  it('makes the week clocks go forward in 7 days less an hour (Berlin, 29 March 2026)', () => {
    const { start, end } = toInstantRange(days([2026, 3, 23], [2026, 3, 30]), 'Europe/Berlin');
    expect(end - start).toBe((7 * 24 - 1) * 3_600_000);
  });
});

describe('decodeDateKey', () => {
  it('unpacks Google’s date key', () => {
    expect(decodeDateKey('28879')).toBe(civilDay(2026, 6, 15));
    expect(decodeDateKey(String(key(2026, 11, 30)))).toBe(civilDay(2026, 11, 30));
  });

  it('refuses keys that are not a real date', () => {
    expect(decodeDateKey(String(key(2026, 11, 31)))).toBeUndefined();
    expect(decodeDateKey('0')).toBeUndefined();
    expect(decodeDateKey('2026-11-24')).toBeUndefined();
    expect(decodeDateKey(null)).toBeUndefined();
  });
});

describe('readHeading', () => {
  it('reads US and British day headings, a month and a year', () => {
    expect(readHeading('November 24, 2026')).toEqual({ year: 2026, month: 11, day: 24 });
    expect(readHeading(' 24 Nov 2026 ')).toEqual({ year: 2026, month: 11, day: 24 });
    expect(readHeading('November 2026')).toEqual({ year: 2026, month: 11 });
    expect(readHeading('2026')).toEqual({ year: 2026 });
  });

  it('reads nothing from a week spanning two months or a month name in another language', () => {
    expect(readHeading('Nov – Dec 2026')).toBeUndefined();
    expect(readHeading('Novembre 2026')).toBeUndefined();
    expect(readHeading('24 novembre 2026')).toBeUndefined();
  });
});

describe('readEventDialog', () => {
  const details = (doc: Document): Element => {
    const found = doc.querySelector(CALENDAR.eventDetails.selector);
    if (found === null) throw new Error('no event details in the page');
    return found;
  };

  it('reads the open event in the saved week: title, time as worded, guests, and the decoded event id', () => {
    const event = readEventDialog(details(page()));
    expect(event).toEqual({
      title: 'Design review',
      when: 'Tuesday, November 24 · 10:00 – 10:30am',
      attendees: [
        { email: 'dana@corp.com', name: 'Dana Whitaker' },
        { email: 'sam@corp.com', name: 'Sam Ortiz' },
        { email: 'alex@partner.io' },
      ],
      eventId: '2kq9v8s1c0l4n6m3r5t7u9vd0g',
    });
    expect(contentRequestSchema.safeParse({ kind: 'reschedule', event }).success).toBe(true);
  });

  const dialog = (body: string, eventId = Buffer.from('7h3m1p5q9r2s4t6u8v0a1b3c5d pat@corp.com').toString('base64')): Document =>
    page(
      `<html><body><div role="dialog" aria-labelledby="rAECCd"><span class="kma42e"><div id="xDetDlg" data-eventid="${eventId}">${body}</div></span></div></body></html>`,
    );
  const when = (title: string, lines: string[]): string =>
    `<div id="xDetDlgWhen"><div><div id="rAECCd" role="heading" aria-level="1">${title}</div>${lines.map((l) => `<div>${l}</div>`).join('')}</div></div>`;

  it('keeps the time line and leaves out the title and the recurrence line', () => {
    const event = readEventDialog(
      details(
        dialog(
          when('Team standup', ['Monday, November 23 <span aria-hidden="true">·</span> 9:30 – 9:45am', 'Weekly on weekdays']),
        ),
      ),
    );
    expect(event?.when).toBe('Monday, November 23 · 9:30 – 9:45am');
    expect(event?.title).toBe('Team standup');
  });

  it('leaves out guests without a valid address and repeats of one address', () => {
    const guests =
      '<div role="list" aria-label="Guests invited to this event.">' +
      '<div data-email="Dana@corp.com"><img alt="" aria-hidden="true"><span>Dana Whitaker</span></div>' +
      '<div data-email="dana@corp.com"><span>Dana W.</span></div>' +
      '<div data-email="not an address"><span>Room 4</span></div>' +
      '<div data-email="pat@corp.com"><div aria-hidden="true"><div>P</div></div><span>Pat Lee</span><div>Organizer</div></div>' +
      '</div>';
    const event = readEventDialog(details(dialog(when('Sync', ['Tuesday']) + guests)));
    expect(event?.attendees).toEqual([
      { email: 'Dana@corp.com', name: 'Dana Whitaker' },
      { email: 'pat@corp.com', name: 'Pat Lee' },
    ]);
  });

  it('reads an event with no time block and no guests', () => {
    expect(readEventDialog(details(dialog('<div role="heading" aria-level="1">Focus time</div>')))).toEqual({
      title: 'Focus time',
      attendees: [],
      eventId: '7h3m1p5q9r2s4t6u8v0a1b3c5d',
    });
  });

  it('gives nothing for a dialog without a title', () => {
    expect(readEventDialog(details(dialog('<div id="xDetDlgWhen"><div>Tuesday</div></div>')))).toBeUndefined();
  });

  it('sends no event id when data-eventid does not decode to "<id> <calendar>"', () => {
    const event = readEventDialog(details(dialog(when('Sync', ['Tuesday']), 'not-base64!')));
    expect(event).toEqual({ title: 'Sync', when: 'Tuesday', attendees: [] });
  });
});

describe('decodeEventId', () => {
  const b64 = (s: string): string => Buffer.from(s).toString('base64');

  it('decodes Google’s base64 of "<eventId> <calendar>", with or without padding, standard or URL-safe', () => {
    expect(decodeEventId(b64('abc123 pat@corp.com'))).toBe('abc123');
    expect(decodeEventId(b64('abc123 pat@corp.com').replace(/=+$/, ''))).toBe('abc123');
    expect(decodeEventId(b64('7h3m_20261123T143000Z pat@m').replace(/\+/g, '-').replace(/\//g, '_'))).toBe(
      '7h3m_20261123T143000Z',
    );
  });

  it('gives nothing for anything else', () => {
    expect(decodeEventId(null)).toBeUndefined();
    expect(decodeEventId('')).toBeUndefined();
    expect(decodeEventId('%%%')).toBeUndefined();
    expect(decodeEventId(b64('abc123'))).toBeUndefined();
    expect(decodeEventId(b64('abc/123 pat@corp.com'))).toBeUndefined();
    expect(decodeEventId(b64('abc 123 pat@corp.com'))).toBeUndefined();
  });
});

describe('CALENDAR.eventDetails', () => {
  it('does not take the event chips of month view’s "+3 more" dialog for an event’s details', () => {
    const more = page(
      '<html><body><div role="dialog" aria-label="Tuesday, November 24"><div role="button" data-eventchip="" data-eventid="YWJj IHBhdA">Sync</div></div></body></html>',
    );
    expect(more.querySelectorAll(CALENDAR.eventDetails.selector)).toHaveLength(0);
  });
});
