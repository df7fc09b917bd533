import type { Attendee, EventDraft } from '../../../lib/core/domain/calendar-event';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

/**
 * A small calendar for selecting many events and for conditions, as the person's own calendar
 * lists it. Now is Tue 24 Nov 2026, 09:00 New York: "this weekend" is 28–29 Nov, "next week"
 * 30 Nov – 6 Dec. Guests from brightline.example and sakura.example are clients; acme.test is work.
 */
export const NOW = '2026-11-24T09:00:00-05:00';
export const ZONE = 'America/New_York';

const me: Attendee = { email: 'alex@acme.test', self: true, responseStatus: 'accepted' };
const person = (email: string, name: string): Attendee => ({ email, name, responseStatus: 'accepted' });
export const PEOPLE = {
  priya: person('priya@acme.test', 'Priya Natarajan'),
  omar: person('omar@acme.test', 'Omar Haddad'),
  jo: person('jo@acme.test', 'Jo Park'),
  rachel: person('rachel@brightline.example', 'Rachel Kim'),
  tom: person('tom@brightline.example', 'Tom Gallagher'),
  kenji: person('kenji@sakura.example', 'Kenji Tanaka'),
  mom: person('linda.rivera@gmail.com', 'Mom'),
  hannah: person('hannah@acme.test', 'Hannah Becker'),
};

const ny = (local: string): string => `2026-${local}:00-05:00`;
function timed(
  id: string,
  title: string,
  start: string,
  end: string,
  guests: Attendee[] = [],
  more: Partial<EventDraft> = {},
): EventDraft {
  return { ...timedDraft(id, title, ny(start), ny(end)), attendees: guests.length === 0 ? [] : [me, ...guests], ...more };
}

export const EVENTS: readonly EventDraft[] = [
  // Clients: Brightline by its guests' domain, whatever the title says.
  timed('brt-renewal', 'Brightline renewal', '11-25T13:00', '11-25T13:45', [PEOPLE.rachel]),
  timed('brt-qbr', 'Quarterly business review', '12-01T15:00', '12-01T16:00', [PEOPLE.tom, PEOPLE.jo]),
  timed('brt-deal', 'Deal review: Brightline', '12-02T10:00', '12-02T10:30', [PEOPLE.jo]),
  timed('brt-note', 'Call Brightline', '12-02T16:00', '12-02T16:15'),
  timed('sakura-pilot', 'Sakura pilot check-in', '12-08T18:00', '12-08T18:30', [PEOPLE.kenji]),
  // One-on-ones: a weekly "1:1 with Priya", and meetings with Omar alone under other names.
  timed('priya-11', '1:1 with Priya', '11-30T16:00', '11-30T16:30', [PEOPLE.priya], {
    recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6'],
  }),
  timed('priya-year', 'Year-end review with Priya', '12-11T14:00', '12-11T15:00', [PEOPLE.priya]),
  timed('omar-api', 'API review', '12-03T14:00', '12-03T14:30', [PEOPLE.omar]),
  timed('omar-lunch', 'Lunch with Omar', '12-04T12:00', '12-04T13:00', [PEOPLE.omar]),
  timed('roadmap', 'Roadmap sync', '12-03T10:00', '12-03T11:00', [PEOPLE.omar, PEOPLE.priya]),
  // The weekend: personal plans, and work that happens to be on it.
  timed('yoga', 'Yoga class', '11-28T09:00', '11-28T10:00'),
  timed('offsite', 'Partner offsite', '11-28T10:30', '11-28T12:00', [PEOPLE.jo]),
  timed('board-prep', 'Prep for board meeting', '11-28T14:00', '11-28T15:00'),
  timed('game-night', 'Game night', '11-28T19:00', '11-28T22:00'),
  timed('parents', 'Dinner with my parents', '11-29T18:00', '11-29T20:00', [PEOPLE.mom]),
  // Repeating classes, and single appointments.
  timed('design', 'Design review', '11-25T15:30', '11-25T16:30', [PEOPLE.hannah], {
    recurrence: ['RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;COUNT=6'],
  }),
  timed('spanish', 'Spanish class', '12-01T16:00', '12-01T17:00', [], { recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4'] }),
  timed('haircut', 'Haircut', '12-01T18:00', '12-01T18:45'),
  timed('dentist', 'Dentist', '12-08T08:00', '12-08T09:00'),
  timed('security', 'Security review', '12-02T11:00', '12-02T12:00', [PEOPLE.hannah]),
  {
    ...timedDraft('birthday', "Priya's birthday", ny('12-02T00:00'), ny('12-03T00:00')),
    time: { kind: 'allDay', startDate: '2026-12-02', endDate: '2026-12-03' },
    transparency: 'transparent',
  },
  timed('contract', 'Contract review', '12-04T13:30', '12-04T14:30', [PEOPLE.tom]),
  timed('pipeline', 'Pipeline review', '11-27T10:00', '11-27T10:30', [PEOPLE.jo]),
  timed('partner', 'Partner call', '11-27T11:00', '11-27T11:45', [PEOPLE.kenji]),
];

/** Occurrences by "Title @ YYYY-MM-DD HH:MM" in New York, for readable before/after comparisons. */
function keyOf(title: string, start: number): string {
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(start));
  return `${title} @ ${local.replace(',', '')}`;
}

export interface TurnOutcome {
  /** Occurrences gone after approving the card, "Title @ date time". */
  removed: string[];
  /** Occurrences that appeared (moved ones land here too). */
  added: string[];
  /** Everything said, joined. */
  said: string;
  /** The new event proposed, if any. */
  proposal?: Extract<TurnEvent, { type: 'proposal' }>['proposal'];
}

/** Runs one request on a fresh calendar and approves whatever card it makes. */
export async function runAndApprove(text: string): Promise<TurnOutcome> {
  const world = await createTestWorld(NOW, ZONE);
  for (const e of EVENTS) await world.calendar.insertEvent(e);
  const range = { start: Date.parse(ny('11-20T00:00')), end: Date.parse('2027-01-10T00:00:00-05:00') };
  const list = async (): Promise<Set<string>> =>
    new Set((await world.calendar.listOccurrences(range, ZONE)).map((o) => keyOf(o.event.title, o.start)));
  const before = await list();
  await runTurn(text, world.context());
  const approval = world.events.find((e) => e.type === 'approval');
  if (approval?.type === 'approval') await world.approvals.approve(approval.approval.token);
  const after = await list();
  const said = world.events.flatMap((e) => (e.type === 'text' ? [e.text] : e.type === 'answer' ? [e.answer.text] : [])).join(' ');
  const proposal = world.events.find((e) => e.type === 'proposal');
  return {
    removed: [...before].filter((k) => !after.has(k)).sort(),
    added: [...after].filter((k) => !before.has(k)).sort(),
    said,
    ...(proposal?.type === 'proposal' ? { proposal: proposal.proposal } : {}),
  };
}
