import { describe, expect, it } from 'vitest';
import { ACTIVITY_CATALOGUE } from '../../../lib/core/activities/activity-catalogue';
import { minutesOfDay } from '../../../lib/core/domain/preferences';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { handleSuggestActivities } from '../../../lib/core/pipeline/handle-suggest-activities';
import { createModelBudget } from '../../../lib/core/pipeline/model-budget';
import { suggestActivitiesSchema } from '../../../lib/core/pipeline/tools/suggest-activities';
import { turnEventSchema, type ActivityIdea, type TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { overlaps, type Interval } from '../../../lib/core/time/interval';
import { instantToWallClock, wallClockToInstant } from '../../../lib/core/time/zoned';
import type { ModelPort, ModelRequest } from '../../../lib/ports/model';
import { createTestWorld, timedDraft } from '../../helpers/fakes';
import { createScriptedModel, toolReply } from '../../helpers/scripted-model';

const NY = 'America/New_York';
const MONDAY = '2026-11-23T10:00:00-05:00';
const at = (iso: string): number => Date.parse(iso);
const minuteOf = (ms: number, zone: string): number => {
  const w = instantToWallClock(ms, zone);
  return w.hour * 60 + w.minute;
};

type World = Awaited<ReturnType<typeof createTestWorld>>;

/** Runs the handler as runTurn would: the built-in reading of the text, and a fresh budget. */
async function suggest(w: World, text: string, model?: ModelPort, budgetLimit = model === undefined ? 0 : 2) {
  const input = w.context(model);
  const parsed = parseRequest(text, { now: w.clock.now(), timeZone: input.timeZone });
  const budget = createModelBudget(budgetLimit);
  await handleSuggestActivities(text, parsed, { ...input, budget });
  return budget;
}

function activitiesOf(events: readonly TurnEvent[]) {
  const found = events.filter((e): e is Extract<TurnEvent, { type: 'activities' }> => e.type === 'activities');
  expect(found, JSON.stringify(events.map((e) => e.type))).toHaveLength(1);
  const [only] = found;
  if (only === undefined) throw new Error('no activities event');
  expect(turnEventSchema.safeParse(only).success).toBe(true);
  return only;
}

function catalogueTitle(title: string) {
  const found = ACTIVITY_CATALOGUE.find((a) => a.title === title);
  if (found === undefined) throw new Error(`"${title}" is not a built-in activity`);
  return found;
}

/** The request an idea carries plans exactly that idea in our own parser. */
function expectPlansItself(idea: ActivityIdea, now: number, zone: string, emails: readonly string[] = []) {
  const parsed = parseRequest(idea.request, { now, timeZone: zone });
  expect(parsed.intent, idea.request).toBe('create_event');
  expect(parsed.clarification, idea.request).toBeUndefined();
  expect(parsed.when?.start, `${idea.request} (${zone})`).toBe(idea.start);
  expect(parsed.when?.end, idea.request).toBeUndefined();
  expect(parsed.entities.durationMinutes, idea.request).toBe((idea.end - idea.start) / 60_000);
  expect(
    (parsed.entities.attendees ?? []).flatMap((a) => a.email ?? []),
    idea.request,
  ).toEqual(emails);
}

/** The free blocks the prompt lists: "0: Sat 28 Nov, 09:00–10:00". */
function blocksInPrompt(request: ModelRequest): { index: number; from: string; to: string }[] {
  const prompt = request.messages.map((m) => m.content).join('\n');
  return [...prompt.matchAll(/^(\d+): \w{3} \d{1,2} \w{3}, (\d\d:\d\d)–(\d\d:\d\d)$/gm)].map((m) => ({
    index: Number(m[1]),
    from: m[2] ?? '',
    to: m[3] ?? '',
  }));
}

async function busySaturday(w: World) {
  await w.calendar.insertEvent(
    timedDraft('bus000001', 'Soccer practice', '2026-11-28T10:00:00-05:00', '2026-11-28T11:30:00-05:00'),
  );
  await w.calendar.insertEvent(timedDraft('bus000002', 'Haircut', '2026-11-28T15:00:00-05:00', '2026-11-28T16:00:00-05:00'));
  await w.calendar.insertEvent(
    timedDraft('bus000003', 'Family dinner', '2026-11-28T19:00:00-05:00', '2026-11-28T21:00:00-05:00'),
  );
  return [
    { start: at('2026-11-28T10:00:00-05:00'), end: at('2026-11-28T11:30:00-05:00') },
    { start: at('2026-11-28T15:00:00-05:00'), end: at('2026-11-28T16:00:00-05:00') },
    { start: at('2026-11-28T19:00:00-05:00'), end: at('2026-11-28T21:00:00-05:00') },
  ];
}

describe('handleSuggestActivities with the built-in engine', () => {
  it('suggests 3–4 distinct ideas on Saturday, only at free times, without a model call or a write', async () => {
    const w = await createTestWorld(MONDAY);
    const busy = await busySaturday(w);
    const budget = await suggest(w, "let's do something fun on Saturday");
    expect(budget.used).toBe(0);
    expect(w.events[0]).toEqual({ type: 'stage', stage: 'business_logic', label: 'Finding free time' });
    const { ideas, timeZone, text } = activitiesOf(w.events);
    expect(timeZone).toBe(NY);
    expect(text).toMatch(/Sat 28 Nov/);
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.length).toBeLessThanOrEqual(4);
    expect(new Set(ideas.map((i) => i.title)).size).toBe(ideas.length);
    for (const idea of ideas) {
      expect(idea.start).toBeGreaterThanOrEqual(at('2026-11-28T09:00:00-05:00'));
      expect(idea.end).toBeLessThanOrEqual(at('2026-11-28T22:00:00-05:00'));
      for (const b of busy) expect(overlaps(idea, b), `${idea.title} overlaps an event`).toBe(false);
      expect(idea.placeType).toBeDefined();
    }
    expect(await w.calendar.allEvents()).toHaveLength(3);
  });

  it('puts every idea at a time that suits it (a hike in daylight, dinner in the evening)', async () => {
    const w = await createTestWorld(MONDAY);
    await busySaturday(w);
    for (const text of [
      "let's do something fun on Saturday",
      'what could we do this weekend, something outdoors',
      'date ideas for Friday',
    ]) {
      w.events.length = 0;
      await suggest(w, text);
      for (const idea of activitiesOf(w.events).ideas) {
        const activity = catalogueTitle(idea.title);
        expect(minuteOf(idea.start, NY), `${text}: ${idea.title}`).toBeGreaterThanOrEqual(minutesOfDay(activity.from));
        expect(minuteOf(idea.start, NY) + activity.durationMinutes, `${text}: ${idea.title}`).toBeLessThanOrEqual(
          minutesOfDay(activity.to),
        );
        expect(idea.end - idea.start).toBe(activity.durationMinutes * 60_000);
      }
    }
  });

  it('looks at the coming weekend when no day is named', async () => {
    const w = await createTestWorld('2026-11-25T09:00:00-05:00'); // Wednesday
    await suggest(w, 'any ideas? something fun');
    for (const idea of activitiesOf(w.events).ideas) {
      expect([0, 6]).toContain(instantToWallClock(idea.start, NY).weekday);
      expect(idea.start).toBeGreaterThanOrEqual(at('2026-11-28T00:00:00-05:00'));
      expect(idea.end).toBeLessThanOrEqual(at('2026-11-30T00:00:00-05:00'));
    }
  });

  it('looks at the rest of today when asked on the weekend, never the past', async () => {
    const now = '2026-11-28T14:10:00-05:00'; // Saturday
    const w = await createTestWorld(now);
    await suggest(w, 'something fun to do');
    const { ideas } = activitiesOf(w.events);
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    for (const idea of ideas) {
      expect(idea.start).toBeGreaterThanOrEqual(at(now));
      expect(idea.end).toBeLessThanOrEqual(at('2026-11-28T22:00:00-05:00'));
    }
  });

  it('keeps out of working hours on a weekday', async () => {
    const w = await createTestWorld(MONDAY);
    await suggest(w, 'something fun on Tuesday');
    for (const idea of activitiesOf(w.events).ideas) expect(idea.start).toBeGreaterThanOrEqual(at('2026-11-24T17:00:00-05:00'));
  });

  it('honours the cues: kids and rain give kid-friendly indoor ideas', async () => {
    const w = await createTestWorld(MONDAY);
    await suggest(w, 'any ideas for Sunday with the kids? it will be rainy');
    const { ideas, text } = activitiesOf(w.events);
    expect(text).toMatch(/kid-friendly/);
    for (const idea of ideas) {
      const tags = catalogueTitle(idea.title).tags;
      expect(tags, idea.title).toContain('kids');
      expect(tags, idea.title).toContain('indoors');
    }
  });

  it('keeps a named afternoon: "Sunday afternoon" ideas start and end within 12:00–17:00', async () => {
    const w = await createTestWorld(MONDAY);
    await suggest(w, 'any ideas for Sunday afternoon with the kids?');
    for (const idea of activitiesOf(w.events).ideas) {
      expect(idea.start).toBeGreaterThanOrEqual(at('2026-11-29T12:00:00-05:00'));
      expect(idea.end).toBeLessThanOrEqual(at('2026-11-29T17:00:00-05:00'));
    }
  });

  it('invites the people named, in the request of every idea', async () => {
    const w = await createTestWorld(MONDAY);
    await suggest(w, "let's do something fun on Saturday with sam@acme.com");
    for (const idea of activitiesOf(w.events).ideas) {
      expect(idea.request).toMatch(/ with sam@acme\.com$/);
      expectPlansItself(idea, w.clock.now(), NY, ['sam@acme.com']);
    }
  });

  it('says when nothing is free and names a free day instead, without ideas', async () => {
    const w = await createTestWorld(MONDAY);
    await w.calendar.insertEvent(
      timedDraft('bus000009', 'Moving house', '2026-11-28T07:00:00-05:00', '2026-11-28T23:00:00-05:00'),
    );
    await suggest(w, "let's do something fun on Saturday");
    expect(w.events.some((e) => e.type === 'activities')).toBe(false);
    const said = w.events.find((e) => e.type === 'text');
    expect(said?.type === 'text' ? said.text : '').toMatch(/no free time.*Sat 28 Nov.*Sun 29 Nov looks free from 09:00/);
  });

  it('gives requests that our parser plans at exactly each idea, across days, zones and requests', async () => {
    const nows = [
      '2026-01-05T08:00:00',
      '2026-03-02T12:00:00',
      '2026-03-28T09:30:00',
      '2026-06-17T18:00:00',
      '2026-10-21T07:45:00',
    ];
    const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata'];
    const texts = [
      "let's do something fun on Saturday",
      'any ideas for Sunday afternoon with the kids?',
      'what could we do this weekend, something outdoors',
      'suggest something romantic for Friday evening with sam@acme.com',
      'something fun tonight',
    ];
    let checked = 0;
    for (const zone of zones) {
      const w = await createTestWorld('2026-01-01T00:00:00Z', zone);
      for (const local of nows) {
        const [date, time] = local.split('T') as [string, string];
        const [year, month, day] = date.split('-').map(Number) as [number, number, number];
        const [hour, minute] = time.split(':').map(Number) as [number, number];
        const now = wallClockToInstant({ year, month, day, hour, minute }, zone);
        w.clock.set(new Date(now).toISOString());
        for (const text of texts) {
          w.events.length = 0;
          await suggest(w, text);
          const found = w.events.find((e) => e.type === 'activities');
          if (found?.type !== 'activities') continue;
          for (const idea of found.ideas) {
            expect(idea.start).toBeGreaterThanOrEqual(now);
            expectPlansItself(idea, now, zone, text.includes('sam@acme.com') ? ['sam@acme.com'] : []);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('keeps wall-clock times and exact lengths on the day clocks spring forward', async () => {
    const w = await createTestWorld('2026-03-02T09:00:00-05:00');
    await suggest(w, 'something fun on Sunday'); // 2026-03-08, clocks go 02:00 → 03:00
    for (const idea of activitiesOf(w.events).ideas) {
      const activity = catalogueTitle(idea.title);
      expect(minuteOf(idea.start, NY) % 15).toBe(0);
      expect(minuteOf(idea.start, NY)).toBeGreaterThanOrEqual(minutesOfDay(activity.from));
      expect(idea.end - idea.start).toBe(activity.durationMinutes * 60_000);
      expectPlansItself(idea, w.clock.now(), NY);
    }
  });
});

describe('handleSuggestActivities with a model', () => {
  it('asks the model once, offering suggestActivities, and shows its ideas at the times it chose', async () => {
    const w = await createTestWorld(MONDAY);
    const busy = await busySaturday(w);
    let blocks: { index: number; from: string; to: string }[] = [];
    const model = createScriptedModel([
      (request) => {
        blocks = blocksInPrompt(request);
        const last = blocks.at(-1);
        const first = blocks[0];
        if (first === undefined || last === undefined) throw new Error('no blocks in the prompt');
        return toolReply('suggestActivities', {
          ideas: [
            {
              title: 'Gallery hop',
              description: 'Two small galleries.',
              blockIndex: first.index,
              start: first.from,
              durationMinutes: 60,
              placeType: 'art_gallery',
            },
            {
              title: 'Tapas',
              description: 'Small plates.',
              blockIndex: last.index,
              start: last.from,
              durationMinutes: 60,
              placeType: 'restaurant',
            },
            {
              title: 'Stroll by the river',
              description: 'An easy walk.',
              blockIndex: last.index,
              start: last.from,
              durationMinutes: 45,
              placeType: null,
            },
          ],
          message: 'Saturday has room for a gallery morning and an evening out.',
        });
      },
    ]);
    const budget = await suggest(w, "let's do something fun on Saturday", model);
    expect(budget.used).toBe(1);
    expect(budget.fellBack).toBeUndefined();
    const [request] = model.requests;
    expect(request?.tier).toBe('mini');
    expect(request?.tools?.map((t) => t.name)).toEqual(['suggestActivities']);
    expect(request?.toolChoice).toEqual({ name: 'suggestActivities' });
    expect(request?.messages.at(-1)?.content).toContain("let's do something fun on Saturday");
    expect(blocks.map((b) => `${b.from}–${b.to}`)).toEqual(['09:00–10:00', '11:30–15:00', '16:00–19:00', '21:00–22:00']);

    const { ideas, text } = activitiesOf(w.events);
    expect(text).toBe('Saturday has room for a gallery morning and an evening out.');
    expect(ideas.map((i) => [i.title, i.start, i.end, i.placeType])).toEqual([
      ['Gallery hop', at('2026-11-28T09:00:00-05:00'), at('2026-11-28T10:00:00-05:00'), 'art_gallery'],
      ['Tapas', at('2026-11-28T21:00:00-05:00'), at('2026-11-28T22:00:00-05:00'), 'restaurant'],
      ['Stroll by the river', at('2026-11-28T21:00:00-05:00'), at('2026-11-28T21:45:00-05:00'), undefined],
    ]);
    for (const idea of ideas) {
      for (const b of busy) expect(overlaps(idea, b)).toBe(false);
      expectPlansItself(idea, w.clock.now(), NY);
    }
  });

  it('sends an idea that does not fit its block back for one repair, and uses the repaired answer', async () => {
    const w = await createTestWorld(MONDAY);
    await busySaturday(w);
    const ideas = (start: string) => [
      { title: 'Bowling', description: 'A few games.', blockIndex: 1, start, durationMinutes: 120, placeType: 'bowling_alley' },
      {
        title: 'Brunch',
        description: 'Eggs and coffee.',
        blockIndex: 1,
        start: '11:30',
        durationMinutes: 90,
        placeType: 'restaurant',
      },
      {
        title: 'Cinema',
        description: 'A new film.',
        blockIndex: 2,
        start: '16:00',
        durationMinutes: 150,
        placeType: 'movie_theater',
      },
    ];
    const model = createScriptedModel([
      toolReply('suggestActivities', { ideas: ideas('14:00'), message: 'Ideas.' }),
      toolReply('suggestActivities', { ideas: ideas('12:30'), message: 'Fixed ideas.' }, 'call_2'),
    ]);
    const budget = await suggest(w, "let's do something fun on Saturday", model);
    expect(budget.used).toBe(2);
    const repair = model.requests[1]?.messages.at(-1);
    expect(repair).toMatchObject({ role: 'tool', toolCallId: 'call_1' });
    expect(repair?.content).toMatch(/does not fit inside block 1/);
    const shown = activitiesOf(w.events);
    expect(shown.text).toBe('Fixed ideas.');
    expect(shown.ideas[0]?.start).toBe(at('2026-11-28T12:30:00-05:00'));
  });

  it('falls back to the built-in ideas when the block index is out of range twice, and says why', async () => {
    const w = await createTestWorld(MONDAY);
    const busy = await busySaturday(w);
    const bad = {
      ideas: [0, 1, 99].map((blockIndex, k) => ({
        title: `Idea ${String(k)}`,
        description: 'Something.',
        blockIndex,
        start: '09:00',
        durationMinutes: 60,
        placeType: null,
      })),
      message: 'Ideas.',
    };
    const model = createScriptedModel([toolReply('suggestActivities', bad), toolReply('suggestActivities', bad, 'call_2')]);
    const budget = await suggest(w, "let's do something fun on Saturday", model);
    expect(budget.used).toBe(2);
    expect(budget.fellBack).toMatch(/suggestActivities reply was invalid/);
    const { ideas } = activitiesOf(w.events);
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    for (const idea of ideas) {
      catalogueTitle(idea.title);
      for (const b of busy) expect(overlaps(idea, b)).toBe(false);
    }
  });

  it('falls back to the built-in ideas when the model fails', async () => {
    const w = await createTestWorld(MONDAY);
    const model = createScriptedModel([new Error('socket hang up')]);
    const budget = await suggest(w, "let's do something fun on Saturday", model);
    expect(budget.used).toBe(1);
    expect(budget.fellBack).toMatch(/socket hang up/);
    for (const idea of activitiesOf(w.events).ideas) catalogueTitle(idea.title);
  });

  it('makes no model call when the turn has no calls left', async () => {
    const w = await createTestWorld(MONDAY);
    const model = createScriptedModel([]);
    const budget = await suggest(w, "let's do something fun on Saturday", model, 0);
    expect(model.requests).toHaveLength(0);
    expect(budget.used).toBe(0);
    expect(activitiesOf(w.events).ideas.length).toBeGreaterThanOrEqual(3);
  });

  it('does not ask the model when nothing is free', async () => {
    const w = await createTestWorld(MONDAY);
    await w.calendar.insertEvent(
      timedDraft('bus000009', 'Moving house', '2026-11-28T07:00:00-05:00', '2026-11-28T23:00:00-05:00'),
    );
    const model = createScriptedModel([]);
    await suggest(w, "let's do something fun on Saturday", model);
    expect(model.requests).toHaveLength(0);
    expect(w.events.some((e) => e.type === 'text')).toBe(true);
  });
});

describe('suggestActivitiesSchema', () => {
  const blocks: Interval[] = [
    { start: at('2026-11-28T09:00:00-05:00'), end: at('2026-11-28T12:00:00-05:00') },
    { start: at('2026-11-28T17:00:00-05:00'), end: at('2026-11-28T22:00:00-05:00') },
  ];
  const schema = suggestActivitiesSchema(blocks, NY);
  const idea = (title: string, blockIndex: number, start: string, durationMinutes = 60) => ({
    title,
    description: 'Something to do.',
    blockIndex,
    start,
    durationMinutes,
    placeType: null,
  });

  it('accepts 3–4 distinct ideas that fit inside their blocks', () => {
    const ok = schema.safeParse({
      ideas: [idea('Walk', 0, '09:00'), idea('Museum', 0, '10:00', 120), idea('Dinner', 1, '19:00', 180)],
      message: 'Hi.',
    });
    expect(ok.success).toBe(true);
  });

  it.each([
    ['a block index out of range', [idea('Walk', 0, '09:00'), idea('Museum', 0, '10:00'), idea('Dinner', 2, '19:00')]],
    ['an idea running past its block', [idea('Walk', 0, '09:00'), idea('Museum', 0, '11:30'), idea('Dinner', 1, '19:00')]],
    ['an idea starting before its block', [idea('Walk', 1, '16:30'), idea('Museum', 0, '10:00'), idea('Dinner', 1, '19:00')]],
    ['the same idea twice', [idea('Walk', 0, '09:00'), idea('walk', 1, '17:00'), idea('Dinner', 1, '19:00')]],
    ['only two ideas', [idea('Walk', 0, '09:00'), idea('Dinner', 1, '19:00')]],
    ['a start that is not HH:MM', [idea('Walk', 0, '9am'), idea('Museum', 0, '10:00'), idea('Dinner', 1, '19:00')]],
  ])('rejects %s', (_why, ideas) => {
    expect(schema.safeParse({ ideas, message: 'Hi.' }).success).toBe(false);
  });
});
