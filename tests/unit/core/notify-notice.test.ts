import { describe, expect, it } from 'vitest';
import { notifiedPeople, notifyNotice } from '../../../lib/core/approvals/notify-notice';
import type { CalendarChange, SingleChange } from '../../../lib/core/approvals/pending-action';
import type { SendUpdates } from '../../../lib/core/domain/calendar-connection';
import type { Attendee, CalendarEvent, EventDraft } from '../../../lib/core/domain/calendar-event';
import { timedDraft } from '../../helpers/fakes';

const me: Attendee = { email: 'me@example.com', self: true };
const sam: Attendee = { email: 'sam@acme.com', name: 'Sam' };
const dana: Attendee = { email: 'dana@corp.com', name: 'Dana' };
const lee: Attendee = { email: 'lee@corp.com' };
const kim: Attendee = { email: 'kim@corp.com' };
const ana: Attendee = { email: 'ana@corp.com' };

const draft = (id: string, attendees: Attendee[]): EventDraft => ({
  ...timedDraft(id, 'Sync', '2026-11-24T09:00:00-05:00', '2026-11-24T09:30:00-05:00'),
  attendees,
});
const stored = (d: EventDraft): CalendarEvent => ({ ...d, etag: '"1"', updatedAt: 0 });

const create = (attendees: Attendee[], id = 'abc00001'): SingleChange => ({ kind: 'create', event: draft(id, attendees) });
const update = (before: Attendee[], after: Attendee[], id = 'abc00002'): SingleChange => ({
  kind: 'update',
  before: stored(draft(id, before)),
  after: draft(id, after),
});
const remove = (attendees: Attendee[], id = 'abc00003'): SingleChange => ({
  kind: 'delete',
  before: stored(draft(id, attendees)),
});
const bulk = (...changes: SingleChange[]): CalendarChange => ({ kind: 'bulk', changes });

describe('notifiedPeople', () => {
  it.each<[SendUpdates | undefined, string[]]>([
    ['all', ['sam@acme.com', 'dana@corp.com']],
    ['externalOnly', ['sam@acme.com', 'dana@corp.com']],
    ['none', []],
    [undefined, []],
  ])('with sendUpdates %s names every guest but the person, or no one', (sendUpdates, emails) => {
    expect(notifiedPeople(create([me, sam, dana]), sendUpdates).map((a) => a.email)).toEqual(emails);
  });

  it('includes guests an edit removes', () => {
    expect(notifiedPeople(update([me, sam, dana], [me, sam, lee]), 'all').map((a) => a.email)).toEqual([
      'sam@acme.com',
      'lee@corp.com',
      'dana@corp.com',
    ]);
  });

  it('names each person once across a bulk change, whatever the case of their address', () => {
    const change = bulk(create([sam, dana]), update([{ email: 'SAM@acme.com' }], [lee]), remove([me, dana, kim]));
    expect(notifiedPeople(change, 'all').map((a) => a.email)).toEqual([
      'sam@acme.com',
      'dana@corp.com',
      'lee@corp.com',
      'kim@corp.com',
    ]);
  });
});

describe('notifyNotice for a bulk change', () => {
  it.each<[string, CalendarChange, SendUpdates | undefined, string | undefined]>([
    [
      'mixed kinds',
      bulk(create([sam, dana]), update([lee], [lee, kim]), remove([ana])),
      'all',
      'Sam, Dana and 3 others will be told.',
    ],
    ['only creates', bulk(create([sam]), create([dana], 'abc00004')), 'all', 'Sam and Dana will get invites.'],
    [
      'only updates',
      bulk(update([sam], [sam]), update([dana], [dana], 'abc00005')),
      'all',
      'Sam and Dana will get updated invites.',
    ],
    [
      'only deletes',
      bulk(remove([sam]), remove([sam, dana], 'abc00006')),
      'all',
      'Sam and Dana will be told they are cancelled.',
    ],
    ['a single create in a bulk', bulk(create([sam])), 'all', 'Sam will get an invite.'],
    [
      'the same guest twice',
      bulk(create([sam]), remove([sam])),
      'none',
      'Nobody will be emailed (your setting): Sam is not told.',
    ],
    [
      'the local calendar',
      bulk(create([sam]), remove([dana])),
      undefined,
      'The local calendar emails no one: let Sam and Dana know yourself, or connect Google Calendar in options.',
    ],
    [
      'externalOnly',
      bulk(create([sam]), remove([dana])),
      'externalOnly',
      "Only guests who don't use Google Calendar will be emailed (your setting).",
    ],
    ['no guests', bulk(create([me]), remove([])), 'all', undefined],
  ])('%s', (_, change, sendUpdates, text) => {
    expect(notifyNotice(change, sendUpdates)).toBe(text);
  });

  it('keeps single changes as they were', () => {
    expect(notifyNotice(create([me, sam]), 'all')).toBe('Sam will get an invite.');
    expect(notifyNotice(update([sam, dana, lee], [sam]), 'all')).toBe('Sam, Dana and 1 other will get an updated invite.');
    expect(notifyNotice(remove([sam]), 'all')).toBe('Sam will be told it is cancelled.');
  });
});
