import type { Worker } from '@playwright/test';
import { TIME_ZONE, askInPanel as ask, expect, screenshot, seedEvent as seed, test, turnOf as turn } from './extension';

// The seed requests of the Plan engine, end to end on the local calendar: a bulk move to mornings
// with exceptions, a move to next week around the gym, and a day made lighter in a conversation.
// Dates are real (the worker's clock is not faked): each test seeds days counted from today.

const MONTHS = [
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
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_MS = 86_400_000;

/** A calendar day in the test's time zone, k days from today. */
interface Day {
  /** YYYY-MM-DD */
  key: string;
  /** "November 25", as a person would type it. */
  words: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  month: number;
}

function dayFromToday(k: number): Day {
  const [y, m, d] = new Date().toLocaleDateString('en-CA', { timeZone: TIME_ZONE }).split('-').map(Number);
  const noon = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, 12) + k * DAY_MS);
  return {
    key: noon.toISOString().slice(0, 10),
    words: `${MONTHS[noon.getUTCMonth()] ?? ''} ${String(noon.getUTCDate())}`,
    weekday: noon.getUTCDay(),
    month: noon.getUTCMonth(),
  };
}

/** An instant's day (YYYY-MM-DD) and hour in the test's time zone. */
const dayOf = (ms: number): string => new Date(ms).toLocaleDateString('en-CA', { timeZone: TIME_ZONE });
const hourOf = (ms: number): number =>
  Number(new Date(ms).toLocaleString('en-US', { timeZone: TIME_ZONE, hour: 'numeric', hourCycle: 'h23' }));
const clock = (ms: number): string =>
  new Date(ms).toLocaleString('en-US', {
    timeZone: TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

interface Stored {
  id: string;
  title: string;
  start: number;
  end: number;
  guests: number;
}

/** Every event of the local calendar, read from the worker's IndexedDB, by id. */
async function calendarOf(worker: Worker): Promise<Stored[]> {
  const events = await worker.evaluate(
    () =>
      new Promise<Stored[]>((resolve, reject) => {
        const open = indexedDB.open('kairos');
        open.onerror = () => {
          reject(new Error('could not open the database'));
        };
        open.onsuccess = () => {
          const all = open.result.transaction('events').objectStore('events').getAll();
          all.onerror = () => {
            reject(new Error('could not read the events'));
          };
          all.onsuccess = () => {
            open.result.close();
            const rows = all.result as {
              id: string;
              title: string;
              time: { start?: number; end?: number };
              attendees: unknown[];
            }[];
            resolve(
              rows.map((e) => ({
                id: e.id,
                title: e.title,
                start: e.time.start ?? 0,
                end: e.time.end ?? 0,
                guests: e.attendees.length,
              })),
            );
          };
        };
      }),
  );
  return events.sort((a, b) => a.id.localeCompare(b.id));
}

const named = (events: Stored[], title: RegExp): Stored[] => events.filter((e) => title.test(e.title));
const overlaps = (a: Stored, b: Stored): boolean => a.start < b.end && b.start < a.end;

test('afternoon classes this month go to mornings, Mondays stay, lunch is kept; approve then undo', async ({
  openPage,
  worker,
}) => {
  // This month when enough of it is left (a Monday and two other weekdays), else next month, said so.
  const today = dayFromToday(0);
  const ahead = Array.from({ length: 62 }, (_, i) => dayFromToday(i + 1));
  const pick = (month: number) => {
    const days = ahead.filter((d) => d.month === month);
    return {
      monday: days.find((d) => d.weekday === 1),
      others: days.filter((d) => d.weekday >= 2 && d.weekday <= 5).slice(0, 2),
    };
  };
  const thisMonth = pick(today.month);
  const useThisMonth = thisMonth.monday !== undefined && thisMonth.others.length === 2;
  const { monday, others } = useThisMonth ? thisMonth : pick((today.month + 1) % 12);
  const which = useThisMonth ? 'this month' : 'next month';
  if (monday === undefined || others[0] === undefined || others[1] === undefined) throw new Error('no days to seed');

  const panel = await openPage('sidepanel');
  await seed(panel, `Spanish class on ${others[0].words} at 3pm`);
  await seed(panel, `Pottery class on ${others[1].words} at 2pm`);
  await seed(panel, `Spanish class on ${monday.words} at 3pm`);
  await seed(panel, `Pottery class on ${monday.words} at 4pm`);
  const before = await calendarOf(worker);
  expect(named(before, /class/i)).toHaveLength(4);
  const onMonday = before.filter((e) => dayOf(e.start) === monday.key);
  expect(onMonday).toHaveLength(2);

  const text = `Reschedule all my afternoon classes ${which} to mornings, but don't touch the ones on Mondays and leave time for lunch`;
  await ask(panel, text);
  const request = turn(panel, text);
  const card = request.getByRole('article', { name: /^Approval: / });
  await expect(card.getByRole('heading', { name: 'Change 2 events?' })).toBeVisible({ timeout: 10_000 });
  await expect(request.getByRole('article', { name: /^Approval: / })).toHaveCount(1);
  await screenshot(panel, 'plan-seeds-classes-card');

  await card.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(card.getByText('Done.')).toBeVisible();
  const after = await calendarOf(worker);
  for (const event of before) {
    const now = after.find((e) => e.id === event.id);
    expect(now, `${event.title} is still in the calendar`).toBeDefined();
    if (now === undefined) continue;
    if (dayOf(event.start) === monday.key) {
      expect(now, `${event.title} on Monday is untouched`).toEqual(event);
    } else {
      expect(hourOf(now.start), `${event.title} now starts in the morning (${clock(now.start)})`).toBeLessThan(12);
      expect(hourOf(now.start), `${event.title} does not start in the night (${clock(now.start)})`).toBeGreaterThanOrEqual(6);
      expect(now.end - now.start, `${event.title} keeps its length`).toBe(event.end - event.start);
      expect(now.start, `${event.title} is moved to a time still to come`).toBeGreaterThan(Date.now());
    }
  }
  await screenshot(panel, 'plan-seeds-classes-approved');

  await card.getByRole('button', { name: /^Undo/ }).click();
  await expect(card.getByText('Undone — everything is as it was.')).toBeVisible();
  const undone = await calendarOf(worker);
  expect(undone.map(({ id, title, start, end }) => ({ id, title, start, end }))).toEqual(
    before.map(({ id, title, start, end }) => ({ id, title, start, end })),
  );
});

test('Friday meetings move to next week when everyone is free, never over the gym; approve then undo', async ({
  openPage,
  worker,
}) => {
  // "my Friday meetings" said on a Friday means today's: the test seeds the Friday the words mean. Late
  // on a Friday (from 21:00) today has no room left for two meetings still ahead, so the request then
  // names next Friday and the week after it by their dates, which the Plan reads the same way.
  const ahead = Array.from({ length: 14 }, (_, i) => dayFromToday(i));
  const today = dayFromToday(0);
  const lateFriday = today.weekday === 5 && hourOf(Date.now()) >= 21;
  const friday = ahead.find((d) => d.weekday === 5 && !(lateFriday && d.key === today.key));
  // Next week: the Monday after that Friday, Monday to Sunday.
  const nextMonday = ahead.find((d) => d.weekday === 1 && friday !== undefined && d.key > friday.key);
  if (friday === undefined || nextMonday === undefined) throw new Error('no Friday or next Monday ahead');
  const weekStart = Date.parse(`${nextMonday.key}T00:00:00Z`);

  // On a Friday the meetings must still be ahead: a past one is never moved.
  const soonest = friday.key === today.key ? hourOf(Date.now()) + 1 : 0;
  const first = Math.max(10, soonest);
  const second = Math.max(14, first + 1);
  const hourSaid = (h: number): string => `${String(h > 12 ? h - 12 : h)}${h >= 12 ? 'pm' : 'am'}`;
  const panel = await openPage('sidepanel');
  await seed(panel, `project sync with omar@acme.com on ${friday.words} at ${hourSaid(first)}`);
  await seed(panel, `budget review with dana@corp.com on ${friday.words} at ${hourSaid(second)}`);
  await seed(panel, `gym on ${nextMonday.words} at 9am`);
  const before = await calendarOf(worker);
  const meetings = before.filter((e) => e.guests > 0);
  expect(meetings).toHaveLength(2);
  expect(named(before, /gym/i)).toHaveLength(1);

  const text = lateFriday
    ? `Can you move my meetings on ${friday.words} to a time when everyone is available the week of ${nextMonday.words}, but make sure I don't miss my gym?`
    : "Can you move my Friday meetings to a time when everyone is available next week, but make sure I don't miss my gym?";
  await ask(panel, text);
  const request = turn(panel, text);
  const card = request.getByRole('article', { name: /^Approval: / });
  await expect(card.getByRole('heading', { name: 'Change 2 events?' })).toBeVisible({ timeout: 10_000 });
  await expect(request.getByRole('article', { name: /^Approval: / })).toHaveCount(1);
  await screenshot(panel, 'plan-seeds-friday-gym-card');

  await card.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(card.getByText('Done.')).toBeVisible();
  const after = await calendarOf(worker);
  const gym = named(after, /gym/i);
  expect(gym).toEqual(named(before, /gym/i));
  for (const meeting of meetings) {
    const now = after.find((e) => e.id === meeting.id);
    if (now === undefined) throw new Error(`${meeting.title} is gone`);
    // Next week in the zone: from that Monday (a zone offset of at most a day either side is fine for a day check).
    const day = dayOf(now.start);
    expect(day >= nextMonday.key, `${meeting.title} moved into next week (${clock(now.start)})`).toBe(true);
    expect(
      Date.parse(`${day}T00:00:00Z`) < weekStart + 7 * DAY_MS,
      `${meeting.title} stays in next week (${clock(now.start)})`,
    ).toBe(true);
    expect(now.end - now.start).toBe(meeting.end - meeting.start);
    for (const g of gym) expect(overlaps(now, g), `${meeting.title} (${clock(now.start)}) overlaps the gym`).toBe(false);
  }
  const moved = after.filter((e) => e.guests > 0);
  expect(overlaps(moved[0] as Stored, moved[1] as Stored), 'the two moved meetings do not overlap each other').toBe(false);
  await screenshot(panel, 'plan-seeds-friday-gym-approved');

  await card.getByRole('button', { name: /^Undo/ }).click();
  await expect(card.getByText('Undone — everything is as it was.')).toBeVisible();
  const undone = await calendarOf(worker);
  expect(undone.map(({ id, start, end }) => ({ id, start, end }))).toEqual(
    before.map(({ id, start, end }) => ({ id, start, end })),
  );
});

test('a conversation makes a day lighter: the week, a question which to move, then only the team meeting moves', async ({
  openPage,
  worker,
}) => {
  const day = dayFromToday(2);
  const dayName = WEEKDAYS[day.weekday] ?? '';
  const panel = await openPage('sidepanel');
  await seed(panel, `team meeting with omar@acme.com on ${day.words} at 10am`);
  await seed(panel, `check-in with dana@corp.com on ${day.words} at 1pm`);
  await seed(panel, `design review with priya@acme.com on ${day.words} at 3pm`);
  const before = await calendarOf(worker);
  expect(before.filter((e) => dayOf(e.start) === day.key)).toHaveLength(3);

  await ask(panel, "What's my week look like?");
  await expect(turn(panel, "What's my week look like?").getByRole('region', { name: 'Answer' })).toBeVisible();

  const lighter = `Can you make ${dayName} lighter?`;
  await ask(panel, lighter);
  const question = turn(panel, lighter);
  await expect(question).toContainText('Which of these should I move off');
  await expect(question.getByRole('article', { name: /^(?:Approval|Proposal): / })).toHaveCount(0);
  await screenshot(panel, 'plan-seeds-lighter-question');

  const answer = 'Move the team meeting but not the check-in';
  await ask(panel, answer);
  const request = turn(panel, answer);
  const card = request.getByRole('article', { name: /^Approval: / });
  await expect(card.getByRole('heading', { name: /^Change (?:1 event|this event)\?$/ })).toBeVisible({ timeout: 10_000 });
  await expect(request.getByRole('article', { name: /^Approval: / })).toHaveCount(1);
  await screenshot(panel, 'plan-seeds-lighter-card');

  await card.getByRole('button', { name: /^(?:Apply|Approve)/ }).click();
  await expect(card.getByText(/^(?:Done\.|Moved)/).first()).toBeVisible();
  const after = await calendarOf(worker);
  for (const event of before) {
    const now = after.find((e) => e.id === event.id);
    if (now === undefined) throw new Error(`${event.title} is gone`);
    if (/team meeting/i.test(event.title)) {
      expect(dayOf(now.start) > day.key, `the team meeting moved to a later day (${clock(now.start)})`).toBe(true);
      expect(now.end - now.start).toBe(event.end - event.start);
    } else {
      expect(now, `${event.title} stays where it is`).toEqual(event);
    }
  }
  await screenshot(panel, 'plan-seeds-lighter-approved');

  await card.getByRole('button', { name: /^Undo/ }).click();
  await expect(card.getByText(/^Undone/)).toBeVisible();
  const undone = await calendarOf(worker);
  expect(undone.map(({ id, start, end }) => ({ id, start, end }))).toEqual(
    before.map(({ id, start, end }) => ({ id, start, end })),
  );
});

test('a scene sets the day: everything that day but the gym is cleared, and a forbidden change does nothing', async ({
  openPage,
  worker,
}) => {
  const day = dayFromToday(3);
  const panel = await openPage('sidepanel');
  await seed(panel, `gym on ${day.words} at 7am`);
  await seed(panel, `roadmap sync with omar@acme.com on ${day.words} at 10am`);
  await seed(panel, `check-in with dana@corp.com on ${day.words} at 2pm`);
  const before = await calendarOf(worker);
  expect(before.filter((e) => dayOf(e.start) === day.key)).toHaveLength(3);

  const forbid = `please don't move or cancel anything on ${day.words}`;
  await ask(panel, forbid);
  await expect(turn(panel, forbid)).toContainText("Okay, I won't move or cancel anything");
  await expect(turn(panel, forbid).getByRole('article', { name: /^(?:Approval|Proposal): / })).toHaveCount(0);
  expect(await calendarOf(worker)).toEqual(before);

  const text = `I'm off sick on ${day.words}. Clear everything except the gym`;
  await ask(panel, text);
  const request = turn(panel, text);
  const card = request.getByRole('article', { name: /^Approval: / });
  await expect(card).toContainText(/roadmap sync/i, { timeout: 10_000 });
  await expect(card).toContainText(/check-in/i);
  await expect(card).not.toContainText(/gym/i);
  await screenshot(panel, 'plan-seeds-scene-card');

  await card.getByRole('button', { name: 'Delete 2' }).click();
  await expect(card.getByRole('button', { name: /^Undo/ })).toBeVisible();
  const after = await calendarOf(worker);
  expect(named(after, /gym/i)).toEqual(named(before, /gym/i));
  expect(after.filter((e) => dayOf(e.start) === day.key).map((e) => e.title.toLowerCase())).toEqual(['gym']);
  await screenshot(panel, 'plan-seeds-scene-approved');
});

test('a clash is answered without a card, then one event goes into the slot another frees', async ({ openPage, worker }) => {
  const day = dayFromToday(2);
  const panel = await openPage('sidepanel');
  await seed(panel, `design review with hannah@acme.com on ${day.words} at 3pm for 1 hour`);
  await seed(panel, `vendor call with sam@vendor.com on ${day.words} at 3:30pm`);
  const before = await calendarOf(worker);

  const question = `am I double-booked anywhere on ${day.words}?`;
  await ask(panel, question);
  await expect(turn(panel, question)).toContainText('Yes, one clash', { timeout: 10_000 });
  await expect(turn(panel, question)).toContainText(/"Design review" \(15:00–16:00\) and "Vendor call" \(15:30–16:00\)/i);
  await expect(turn(panel, question).getByRole('article', { name: /^(?:Approval|Proposal): / })).toHaveCount(0);
  expect(await calendarOf(worker)).toEqual(before);
  await screenshot(panel, 'plan-seeds-clash-answer');

  const text = `cancel the vendor call on ${day.words} and move the design review that day into its slot`;
  await ask(panel, text);
  const card = turn(panel, text).getByRole('article', { name: /^Approval: / });
  await expect(card).toContainText(/vendor call/i, { timeout: 10_000 });
  await expect(card).toContainText(/design review/i);
  await card
    .getByRole('button', { name: /^(?:Apply|Approve|Move|Delete|Change)/ })
    .first()
    .click();
  await expect(card.getByRole('button', { name: /^Undo/ })).toBeVisible();
  const after = await calendarOf(worker);
  expect(named(after, /vendor call/i)).toHaveLength(0);
  const [review] = named(after, /design review/i);
  expect(review === undefined ? '' : clock(review.start)).toBe(clock(named(before, /vendor call/i)[0]?.start ?? 0));
  expect((review?.end ?? 0) - (review?.start ?? 0)).toBe(3_600_000);
  await screenshot(panel, 'plan-seeds-into-slot');
});
