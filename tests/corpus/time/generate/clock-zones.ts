// Named zones, readers in other zones, and clock changes → tables/clock-zones.json.
//
// zone: the clock of the named zone on the date the phrase names ("tomorrow 9am Sydney time" is
// 09:00 in Sydney on the reader's tomorrow); without a date, the zone's own today, or its tomorrow
// if that clock has already passed there.
// Rows read in London, Berlin, Tokyo, Sydney and Los Angeles carry their `tz` and a 09:00 local `now`
// and keep the category of the phrase. Rows around clock changes carry the `now` they are read at.
import {
  addDays,
  at,
  bareHour,
  builder,
  type Ctx,
  type Day,
  type Expect,
  fromNow,
  nextClock,
  nextClockDay,
  partWindow,
  plusMinutes,
  point,
  REF,
  span,
  today,
  tomorrow,
  weekday,
  window,
  writeTable,
} from './clock-common';

const b = builder();

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const LONDON = 'Europe/London';
const PARIS = 'Europe/Paris';
const BERLIN = 'Europe/Berlin';
const TOKYO = 'Asia/Tokyo';
const SYDNEY = 'Australia/Sydney';
const CHICAGO = 'America/Chicago';
const DENVER = 'America/Denver';
const UTC = 'UTC';

/** Zone words and the zone each names (only used on dates when the abbreviation is in force). */
const ZONE_WORDS: [string, string][] = [
  ['London time', LONDON],
  ['UK time', LONDON],
  ['EST', NY],
  ['ET', NY],
  ['eastern', NY],
  ['Eastern time', NY],
  ['New York time', NY],
  ['PST', LA],
  ['PT', LA],
  ['pacific', LA],
  ['Pacific time', LA],
  ['CET', PARIS],
  ['Paris time', PARIS],
  ['Berlin time', BERLIN],
  ['UTC', UTC],
  ['GMT', UTC],
  ['Tokyo time', TOKYO],
  ['JST', TOKYO],
  ['Sydney time', SYDNEY],
  ['CST', CHICAGO],
  ['central', CHICAGO],
  ['Central time', CHICAGO],
  ['Chicago time', CHICAGO],
  ['MST', DENVER],
  ['mountain time', DENVER],
];

// ---------------------------------------------------------------------------------------------
// zone, read in New York

const ZONE_CLOCKS: [string, number, number][] = [
  ['3pm', 15, 0],
  ['9:30am', 9, 30],
  ['2pm', 14, 0],
  ['10am', 10, 0],
  ['noon', 12, 0],
  ['4pm', 16, 0],
  ['9am', 9, 0],
  ['11:30 am', 11, 30],
  ['5pm', 17, 0],
  ['8am', 8, 0],
  ['1pm', 13, 0],
  ['15:00', 15, 0],
  ['at 3', 15, 0],
  ['6:45pm', 18, 45],
];
let z = 0;
for (const [word, zone] of ZONE_WORDS) {
  for (let j = 0; j < 2; j++) {
    const [clockText, hour, minute] = ZONE_CLOCKS[(z * 3 + j * 5) % ZONE_CLOCKS.length] ?? ['3pm', 15, 0];
    const text = j === 0 ? `${clockText} ${word}` : `${clockText.startsWith('at ') ? '' : 'at '}${clockText} ${word}`;
    b.add(text, 'zone', point(nextClock(hour, minute, REF, zone)));
  }
  z++;
}
const TOMORROW = tomorrow();
for (const [text, zone, day, hour, minute] of [
  ['tomorrow 9am Sydney time', SYDNEY, TOMORROW, 9, 0],
  ['tomorrow at 3pm London time', LONDON, TOMORROW, 15, 0],
  ['friday at 11am London time', LONDON, weekday('fri'), 11, 0],
  ['3pm CET on thursday', PARIS, weekday('thu'), 15, 0],
  ['10am Berlin time tomorrow', BERLIN, TOMORROW, 10, 0],
  ['9am PT monday', LA, weekday('mon'), 9, 0],
  ['monday 9am pacific', LA, weekday('mon'), 9, 0],
  ['wednesday at 2pm PST', LA, weekday('wed'), 14, 0],
  ['dec 3 at 4pm Tokyo time', TOKYO, '2026-12-03', 16, 0],
  ['Dec 9 at 10am ET', NY, '2026-12-09', 10, 0],
  ['tomorrow at noon UTC', UTC, TOMORROW, 12, 0],
  ['friday 14:00 GMT', UTC, weekday('fri'), 14, 0],
  ['thursday at 8am Sydney time', SYDNEY, weekday('thu'), 8, 0],
  ['tomorrow at 7pm JST', TOKYO, TOMORROW, 19, 0],
  ['monday at 1pm central', CHICAGO, weekday('mon'), 13, 0],
  ['tomorrow 10am CST', CHICAGO, TOMORROW, 10, 0],
  ['dec 1 at 9 am eastern', NY, '2026-12-01', 9, 0],
  ['saturday at 10am Paris time', PARIS, weekday('sat'), 10, 0],
  ['tomorrow at 4:30pm UK time', LONDON, TOMORROW, 16, 30],
  ['friday at 9am MST', DENVER, weekday('fri'), 9, 0],
] as [string, string, Day, number, number][])
  b.add(text, 'zone', point(at(day, hour, minute, zone)));
for (const [text, zone, day, h1, m1, h2, m2] of [
  ['between 10am and 2pm Eastern on Dec 9', NY, '2026-12-09', 10, 0, 14, 0],
  ['tomorrow 3-4pm London time', LONDON, TOMORROW, 15, 0, 16, 0],
  ['friday from 9 to 11am PT', LA, weekday('fri'), 9, 0, 11, 0],
  ['thursday 14:00-15:00 CET', PARIS, weekday('thu'), 14, 0, 15, 0],
  ['monday between 9am and noon Tokyo time', TOKYO, weekday('mon'), 9, 0, 12, 0],
  ['dec 2 from 1 to 2pm UTC', UTC, '2026-12-02', 13, 0, 14, 0],
] as [string, string, Day, number, number, number, number][])
  b.add(text, 'zone', window(day, h1, m1, h2, m2, zone));
for (const [text, zone, day, hour, minute, mins] of [
  ['at 4pm CET for an hour', PARIS, undefined, 16, 0, 60],
  ['tomorrow at 10am PT for 30 minutes', LA, TOMORROW, 10, 0, 30],
  ['friday 3pm London time for 45 min', LONDON, weekday('fri'), 15, 0, 45],
] as [string, string, Day | undefined, number, number, number][]) {
  const start = day === undefined ? nextClock(hour, minute, REF, zone) : at(day, hour, minute, zone);
  b.add(text, 'zone', span(start, plusMinutes(start, mins, zone)));
}
for (const [text, zone, hour, minute] of [
  ['3pm London time', LONDON, 15, 0],
  ['9:30am EST', NY, 9, 30],
  ['9:30 am eastern', NY, 9, 30],
  ['2pm PST', LA, 14, 0],
  ['2pm PT', LA, 14, 0],
  ['2pm pacific', LA, 14, 0],
  ['10am CET', PARIS, 10, 0],
  ['noon UTC', UTC, 12, 0],
  ['noon GMT', UTC, 12, 0],
  ['4pm Tokyo time', TOKYO, 16, 0],
  ['at 10 pacific', LA, 10, 0],
  ['at 3 London time', LONDON, 15, 0],
  ['09:00 GMT', UTC, 9, 0],
  ['14:00 CET', PARIS, 14, 0],
  ['8pm Sydney time', SYDNEY, 20, 0],
  ['11pm Sydney time', SYDNEY, 23, 0],
  ['6am Tokyo time', TOKYO, 6, 0],
  ['5pm Berlin time', BERLIN, 17, 0],
  ['7am pacific', LA, 7, 0],
  ['midnight UTC', UTC, 24, 0],
  ['half past 4 London time', LONDON, 16, 30],
  ['quarter to 5 eastern', NY, 16, 45],
] as [string, string, number, number][])
  b.add(text, 'zone', point(nextClock(hour, minute, REF, zone)));

// The reader elsewhere names New York or another zone.
const LA_REF: Ctx = { now: '2026-11-24T06:00:00-08:00', tz: LA };
const LONDON_REF: Ctx = { now: '2026-11-24T09:00:00Z', tz: LONDON };
const TOKYO_REF: Ctx = { now: '2026-11-24T09:00:00+09:00', tz: TOKYO };
const SYDNEY_REF: Ctx = { now: '2026-11-24T09:00:00+11:00', tz: SYDNEY };
const BERLIN_REF: Ctx = { now: '2026-11-24T09:00:00+01:00', tz: BERLIN };
for (const [text, ctx, zone, hour, minute] of [
  ['9:30am EST', LA_REF, NY, 9, 30],
  ['noon eastern', LA_REF, NY, 12, 0],
  ['3pm London time', LA_REF, LONDON, 15, 0],
  ['3pm eastern', LONDON_REF, NY, 15, 0],
  ['10am PT', LONDON_REF, LA, 10, 0],
  ['5pm CET', LONDON_REF, PARIS, 17, 0],
  ['9am PT', TOKYO_REF, LA, 9, 0],
  ['6pm EST', TOKYO_REF, NY, 18, 0],
  ['4pm London time', SYDNEY_REF, LONDON, 16, 0],
  ['8am pacific', SYDNEY_REF, LA, 8, 0],
  ['2pm Tokyo time', BERLIN_REF, TOKYO, 14, 0],
  ['11am ET', BERLIN_REF, NY, 11, 0],
] as [string, Ctx, string, number, number][])
  b.add(text, 'zone', point(nextClock(hour, minute, ctx, zone)), ctx);
for (const [text, ctx, zone, hour, minute] of [
  ['tomorrow at 9am EST', LONDON_REF, NY, 9, 0],
  ['friday at 3pm pacific', BERLIN_REF, LA, 15, 0],
  ['tomorrow at 10am Sydney time', LA_REF, SYDNEY, 10, 0],
  ['monday 4pm London time', TOKYO_REF, LONDON, 16, 0],
] as [string, Ctx, string, number, number][]) {
  const day = text.startsWith('tomorrow') ? tomorrow(ctx) : weekday(text.split(' ')[0] ?? '', ctx);
  b.add(text, 'zone', point(at(day, hour, minute, zone)), ctx);
}

// ---------------------------------------------------------------------------------------------
// Read in other zones: the same words, the reader's own wall clock.

type Meaning = (ctx: Ctx) => Expect;
const t = (ctx: Ctx): Day => today(ctx);
const PHRASES: [string, string, Meaning][] = [
  ['tomorrow at 3pm', 'date-and-time', (c) => point(at(tomorrow(c), 15, 0, c.tz))],
  ['at 4pm', 'clock-12h', (c) => point(nextClock(16, 0, c))],
  ['at 8am', 'clock-12h', (c) => point(nextClock(8, 0, c))],
  ['at 3', 'clock-12h', (c) => point(nextClock(bareHour(3), 0, c))],
  ['at 10:30', 'clock-12h', (c) => point(nextClock(10, 30, c))],
  ['18:30', 'clock-24h', (c) => point(nextClock(18, 30, c))],
  ['at 14h', 'clock-24h', (c) => point(nextClock(14, 0, c))],
  ['noon', 'clock-words', (c) => point(nextClock(12, 0, c))],
  ['at midnight', 'clock-words', (c) => point(at(t(c), 24, 0, c.tz))],
  ['quarter past 3', 'clock-words', (c) => point(nextClock(15, 15, c))],
  ['friday at 10am', 'date-and-time', (c) => point(at(weekday('fri', c), 10, 0, c.tz))],
  ['monday at 2:30pm', 'date-and-time', (c) => point(at(weekday('mon', c), 14, 30, c.tz))],
  ['dec 3 at 11', 'date-and-time', (c) => point(at('2026-12-03', 11, 0, c.tz))],
  ['thursday at noon', 'date-and-time', (c) => point(at(weekday('thu', c), 12, 0, c.tz))],
  ['tomorrow morning', 'part-of-day', (c) => partWindow(tomorrow(c), 'morning', c.tz)],
  ['this afternoon', 'part-of-day', (c) => partWindow(t(c), 'afternoon', c.tz)],
  ['tonight', 'part-of-day', (c) => partWindow(t(c), 'tonight', c.tz)],
  ['friday evening', 'part-of-day', (c) => partWindow(weekday('fri', c), 'evening', c.tz)],
  ['9 tonight', 'part-of-day', (c) => point(at(t(c), 21, 0, c.tz))],
  ['3-5pm tomorrow', 'range-time', (c) => window(tomorrow(c), 15, 0, 17, 0, c.tz)],
  ['from 10 to 11 on wednesday', 'range-time', (c) => window(weekday('wed', c), 10, 0, 11, 0, c.tz)],
  ['friday after 3pm', 'range-time', (c) => window(weekday('fri', c), 15, 0, 24, 0, c.tz)],
  ['tomorrow before noon', 'range-time', (c) => window(tomorrow(c), 0, 0, 12, 0, c.tz)],
  [
    'tomorrow at 10 for an hour and a half',
    'duration-attached',
    (c) => span(at(tomorrow(c), 10, 0, c.tz), at(tomorrow(c), 11, 30, c.tz)),
  ],
  ['at 2 for 2 hours', 'duration-attached', (c) => span(nextClock(14, 0, c), at(nextClockDay(14, 0, c), 16, 0, c.tz))],
  ['in 2 hours', 'relative-instant', (c) => point(fromNow(120, c))],
  ['in 30 min', 'relative-instant', (c) => point(fromNow(30, c))],
  ['an hour from now', 'relative-instant', (c) => point(fromNow(60, c))],
  ['three thirty pm tomorrow', 'asr', (c) => point(at(tomorrow(c), 15, 30, c.tz))],
  ['hey kairos lunch with sam on thursday at noon', 'embedded', (c) => point(at(weekday('thu', c), 12, 0, c.tz))],
  ['can we push the sync to quarter past 3 tomorrow', 'embedded', (c) => point(at(tomorrow(c), 15, 15, c.tz))],
  ['a 30 minute call with dana', 'negative', () => null],
];
const ELSEWHERE: Ctx[] = [LONDON_REF, BERLIN_REF, TOKYO_REF, SYDNEY_REF, LA_REF];
ELSEWHERE.forEach((ctx, zi) => {
  PHRASES.forEach(([text, category, meaning], pi) => {
    // About half of the phrases in each zone, a different half for neighbours.
    if ((pi + zi) % 2 === 1 && category !== 'negative') return;
    b.add(text, category, meaning(ctx), ctx);
  });
});

// ---------------------------------------------------------------------------------------------
// Around clock changes

const NY_SPRING: Ctx = { now: '2027-03-13T10:00:00-05:00', tz: NY }; // Saturday; clocks go forward Sunday 02:00
const NY_SPRING_NIGHT: Ctx = { now: '2027-03-14T01:30:00-05:00', tz: NY };
const NY_FALL: Ctx = { now: '2026-10-31T10:00:00-04:00', tz: NY }; // Saturday; clocks go back Sunday 02:00
const LONDON_SPRING: Ctx = { now: '2027-03-27T10:00:00Z', tz: LONDON };
const BERLIN_FALL: Ctx = { now: '2026-10-24T10:00:00+02:00', tz: BERLIN };
const SYDNEY_SPRING: Ctx = { now: '2026-10-03T10:00:00+10:00', tz: SYDNEY };
const SYDNEY_FALL: Ctx = { now: '2027-04-03T10:00:00+11:00', tz: SYDNEY };
const NY_MARCH_GAP: Ctx = { now: '2027-03-17T09:00:00-04:00', tz: NY }; // New York moved, London not yet

for (const ctx of [NY_SPRING, NY_FALL, LONDON_SPRING, BERLIN_FALL, SYDNEY_SPRING, SYDNEY_FALL]) {
  const tm = tomorrow(ctx);
  b.add('tomorrow at 9am', 'date-and-time', point(at(tm, 9, 0, ctx.tz)), ctx);
  b.add('tomorrow morning', 'part-of-day', partWindow(tm, 'morning', ctx.tz), ctx);
  b.add('tomorrow at 3pm for an hour', 'duration-attached', span(at(tm, 15, 0, ctx.tz), at(tm, 16, 0, ctx.tz)), ctx);
}
{
  const ctx = NY_SPRING;
  const tm = tomorrow(ctx);
  b.add('sunday at noon', 'date-and-time', point(at(tm, 12, 0, NY)), ctx);
  b.add('tomorrow at 1:30am', 'date-and-time', point(at(tm, 1, 30, NY)), ctx);
  b.add('tomorrow at 3am', 'date-and-time', point(at(tm, 3, 0, NY)), ctx);
  b.add('monday at 9', 'date-and-time', point(at(addDays(tm, 1), 9, 0, NY)), ctx);
  b.add('tomorrow 1am-4am', 'range-time', span(at(tm, 1, 0, NY), at(tm, 4, 0, NY)), ctx);
  const eleven = at(today(ctx), 23, 0, NY);
  b.add('tonight at 11 for 3 hours', 'duration-attached', span(eleven, plusMinutes(eleven, 180, NY)), ctx);
  b.add('at midnight', 'clock-words', point(at(tm, 0, 0, NY)), ctx);
  b.add('tomorrow at midnight', 'clock-words', point(at(tm, 24, 0, NY)), ctx);
}
b.add('in an hour', 'relative-instant', point(fromNow(60, NY_SPRING_NIGHT)), NY_SPRING_NIGHT);
b.add('in 2 hours', 'relative-instant', point(fromNow(120, NY_SPRING_NIGHT)), NY_SPRING_NIGHT);
b.add('at 3am', 'clock-12h', point(nextClock(3, 0, NY_SPRING_NIGHT)), NY_SPRING_NIGHT);
b.add('at 9', 'clock-12h', point(at(today(NY_SPRING_NIGHT), 9, 0, NY)), NY_SPRING_NIGHT);
{
  const ctx = NY_FALL;
  const tm = tomorrow(ctx);
  b.add('sunday afternoon', 'part-of-day', partWindow(tm, 'afternoon', NY), ctx);
  b.add('tomorrow at midnight', 'clock-words', point(at(tm, 24, 0, NY)), ctx);
  const eleven = at(today(ctx), 23, 0, NY);
  b.add('tonight at 11 for 3 hours', 'duration-attached', span(eleven, plusMinutes(eleven, 180, NY)), ctx);
  b.add('monday at 10am', 'date-and-time', point(at(addDays(tm, 1), 10, 0, NY)), ctx);
}
// New York has moved its clocks and London has not: the gap between them is four hours, not five.
for (const [text, zone, hour, minute] of [
  ['3pm London time', LONDON, 15, 0],
  ['10am CET', PARIS, 10, 0],
  ['noon UTC', UTC, 12, 0],
  ['2pm PT', LA, 14, 0],
] as [string, string, number, number][])
  b.add(text, 'zone', point(nextClock(hour, minute, NY_MARCH_GAP, zone)), NY_MARCH_GAP);
b.add('tomorrow 9am Sydney time', 'zone', point(at(tomorrow(NY_MARCH_GAP), 9, 0, SYDNEY)), NY_MARCH_GAP);

writeTable('clock-zones', b.rows);
