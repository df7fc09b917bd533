// Dates inside chatty requests ("could we catch up with sam next thursday?", "hey can u move my dentist to
// dec 3rd pls") and requests that name no date at all ("call mom", "room 101", "version 2.0").
// Writes tables/dates-embedded.json (categories embedded, negative).
//
// The frames avoid words that carry a time of day of their own (lunch, dinner, morning, tonight, noon,
// coffee…), durations and recurrences, so a row's only time is the date put into it.
//
//   npx tsx tests/corpus/time/generate/dates-embedded.ts
import {
  addDays,
  bareWeekday,
  builder,
  businessDaysAhead,
  comingWeekday,
  days,
  mondayOf,
  nextDate,
  nextDom,
  nextHoliday,
  rng,
  today,
  weekSpan,
  weekdayOfWeek,
  wholeDay,
  firstOfMonth,
  writeTable,
  type Span,
} from './common';

const b = builder();
const r = rng('dates-embedded');
const t = today();

/** A date phrase: `bare` fits after "to"/"for" ("move it to dec 3rd"), `adv` stands alone ("…on dec 3rd"). */
interface Phrase {
  bare?: string;
  adv: string;
  when: Span;
}

const sat = addDays(mondayOf(t), 5);
const PHRASES: Phrase[] = [
  { bare: 'tomorrow', adv: 'tomorrow', when: wholeDay(addDays(t, 1)) },
  { bare: 'tmrw', adv: 'tmrw', when: wholeDay(addDays(t, 1)) },
  { bare: 'the day after tomorrow', adv: 'the day after tomorrow', when: wholeDay(addDays(t, 2)) },
  { bare: 'next thursday', adv: 'next thursday', when: wholeDay(weekdayOfWeek(4, 1)) },
  { bare: 'thursday', adv: 'on thursday', when: wholeDay(bareWeekday(4)) },
  { bare: 'friday', adv: 'on friday', when: wholeDay(bareWeekday(5)) },
  { bare: 'this friday', adv: 'this friday', when: wholeDay(weekdayOfWeek(5, 0)) },
  { bare: 'monday', adv: 'on monday', when: wholeDay(bareWeekday(1)) },
  { bare: 'next tues', adv: 'next tues', when: wholeDay(weekdayOfWeek(2, 1)) },
  { bare: 'wed', adv: 'on wed', when: wholeDay(bareWeekday(3)) },
  { bare: 'friday after next', adv: 'friday after next', when: wholeDay(addDays(comingWeekday(5), 7)) },
  { bare: 'next week', adv: 'next week', when: weekSpan(1) },
  { adv: 'sometime next week', when: weekSpan(1) },
  { bare: 'this weekend', adv: 'this weekend', when: days(sat, addDays(sat, 2)) },
  { bare: 'next weekend', adv: 'next weekend', when: days(addDays(sat, 7), addDays(sat, 9)) },
  { bare: 'next month', adv: 'next month', when: days(firstOfMonth(t, 1), firstOfMonth(t, 2)) },
  { bare: 'dec 3rd', adv: 'on dec 3rd', when: wholeDay(nextDate(12, 3)) },
  { bare: 'december 10', adv: 'on december 10', when: wholeDay(nextDate(12, 10)) },
  { bare: 'Dec. 18', adv: 'on Dec. 18', when: wholeDay(nextDate(12, 18)) },
  { bare: 'jan 12', adv: 'on jan 12', when: wholeDay(nextDate(1, 12)) },
  { bare: 'the 3rd', adv: 'on the 3rd', when: wholeDay(nextDom(3)) },
  { bare: 'the 15th', adv: 'on the 15th', when: wholeDay(nextDom(15)) },
  { bare: 'the 4th of january', adv: 'on the 4th of january', when: wholeDay(nextDate(1, 4)) },
  { bare: '12/9', adv: 'on 12/9', when: wholeDay(nextDate(12, 9)) },
  { bare: 'march 3', adv: 'on march 3', when: wholeDay(nextDate(3, 3)) },
  { bare: 'christmas eve', adv: 'on christmas eve', when: wholeDay(nextHoliday('christmas-eve')) },
  {
    bare: 'the day after thanksgiving',
    adv: 'the day after thanksgiving',
    when: wholeDay(addDays(nextHoliday('thanksgiving'), 1)),
  },
  { bare: 'black friday', adv: 'on black friday', when: wholeDay(nextHoliday('black-friday')) },
  { bare: 'a week from today', adv: 'a week from today', when: wholeDay(addDays(t, 7)) },
  { adv: 'in 3 days', when: wholeDay(addDays(t, 3)) },
  { adv: 'in two days', when: wholeDay(addDays(t, 2)) },
  { adv: '3 business days from now', bare: '3 business days from now', when: wholeDay(businessDaysAhead(3)) },
  { adv: 'in 2 weeks', when: weekSpan(2) },
  { bare: 'Q1', adv: 'in Q1', when: days('2027-01-01', '2027-04-01') },
];

/** Frames taking the standalone phrase. */
const ADV_FRAMES = [
  'could we catch up with sam {d}?',
  'can you set up a call with priya {d}',
  "let's get the design review on the calendar {d}",
  'is anyone free {d}? need to go over the roadmap',
  'pls book the big conference room {d}',
  "i'd like to see the eye doctor {d}, any openings?",
  'we should probably sync with the vendor {d}',
  'ok so can we do the retro {d} instead',
  'put me down for the team sync {d} if that works',
  'yo can we chat about the launch {d}',
  'dana wants to meet {d}, can you find a slot',
  'add a haircut {d}',
  'I need to call the bank {d}',
  'Can you schedule the planning session with finance {d}?',
  'hey!! could you grab time with omar and leo {d} to talk budget',
  'remind me to renew my passport {d}',
  'block out time for the offsite {d} please',
  'I was hoping we could go over the contract {d}, does that work for everyone?',
];

/** Frames taking the bare phrase. */
const BARE_FRAMES = [
  'hey can u move my dentist to {d} pls',
  'push the planning meeting to {d}',
  'reschedule my call with leo for {d}',
  'can we bump the interview to {d}?',
  "let's aim for {d} for the kickoff",
  'how does {d} look for the board prep?',
  'is {d} good for you? thinking of doing the demo then',
  '{d} works for me, go ahead and book it',
  'could you shift the vet appointment to {d}',
  'Please move the 1-on-1 with Dana to {d}.',
  'umm can we do {d} for the walkthrough instead',
  'set the deadline review for {d}',
];

const fill = (frame: string, d: string): string => {
  const s = frame.replace('{d}', d);
  return frame.startsWith('{d}') ? `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}` : s;
};

const combos: { text: string; when: Span; phrase: number }[] = [];
PHRASES.forEach((p, phrase) => {
  for (const f of ADV_FRAMES) combos.push({ text: fill(f, p.adv), when: p.when, phrase });
  if (p.bare !== undefined) for (const f of BARE_FRAMES) combos.push({ text: fill(f, p.bare), when: p.when, phrase });
});
// Every phrase at least twice, then the rest at random to about 150.
const chosen = new Set<number>();
PHRASES.forEach((_, phrase) => {
  const mine = combos.flatMap((c, j) => (c.phrase === phrase ? [j] : []));
  for (const j of r.sample(mine, 2)) chosen.add(j);
});
for (const j of r.shuffle(combos.map((_, j) => j))) {
  if (chosen.size >= 150) break;
  chosen.add(j);
}
for (const j of [...chosen].sort((a, z) => a - z)) {
  const c = combos[j];
  if (c !== undefined) b.add(c.text, 'embedded', c.when);
}

// ---------------------------------------------------------------------------------------------
// negative: no date or time named (a number, an ordinal or a holiday may appear as something else)

const NEGATIVE = [
  'call mom',
  'call mom about thanksgiving',
  'the Q3 plan review',
  'top 10 list',
  'room 101',
  'version 2.0',
  '5 people',
  'a 30 minute call',
  'email the team about the launch',
  'buy milk',
  'pick up the dry cleaning',
  'draft the proposal for acme',
  'fix bug #42',
  'review PR 1234',
  'read chapter 12',
  'order 3 pizzas for the team',
  'book a table for 4',
  'meet in room 204',
  'we need 2 more chairs',
  'the budget is 5000 dollars',
  'update the v3.2.1 release notes',
  'set up 24/7 on-call coverage',
  '50/50 split on the costs',
  'top 5 priorities for the offsite',
  'print 20 copies of the deck',
  "it's on the 3rd floor",
  'meet at gate 12',
  'call extension 4412',
  'add sam to the invite',
  'cancel my gym membership',
  'rename the event to planning',
  'find a free slot',
  'share the doc with priya',
  'send the slides to omar',
  'invite dana and leo',
  'make it a video call',
  'add a zoom link',
  'move it to the big conference room',
  'decline the invite',
  'accept the invite from ken',
  'set the location to 221B Baker Street',
  'you may want to invite ken too',
  'notes from when i sat down with the vendor',
  'call Sun Life about the claim',
  'book a room for the 4 of us',
  'onboard the 3 new hires',
  'shortlist the top 3 candidates',
  'is there a 10 percent discount',
  'zip code 10001',
  'a 45 minute workout',
  'block two hours for deep work',
  '1 on 1 with dana',
  'the final score was 3-2',
  'grab a 12-pack of soda',
  'take 2 tablets with water',
  'pi is about 3.14',
  'train for the 1/2 marathon',
  'add 1/4 cup of sugar',
  'route 66 road trip planning',
  'sign up for the 5k',
  'write a second draft',
  'get a second opinion',
  'the first item on the agenda',
  'make a playlist of 90s hits',
  'rent a 4x4 for the trip',
  'a 2 for 1 deal',
  'level 5 clearance form',
  'Can you add Priya to the design review?',
  'what does my calendar look like',
  'please change the title to Budget sync',
  'make the event private',
  'remove the zoom link',
  'the meeting with the 3 vendors',
  'put the address in the notes',
  'who is coming to the kickoff?',
  'thanks, that works!',
  'never mind',
  'invite the whole team (about 25 people)',
  'ask Ken for the Q2 numbers',
  'rsvp yes',
  'color it red',
];
for (const text of NEGATIVE) b.add(text, 'negative', null);

writeTable('dates-embedded', b.rows);
