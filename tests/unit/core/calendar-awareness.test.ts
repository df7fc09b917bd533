import { describe, expect, it } from 'vitest';
import { notifyNotice } from '../../../lib/core/approvals/notify-notice';
import type { CalendarChange } from '../../../lib/core/approvals/pending-action';
import { eventIdSchema, type CalendarEvent, type EventDraft } from '../../../lib/core/domain/calendar-event';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { TurnEvent } from '../../../lib/core/pipeline/turn-event';
import type { FreeBusyAnswer, FreeBusyPort } from '../../../lib/ports/free-busy';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

// What Kairos does with what a connected Google Calendar adds: attendees' free/busy, who gets
// emailed, Meet links, declined invitations.

const NOW = '2026-11-22T10:00:00-05:00'; // Sunday
const at = (iso: string): number => Date.parse(iso);

function proposalOf(events: readonly TurnEvent[]) {
  const found = events.find((e): e is Extract<TurnEvent, { type: 'proposal' }> => e.type === 'proposal');
  if (found === undefined) throw new Error(`no proposal in ${JSON.stringify(events.map((e) => e.type))}`);
  return found.proposal;
}

function freeBusy(answers: Record<string, FreeBusyAnswer>): FreeBusyPort & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    query(emails) {
      asked.push([...emails]);
      return Promise.resolve(new Map(emails.flatMap((e) => (answers[e] === undefined ? [] : [[e, answers[e]] as const]))));
    },
  };
}

const draft = (attendees: EventDraft['attendees']): EventDraft => ({
  ...timedDraft('abc00001', 'Sync', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00'),
  attendees,
});
const stored = (d: EventDraft): CalendarEvent => ({ ...d, etag: '"1"', updatedAt: 0 });

describe('attendees’ free/busy', () => {
  it('avoids the time an attendee is busy, found through free/busy', async () => {
    const w = await createTestWorld(NOW);
    const port = freeBusy({
      'sam@acme.com': { kind: 'busy', busy: [{ start: at('2026-11-23T09:00:00-05:00'), end: at('2026-11-23T13:00:00-05:00') }] },
    });
    await runTurn('meeting with sam@acme.com tomorrow', { ...w.context(), freeBusy: port });
    const proposal = proposalOf(w.events);
    // Once: the card's check of the time chosen is answered from the search's answer.
    expect(port.asked).toEqual([['sam@acme.com']]);
    for (const slot of [proposal, ...proposal.alternatives])
      expect(slot.start).toBeGreaterThanOrEqual(at('2026-11-23T13:00:00-05:00'));
    expect(proposal.notices ?? []).not.toContainEqual(expect.stringContaining('not shared'));
  });

  it('says whose calendar it could not see and still proposes', async () => {
    const w = await createTestWorld(NOW);
    const port = freeBusy({ 'sam@acme.com': { kind: 'not_visible' }, 'dana@corp.com': { kind: 'busy', busy: [] } });
    await runTurn('meeting with sam@acme.com and dana@corp.com tomorrow', { ...w.context(), freeBusy: port });
    expect(proposalOf(w.events).notices).toContainEqual(
      "Sam's calendar is not shared with you, so their busy time is not checked.",
    );
  });

  it('degrades to the person’s own calendar when free/busy fails', async () => {
    const w = await createTestWorld(NOW);
    const failing: FreeBusyPort = { query: () => Promise.reject(new Error('offline')) };
    await runTurn('meeting with sam@acme.com tomorrow', { ...w.context(), freeBusy: failing });
    expect(proposalOf(w.events).notices).toContainEqual(expect.stringContaining('could not be read just now'));
  });
});

describe('who gets emailed', () => {
  it('names the guests on a create, update and delete when Google sends to all', () => {
    const d = draft([
      { email: 'sam@acme.com', name: 'Sam' },
      { email: 'me@example.com', self: true },
    ]);
    expect(notifyNotice({ kind: 'create', event: d }, 'all')).toBe('Sam will get an invite.');
    const update: CalendarChange = { kind: 'update', before: stored(d), after: d };
    expect(notifyNotice(update, 'all')).toBe('Sam will get an updated invite.');
    expect(notifyNotice({ kind: 'delete', before: stored(d) }, 'all')).toBe('Sam will be told it is cancelled.');
  });

  it('tells a guest removed by an edit too, and shortens long lists', () => {
    const before = stored(draft([{ email: 'sam@acme.com' }, { email: 'dana@corp.com' }, { email: 'li.wei@corp.com' }]));
    const after = draft([{ email: 'sam@acme.com' }]);
    expect(notifyNotice({ kind: 'update', before, after }, 'all')).toBe('Sam, Dana and 1 other will get an updated invite.');
  });

  it('follows the person’s setting, and says the local calendar emails no one', () => {
    const d = draft([{ email: 'sam@acme.com' }]);
    expect(notifyNotice({ kind: 'create', event: d }, 'none')).toContain('Nobody will be emailed');
    expect(notifyNotice({ kind: 'create', event: d }, 'externalOnly')).toContain("don't use Google Calendar");
    expect(notifyNotice({ kind: 'create', event: d }, undefined)).toContain('The local calendar emails no one');
    expect(notifyNotice({ kind: 'create', event: draft([]) }, 'all')).toBeUndefined();
  });

  it('puts the notice on the card and fixes the choice in the suggestion', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('coffee with sam@acme.com tomorrow at 3pm', { ...w.context(), sendUpdates: 'all' });
    const proposal = proposalOf(w.events);
    expect(proposal.notices).toContain('Sam will get an invite.');
    expect((await w.approvals.get(proposal.token)).sendUpdates).toBe('all');
  });
});

describe('Google Meet links', () => {
  it('asks for a Meet link on a video call when the calendar can make one', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('video call with sam@acme.com tomorrow at 3pm', { ...w.context(), videoCalls: true });
    const proposal = proposalOf(w.events);
    expect(proposal.videoCall).toBe(true);
    const action = await w.approvals.get(proposal.token);
    expect(action.change.kind === 'create' && action.change.event.conference).toEqual({});
  });

  it.each(['zoom call with sam@acme.com tomorrow at 3pm', 'phone call with sam@acme.com tomorrow at 3pm'])(
    'never adds Meet to another medium: %s',
    async (request) => {
      const w = await createTestWorld(NOW);
      await runTurn(request, { ...w.context(), videoCalls: true });
      expect(proposalOf(w.events).videoCall).toBeUndefined();
    },
  );

  it('adds nothing on the local calendar, which cannot make a link', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('video call with sam@acme.com tomorrow at 3pm', w.context());
    expect(proposalOf(w.events).videoCall).toBeUndefined();
  });
});

describe('declined invitations', () => {
  it('block no time and are no conflict', async () => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent({
      ...timedDraft('dec00001', 'All-hands', '2026-11-23T15:00:00-05:00', '2026-11-23T16:00:00-05:00'),
      attendees: [{ email: 'me@example.com', self: true, responseStatus: 'declined' }],
    });
    await runTurn('coffee with sam@acme.com tomorrow at 3pm', w.context());
    expect(proposalOf(w.events).conflicts).toEqual([]);
  });
});

describe('event ids', () => {
  it('reads Google instance ids but refuses spaces and slashes', () => {
    expect(eventIdSchema.safeParse('abc123_20261124T150000Z').success).toBe(true);
    expect(eventIdSchema.safeParse('a b').success).toBe(false);
    expect(eventIdSchema.safeParse('a/b').success).toBe(false);
  });
});
