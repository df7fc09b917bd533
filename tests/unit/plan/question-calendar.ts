import type { Attendee, EventDraft } from '../../../lib/core/domain/calendar-event';
import { eventIdSchema } from '../../../lib/core/domain/calendar-event';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

/**
 * A small calendar for questions, unlike the corpus's: Chicago, three days after the clocks went
 * forward, now Wed 11 Mar 2026 10:00. Northwind colleagues, Globex a client (by mail domain only
 * on "Product demo"), personal piano lessons and haircuts, a week of spring break and a work offsite.
 */
export const ZONE = 'America/Chicago';
export const NOW = '2026-03-11T10:00:00-05:00';

const me: Attendee = { email: 'me@northwind.test', self: true, organizer: true, responseStatus: 'accepted' };
const ana: Attendee = { email: 'ana@northwind.test', name: 'Ana Lima', responseStatus: 'accepted' };
const ben: Attendee = { email: 'ben@northwind.test', name: 'Ben Okoro', responseStatus: 'accepted' };
const raj: Attendee = { email: 'raj@northwind.test', name: 'Raj Mehta', responseStatus: 'declined' };
const kim: Attendee = { email: 'kim@globex.test', name: 'Kim Park', responseStatus: 'accepted' };
const lee: Attendee = { email: 'lee@globex.test', name: 'Lee Wong', responseStatus: 'tentative' };

const at = (date: string, time: string): string => `2026-${date}T${time}:00-0${date < '03-08' ? '6' : '5'}:00`;

function timed(id: string, title: string, date: string, from: string, to: string, guests: Attendee[] = []): EventDraft {
  return { ...timedDraft(id, title, at(date, from), at(date, to), ZONE), attendees: guests.length === 0 ? [] : [me, ...guests] };
}

function allDay(id: string, title: string, startDate: string, endDate: string): EventDraft {
  return {
    id: eventIdSchema.parse(id),
    title,
    time: { kind: 'allDay', startDate, endDate },
    attendees: [],
    transparency: 'opaque',
  };
}

export const QUESTION_CALENDAR: EventDraft[] = [
  {
    ...timed('standup01', 'Team standup', '02-02', '09:00', '09:15', [ana, ben]),
    recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260430T235959Z'],
  },
  {
    ...timed('piano0001', 'Piano lesson', '01-08', '18:00', '19:00'),
    recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20260430T235959Z'],
  },
  timed('haircut01', 'Haircut', '02-14', '10:00', '10:45'),
  timed('haircut02', 'Haircut', '03-28', '10:00', '10:45'),
  timed('dentist01', 'Dentist', '04-02', '08:00', '08:45'),
  timed('onboard01', 'Globex onboarding', '03-05', '11:00', '12:00', [kim]),
  timed('rajoneon1', '1:1 with Raj', '03-09', '16:00', '16:30', [{ ...raj, responseStatus: 'accepted' }]),
  timed('demo00001', 'Product demo', '03-10', '14:00', '15:00', [kim, ana]),
  timed('lunchana1', 'Lunch with Ana', '03-12', '12:00', '13:00', [ana]),
  timed('qreview01', 'Quarterly review with Globex', '03-12', '13:00', '14:30', [kim, lee]),
  timed('budget001', 'Budget sync', '03-12', '15:00', '15:30', [raj]),
  allDay('break0001', 'Spring break', '2026-03-16', '2026-03-21'),
  allDay('offsite01', 'Offsite: Sales Kickoff', '2026-03-25', '2026-03-27'),
];

/** A question asked in a whole turn: what Kairos answered, and whether it tried to change anything. */
export async function askCalendar(text: string): Promise<{ answer: string; wrote: boolean; unchanged: boolean }> {
  const world = await createTestWorld(NOW, ZONE);
  for (const draft of QUESTION_CALENDAR) await world.calendar.insertEvent(draft);
  const before = await world.calendar.allEvents();
  await runTurn(text, world.context());
  const said = world.events.flatMap((e) => (e.type === 'answer' ? [e.answer.text] : e.type === 'text' ? [e.text] : []));
  return {
    answer: said.join('\n'),
    wrote: world.events.some((e) => e.type === 'proposal' || e.type === 'approval'),
    unchanged: JSON.stringify(await world.calendar.allEvents()) === JSON.stringify(before),
  };
}
