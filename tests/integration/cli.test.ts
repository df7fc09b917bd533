import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The CLI as a person runs it: a real process, stdin/stdout/stderr and exit codes.
// Each test starts a tsx process (about 2 s alone); on two busy cores that passes the default 5 s.
vi.setConfig({ testTimeout: 30_000 });
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

function kairos(args: string[], input = ''): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync(TSX, [path.join(ROOT, 'bin/kairos.ts'), ...args], { input, encoding: 'utf8', cwd: ROOT });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

const NOW = ['--now', '2026-11-22T10:00:00-05:00', '--tz', 'America/New_York'];

describe('kairos parse', () => {
  it('prints one JSON object with times as ISO in the zone', () => {
    const r = kairos(['parse', 'coffee with sam@acme.com tomorrow at 3pm for 30 minutes', ...NOW]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      intent: 'create_event',
      entities: { title: 'Coffee', attendees: [{ email: 'sam@acme.com' }], durationMinutes: 30 },
      when: { start: '2026-11-23T15:00:00-05:00', grain: 'hour' },
      constraints: [],
    });
  });

  it('adds the Plan the turn would run and, for a change to many events, which change', () => {
    const lines = [
      'lunch with Dana on Friday at noon',
      'cancel all my meetings on friday',
      'push everything tomorrow back an hour',
    ];
    const r = kairos(['parse', '--jsonl', ...NOW], `${lines.join('\n')}\n`);
    expect(r.status).toBe(0);
    const [create, cancel, move] = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { plan: { tasks: { taskType: string; status?: string }[] } | null; change?: string });
    expect(create?.plan?.tasks.map((t) => t.taskType)).toEqual(['ProposeEventTime']);
    expect(create?.plan?.tasks[0]?.status).toBeUndefined();
    expect(create?.change).toBeUndefined();
    expect(cancel?.change).toBe('delete');
    expect(move?.change).toBe('move');
  });

  it('answers each stdin line with one stdout line in --jsonl mode', () => {
    const lines = ["what's on tomorrow?", 'lunch with Dana next week', 'Bob would rather not meet on Monday after 14:00'];
    const r = kairos(['parse', '--jsonl', ...NOW], `${lines.join('\n')}\n`);
    expect(r.status).toBe(0);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { intent: string; constraints: unknown[] });
    expect(out).toHaveLength(3);
    expect(out[0]?.intent).toBe('query_events');
    expect(out[2]?.constraints).toHaveLength(1);
  });

  it.each([
    [['parse', 'x', '--now', 'yesterday'], /--now must be ISO 8601 with an offset/],
    [['parse', 'x', '--tz', 'Mars/Olympus'], /--tz must be an IANA time zone/],
    [['frobnicate'], /unknown command "frobnicate"/],
    [['parse', '--bogus'], /Unknown option '--bogus'/],
  ])('rejects bad input %j with one line on stderr and exit code 2', (args, message) => {
    const r = kairos(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});

const team = {
  now: '2026-11-22T10:00:00-05:00',
  timezone: 'America/New_York',
  request: 'find an hour next week, Bob would rather not meet on Monday after 14:00, Alice can’t meet before 11',
  participants: [
    { name: 'Alice', email: 'alice@x.com', timezone: 'America/New_York', busy: [] },
    { name: 'Bob', busy: [{ start: '2026-11-23T09:00:00-05:00', end: '2026-11-23T12:00:00-05:00' }] },
  ],
};

describe('kairos plan', () => {
  it('returns ranked slots that obey the hard constraints, and echoes the constraints understood', () => {
    const r = kairos(['plan'], JSON.stringify(team));
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as {
      slots: { start: string; end: string }[];
      hasNoCommonTime: boolean;
      constraints: { who: string; understood: string }[];
      message: string;
    };
    expect(out.hasNoCommonTime).toBe(false);
    expect(out.slots).toHaveLength(4);
    for (const slot of out.slots) {
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
      expect(Number(slot.start.slice(11, 13))).toBeGreaterThanOrEqual(11); // Alice, hard
      expect(slot.start).toMatch(/-05:00$/);
    }
    expect(out.constraints.map((c) => c.who).sort()).toEqual(['Alice', 'Bob']);
    expect(out.message).toMatch(/^Best: /);
  });

  it('reports hasNoCommonTime with who is busy when nobody overlaps', () => {
    const busyAllWeek = [{ start: '2026-11-23T00:00:00-05:00', end: '2026-11-28T00:00:00-05:00' }];
    const input = {
      ...team,
      request: 'an hour next week',
      participants: [
        { name: 'Alice', busy: [] },
        { name: 'Bob', busy: busyAllWeek },
      ],
    };
    const out = JSON.parse(kairos(['plan'], JSON.stringify(input)).stdout) as {
      hasNoCommonTime: boolean;
      slots: { unavailable: string[] }[];
    };
    expect(out.hasNoCommonTime).toBe(true);
    expect(out.slots[0]?.unavailable).toEqual(['Bob']);
  });

  it('keeps outputs aligned with inputs in --jsonl mode and exits 2 after a bad line', () => {
    const r = kairos(['plan', '--jsonl'], `${JSON.stringify(team)}\n{"now":"nope"}\nnot json\n${JSON.stringify(team)}\n`);
    expect(r.status).toBe(2);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toHaveLength(4);
    expect(out[1]?.error).toMatch(/^line 2: now: /);
    expect(out[2]?.error).toBe('line 3: input is not valid JSON');
    expect(out[3]?.slots).toBeDefined();
    expect(r.stderr.trim().split('\n')).toHaveLength(2);
  });

  it('answers 1,000 JSONL lines from one process, in order', () => {
    const r = kairos(
      ['parse', '--jsonl', ...NOW],
      `${Array.from({ length: 1000 }, (_, i) => `coffee with person${String(i)}@x.com tomorrow at ${String((i % 8) + 9)}am`).join('\n')}\n`,
    );
    expect(r.status).toBe(0);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { entities: { attendees: { email: string }[] } });
    expect(out).toHaveLength(1000);
    expect(out.map((o) => o.entities.attendees[0]?.email)).toEqual(
      Array.from({ length: 1000 }, (_, i) => `person${String(i)}@x.com`),
    );
  });
});

describe('kairos ask', () => {
  it('proposes against a calendar file and applies the proposal with --yes', async () => {
    const { mkdtempSync, copyFileSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kairos-ask-')), 'calendar.ics');
    copyFileSync(path.join(ROOT, 'tests/fixtures/ics/sample.ics'), file);
    const before = readFileSync(file, 'utf8').split('BEGIN:VEVENT').length;

    const dry = kairos(['ask', 'lunch with dana@corp.com on tuesday', '--calendar', file, ...NOW]);
    expect(dry.status).toBe(0);
    expect(dry.stdout).toMatch(/^Lunch: Tue 24 Nov, \d\d:\d\d–\d\d:\d\d \(EST\)/);
    expect(readFileSync(file, 'utf8').split('BEGIN:VEVENT').length).toBe(before);

    const applied = kairos(['ask', 'lunch with dana@corp.com on tuesday', '--calendar', file, '--json', '--yes', ...NOW]);
    expect(applied.status).toBe(0);
    const out = JSON.parse(applied.stdout) as {
      intent: string;
      proposal: { slots: { start: string; end: string }[] };
      modelCalls: number;
      fellBack: boolean;
      applied: boolean;
    };
    expect(out).toMatchObject({ intent: 'create_event', modelCalls: 0, fellBack: false, applied: true });
    const [best] = out.proposal.slots;
    expect(best !== undefined && Date.parse(best.end) - Date.parse(best.start)).toBe(60 * 60_000);
    expect(readFileSync(file, 'utf8').split('BEGIN:VEVENT').length).toBe(before + 1);
  });

  it.each([
    [['ask'], /ask needs a request/],
    [['ask', 'lunch', '--calendar', 'notes.txt'], /--calendar must be an .ics or .json file/],
    [['ask', 'lunch', '--mini', 'm'], /need --model-base-url/],
    [['ask', 'lunch', '--model-base-url', 'http://127.0.0.1:9/v1'], /needs --nano NAME and --mini NAME/],
  ])('rejects %j with one line on stderr and exit code 2', (args, message) => {
    const r = kairos(args);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });

  it('answers with the built-in engine and says so when the model cannot be reached', () => {
    const r = kairos([
      'ask',
      'coffee with sam@acme.com tomorrow at 3pm',
      '--json',
      '--model-base-url',
      'http://127.0.0.1:9/v1',
      '--nano',
      'n',
      '--mini',
      'm',
      ...NOW,
    ]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      intent: 'create_event',
      modelCalls: 1,
      fellBack: true,
      proposal: { slots: [{ start: '2026-11-23T15:00:00-05:00' }] },
    });
  });
});

describe('kairos ask with files people keep', () => {
  const tempDir = async (): Promise<string> => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    return mkdtempSync(path.join(tmpdir(), 'kairos-ask-'));
  };

  it('reads a simple-form calendar and writes it back in the simple form with --yes', async () => {
    const { readFileSync, writeFileSync } = await import('node:fs');
    const file = path.join(await tempDir(), 'my.json');
    const busyMorning = { title: 'Standup', start: '2026-11-24T09:00:00-05:00', end: '2026-11-24T12:00:00-05:00' };
    writeFileSync(file, JSON.stringify([busyMorning, { title: 'Offsite', start: '2026-11-25', end: '2026-11-26' }]));

    const r = kairos(['ask', 'coffee with sam@acme.com on tuesday at 10am', '--calendar', file, '--yes', ...NOW]);
    expect(r.status).toBe(0);
    const written = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
    expect(written.slice(0, 2)).toEqual([
      { ...busyMorning, id: 'event1' },
      { title: 'Offsite', start: '2026-11-25', end: '2026-11-26', id: 'event2' },
    ]);
    expect(written).toHaveLength(3);
    expect(written[2]).toMatchObject({ title: 'Coffee', attendees: [{ email: 'sam@acme.com' }] });
    expect(written[2]?.start).toMatch(/^2026-11-2\dT\d\d:\d\d:00-05:00$/);
    expect(written.some((e) => 'time' in e)).toBe(false);
  });

  it('rejects a bad simple-form calendar with one line naming the event and the field', async () => {
    const { writeFileSync } = await import('node:fs');
    const file = path.join(await tempDir(), 'my.json');
    writeFileSync(
      file,
      JSON.stringify([
        { title: 'Offsite', start: '2026-11-25', end: '2026-11-26' },
        { title: 'Team sync', start: '2026-11-24 10:00', end: '2026-11-24T11:00:00-05:00' },
      ]),
    );
    const r = kairos(['ask', 'lunch with dana@corp.com on tuesday', '--calendar', file, ...NOW]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `kairos: ${file}: event 2 ("Team sync"): start is not an ISO time with offset (got "2026-11-24 10:00")\n`,
    );
  });

  it('keeps the conversation in a --conversation file, so a follow-up in the next run revises the proposal', async () => {
    const { readFileSync } = await import('node:fs');
    const dir = await tempDir();
    const conversation = path.join(dir, 'conversation.json');
    const calendar = path.join(dir, 'calendar.json');
    type Out = { proposal?: { slots: { start: string }[] }; applied: boolean };
    const ask = (text: string, ...more: string[]): Out => {
      const r = kairos(['ask', text, '--conversation', conversation, '--calendar', calendar, '--json', ...more, ...NOW]);
      expect(r.status).toBe(0);
      return JSON.parse(r.stdout) as Out;
    };

    const first = ask('coffee with sam@acme.com tomorrow at 3pm');
    expect(first.proposal?.slots[0]?.start).toBe('2026-11-23T15:00:00-05:00');
    const earlier = ask('any earlier times?', '--yes');
    const start = earlier.proposal?.slots[0]?.start ?? '';
    expect(Date.parse(start)).toBeLessThan(Date.parse('2026-11-23T15:00:00-05:00'));
    expect(earlier.applied).toBe(true);
    // The revised suggestion, approved in the second run, is the one written.
    const events = JSON.parse(readFileSync(calendar, 'utf8')) as { title: string; time: { start: number } }[];
    expect(events.map((e) => [e.title, e.time.start])).toEqual([['Coffee', Date.parse(start)]]);
  });
});

describe('kairos ask runs a whole Plan', () => {
  const setUp = async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(path.join(tmpdir(), 'kairos-plan-'));
    const calendar = path.join(dir, 'calendar.json');
    const guests = (email: string) => [{ email }];
    writeFileSync(
      calendar,
      JSON.stringify([
        {
          title: 'Design sync',
          start: '2026-11-27T10:00:00-05:00',
          end: '2026-11-27T10:30:00-05:00',
          attendees: guests('ana@acme.com'),
        },
        {
          title: 'Deal desk',
          start: '2026-11-27T14:00:00-05:00',
          end: '2026-11-27T15:00:00-05:00',
          attendees: guests('bo@acme.com'),
        },
        {
          title: 'Roadmap',
          start: '2026-11-26T09:00:00-05:00',
          end: '2026-11-26T10:00:00-05:00',
          attendees: guests('cy@acme.com'),
        },
      ]),
    );
    return { dir, calendar, conversation: path.join(dir, 'conversation.json') };
  };
  const titles = async (calendar: string) => {
    const { readFileSync } = await import('node:fs');
    return (JSON.parse(readFileSync(calendar, 'utf8')) as { title: string }[]).map((e) => e.title).sort();
  };
  const FRIDAY = 'Clear my calendar on Friday for travel and notify anyone I had meetings with';

  it('with --yes applies the change and runs the steps after it: the note to the people affected', async () => {
    const { calendar } = await setUp();
    const r = kairos(['ask', FRIDAY, '--calendar', calendar, '--yes', ...NOW]);
    expect(r.status).toBe(0);
    expect(await titles(calendar)).toEqual(['Roadmap']);
    expect(r.stdout).toMatch(/mailto:ana%40acme\.com,bo%40acme\.com\?subject=/);
    expect(r.stdout).toMatch(/Applied to/);
  });

  it('a "yes" in the next run approves what the last run left open; a "no" rejects it', async () => {
    const { calendar, conversation } = await setUp();
    const ask = (text: string) => kairos(['ask', text, '--calendar', calendar, '--conversation', conversation, ...NOW]);
    expect(ask(FRIDAY).stdout).toMatch(/Not applied/);
    expect(ask('no thanks').stdout).toBe('Rejected: nothing was changed.\n');
    expect(await titles(calendar)).toEqual(['Deal desk', 'Design sync', 'Roadmap']);
    // "yes" with nothing open is not an approval of anything.
    expect(ask('yes').stdout).not.toMatch(/Applied/);

    expect(ask(FRIDAY).stdout).toMatch(/Not applied/);
    const yes = ask('yes please');
    expect(yes.status).toBe(0);
    expect(yes.stdout).toBe(`Approved: Cancel 2 events.\nApplied to ${calendar}.\n`);
    expect(await titles(calendar)).toEqual(['Roadmap']);
  });
});

describe('kairos plan-request', () => {
  it('prints the validated Plan of a request without running it', () => {
    const r = kairos(['plan-request', 'cancel my haircut and book a call with sam@acme.com on Monday', ...NOW]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { route: string; plan: { tasks: { taskType: string; status: string }[] } };
    expect(out.route).toBe('plan');
    expect(out.plan.tasks.map((t) => t.taskType)).toEqual([
      'FindEvents',
      'RequestUserConfirmation',
      'DeleteEvents',
      'ProposeEventTime',
    ]);
    expect(out.plan.tasks.every((t) => t.status === 'pending')).toBe(true);
  });

  it('answers ask --dry-run with the same Plan, and refuses --dry-run with --yes', () => {
    const dry = kairos(['ask', 'what does next week look like?', '--dry-run', '--json', ...NOW]);
    expect(dry.status).toBe(0);
    expect((JSON.parse(dry.stdout) as { plan: { tasks: { taskType: string }[] } }).plan.tasks[0]?.taskType).toBe(
      'AnswerQuestion',
    );
    const both = kairos(['ask', 'cancel my haircut', '--dry-run', '--yes', ...NOW]);
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(/--dry-run .* cannot take --yes/);
  });
});
