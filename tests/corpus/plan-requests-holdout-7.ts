// A SEVENTH HELD-OUT plan corpus: requests Kairos was not tuned on, written by hand against
// tests/fixtures/calendars/five-months.json (see tests/corpus/CALENDAR.md) without reading lib/, components/,
// entrypoints/, bin/ or tests/unit, with the same row type, reading conventions and judging as
// tests/corpus/plan-requests.ts. It avoids the phrasings, and where it can the target events, of the six earlier rounds
// (it leans on events they barely touched: the January Team meetings, the January Yoga classes, the Team check-ins of
// 7 and 28 Jan, the Roadmap syncs of 7, 11 and 21 Jan, the Dana check-in of 8 Dec, the Board deck review, Lunch with
// Sam, the Check-in with Lucas, the Deal review: Sakura, the Christmas Eve and New Year's Eve days), and on breadth:
// verbs (scoot, shunt, bump, slide, axe, scratch, strike, call off, knock off, relabel, lengthen, extend, shorten,
// trim, swap, double-book check), time forms ("quarter to twelve", "half past three", "from 2 till 4", "Tuesday
// week", "the Monday after next", "in a fortnight", "2 weeks from today", "the last Friday of January", "the first
// working day of January", "31/12", "27/1", ISO "2027-01-07", "the 3rd of Feb", "3pm London time", "7pm
// London time", "what time in LA"), events named by position ("the penultimate meeting", "the fifth meeting", "the
// thing right before lunch", "whatever's just before the holiday party", "the first meeting after my dentist"), by
// clock ("my 2:30", "my 7am", "my 1:30", "my 6pm"), by person ("the guy from Harbor Point", "Harbor Point's security
// lead", "Mrs. Kim", "the Pacific Design folks", an email), by place ("Bend Studio", "Instituto Cervantes");
// conditions ("if …", "unless …", "in case …", "only if …", "should …"), constraints ("Omar can't do anything before
// 11", "as early as possible", "mornings only"), recurring new events, multi-step messages (2–3 steps), questions
// with and without a question mark, requests that must be asked about and messages that must change nothing.
// Voices: terse notes, chatty, speech-to-text (lowercase, numbers as words, "kairos …", "hey kairos …"), non-native
// English, British, polite corporate, typos, emoji, Slack-style shorthand, long stories with the request buried inside.
//
// A measurement only: it is in no test and not in passing.json.
//   npx tsx tests/corpus/run-plan-corpus.ts --holdout7 [--category X] [--id A,B] [--verbose] [--check]
//
// now = Tue 2026-11-24 09:00 America/New_York. "today" = Tue 24 Nov, "tomorrow" = Wed 25 Nov, "Thursday" = 26 Nov
// (Thanksgiving), "this Friday"/"Friday" = 27 Nov, "this weekend" = Sat 28 – Sun 29 Nov, "Monday" = 30 Nov, "next
// week" = Mon 30 Nov – Sun 6 Dec, "next Wednesday" = 2 Dec, "next Friday" = 4 Dec, "Tuesday week" (British) = Tue
// 1 Dec, "the Monday after next" = Mon 7 Dec, "in a fortnight"/"2 weeks from today" = Tue 8 Dec, "last Friday" =
// Fri 20 Nov, "the last Friday of January" = Fri 29 Jan, "the first working day of January" = Mon 4 Jan (1 Jan is a
// holiday, 2–3 Jan a weekend), "Christmas Eve" = Thu 24 Dec, "Dec 31st"/"31/12" = Thu 31 Dec, "27/1" = Wed 27 Jan,
// "the 3rd of Feb" = Wed 3 Feb 2027 (after the calendar's last event). "Until the holidays"/"until I'm off" = before
// the Out of office block that starts Mon 21 Dec; "after the holidays" = from Mon 4 Jan. A day named by its number
// alone ("the 8th") is the next such date. London is New York + 5 h, Los Angeles New York − 3 h and Tokyo New York +
// 14 h on every date used here.
// Morning = before 12:00, afternoon = 12:00–18:00, evening = from 17:00/18:00; "as early as possible" is judged by a
// window that starts at 08:00 (after the Gym, not before dawn).
// A "meeting" has guests; Gym, classes, Haircut, Dentist, Groceries, Game night, Movie night… are personal;
// "everything"/"clear" includes them. An event named by its title is the next upcoming one with that title.
// "Swap" gives each event the other's start, each keeping its length. A request that names no single event, or no
// time, must be asked about.

import type { CorpusRow, CreateExpectation } from './plan-requests';

import {
  ny,
  win,
  morning,
  afternoon,
  t,
  d,
  anyOf,
  EMAIL,
  del,
  mv,
  to,
  ren,
  make,
  answer,
  asks,
  nothing,
  rows,
} from './plan-row-builders';

/** A weekly or daily new event, one expected occurrence per date. */
function occurrences(dates: string[], time: string, extra: Omit<CreateExpectation, 'start'>): CreateExpectation[] {
  return dates.map((date) => ({ ...extra, start: ny(date, time) }));
}

const AWAY_BLOCK: CreateExpectation[] = [
  {
    title:
      '/travel|trip|flight|fly|out of office|ooo|away|off|vacation|holiday|pto|leave|london|court|witness|unavailable|busy|ski/i',
  },
];

const NO_WORDS = ['no', 'not', "don't", "isn't", "aren't", 'none', 'nothing'];
const YES_WORDS = ['yes', 'free', 'nothing', 'open', 'clear', 'available'];

// ---------------------------------------------------------------------------------------------
// The rows

const TITLE_TARGET = rows('title-target', [
  [
    't7-tt-01',
    'kairos scoot my year end review to half past three',
    mv(to('annualrev1211', '12-11', '15:30')),
    'speech-to-text; Year-end review with Priya Fri 11 Dec 14:00–15:00 → 15:30–16:30, nothing after',
  ],
  [
    't7-tt-02',
    'call off lunch w/ Sam, he’s flying to Denver that week',
    del('lunchsam1202'),
    'Lunch with Sam Wed 2 Dec 12:30, the only one',
  ],
  [
    't7-tt-03',
    "Relabel my check-in with Lucas on the 2nd as 'Lucas pipeline 1:1'",
    ren('lucas1202', 'Lucas pipeline 1:1'),
    'Check-in with Lucas Wed 2 Dec 15:30, not the other check-ins',
  ],
  [
    't7-tt-04',
    'Brightline exec sponsor meeting on the 8th — lengthen it to 90 minutes please, Rachel wants proper time for Q&A',
    mv({ id: 'sponsor1208', start: ny('12-08', '11:00'), minutes: 90 }),
    'Tue 8 Dec 11:00–12:00 → 11:00–12:30, free (Pricing workshop 14:00)',
  ],
  [
    't7-tt-05',
    'shorten the pacific design kickoff to 45 mins',
    mv({ id: 'pacifickick1203', start: ny('12-03', '13:00'), minutes: 45 }),
    'Thu 3 Dec 13:00–14:00 → 13:00–13:45, keeps its start',
  ],
  [
    't7-tt-06',
    'Could you bump the 8th of Jan marketing sync to 2.30?',
    mv(to('marketings0108', '2027-01-08', '14:30')),
    'British date and clock; Marketing sync Fri 8 Jan 13:30–14:00 → 14:30–15:00, nothing after',
  ],
  ['t7-tt-07', 'strike the 2027-01-07 team check-in', del('teamcheckin@2027-01-07'), 'ISO date; Thu 7 Jan 10:00'],
  [
    't7-tt-08',
    'resched the deal reveiw w sakura to 8:30am',
    mv(to('dealsakura1203', '12-03', '08:30')),
    'typos; Deal review: Sakura Thu 3 Dec 09:30–10:00 → 08:30–09:00, free (standup 09:00)',
  ],
  [
    't7-tt-09',
    "knock meal prep off this sunday, I'm eating at my sister's",
    del('mealprep1129'),
    'Meal prep Sun 29 Nov 16:00, the only event that day',
  ],
]);

const POSITION = rows('position', [
  [
    't7-po-01',
    "cancel whatever's right before lunch on Thursday 3 Dec",
    del('demoprep1203'),
    'Thu 3 Dec: Product demo prep 11:30–12:00, then Working lunch: Q1 budget 12:00',
  ],
  [
    't7-po-02',
    'knock off the 5th meeting on Thu 7 Jan',
    del('roadmapsnc0107'),
    'Thu 7 Jan: standup, Harbor Point sync, Team check-in, Marketing sync, Roadmap sync 13:30 (5th), Budget review',
  ],
  [
    't7-po-03',
    'push the penultimate meeting on Thursday 21st Jan to 2pm',
    mv(to('roadmapsnc0121', '2027-01-21', '14:00')),
    'Thu 21 Jan: standup, Team check-in, Marketing sync, Roadmap sync 11:00–12:00, Pacific Design check-in 12:00 (last) → Roadmap sync 14:00–15:00, free',
  ],
  [
    't7-po-04',
    "skip the first meeting after my dentist appointment, I'll still be numb",
    del('salesstandup@2026-12-08'),
    'Dentist Tue 8 Dec 08:00–08:45, then the Sales standup 09:00',
  ],
  [
    't7-po-05',
    "whatever's just before the holiday party, move it into the morning that day",
    mv({ id: 'accountpla1217', window: morning('12-17'), free: true }),
    'Thu 17 Dec: Account planning 17:00–17:45, then Holiday party 18:00; morning free before 09:00, 09:15–10:00, 10:30–12:00',
  ],
  [
    't7-po-06',
    "what's my first meeting of 2027?",
    answer(['standup', anyOf(d('2027-01-04'), 'Monday')]),
    'Sales standup Mon 4 Jan 09:00 (New Year is all-day, Yoga on 2 Jan and the Gym on 4 Jan are personal)',
  ],
  [
    't7-po-07',
    'what is the last meeting I have before my out of office starts',
    answer(['Finance review']),
    'Out of office from Mon 21 Dec; Finance review Fri 18 Dec 14:30 (the weekend has only personal events)',
  ],
  [
    't7-po-08',
    'cancel the meeting after the pricing workshop on the 8th',
    del('sakurapilot1208'),
    'Tue 8 Dec: Pricing workshop 14:00, Spanish class 16:00 (personal, not a meeting), Sakura pilot check-in 18:00',
  ],
  [
    't7-po-09',
    'move the last gym session before christmas to 8am',
    mv(to('gmsession@2026-12-23', '12-23', '08:00')),
    'Gym Wed 23 Dec 07:00–08:00 (none on Fri 25 Dec) → 08:00–09:00, free (standup 09:00)',
  ],
]);

const PERSON = rows('person', [
  [
    't7-pe-01',
    "the guy from Harbor Point asked if we could start friday's call half an hour earlier",
    mv(to('harborcall1127', '11-27', '10:30')),
    'Ben Carter; Partner call with Harbor Point Fri 27 Nov 11:00–11:45 → 10:30–11:15 (Pipeline review ends 10:30)',
  ],
  [
    't7-pe-02',
    "Harbor Point's security lead asked to move our review on the 2nd to 4pm",
    mv(to('secquestions1202', '12-02', '16:00')),
    'Ingrid Olsen (Security): Security questionnaire review Wed 2 Dec 11:00–12:00 → 16:00–17:00 (Check-in with Lucas ends 16:00, Webinar dry run 17:00)',
  ],
  [
    't7-pe-03',
    "Carlos is out all of Wednesday the 2nd. Whatever I've got with him that day, slide it to Monday the 7th in the afternoon",
    mv({ id: 'boarddeck1202', window: afternoon('12-07'), free: true }),
    'Wed 2 Dec with Carlos: Board deck review 14:00–15:00; Mon 7 Dec afternoon free 13:00–14:00, 15:30–16:00, 16:30–18:00',
  ],
  [
    't7-pe-04',
    'Please, the meeting with Mrs. Kim on 25 january, can you put it one hour after?',
    mv(to('productdem0125', '2027-01-25', '14:00')),
    'non-native; Rachel Kim: Product demo Mon 25 Jan 13:00–13:45 → 14:00–14:45, free (1:1 with Priya 16:00)',
  ],
  [
    't7-pe-05',
    "dana's moving house on tue 8 dec, drop my stuff with her that day",
    del('danacheckin@2026-12-08'),
    'Tue 8 Dec: Check-in with Dana is the only event with Dana',
  ],
  [
    't7-pe-06',
    'the Pacific Design folks want the jan 29 check-in at 11 instead',
    mv(to('pacificdes0129', '2027-01-29', '11:00')),
    'Elena and Marcus; Pacific Design check-in Fri 29 Jan 15:00–15:30 → 11:00–11:30, free (Design sync ends 10:30)',
  ],
  [
    't7-pe-07',
    "Hannah has a doctor's appointment the morning of Thu 28 Jan, so move whatever I have with her before noon that day to 2pm",
    mv(to('onboarding0128', '2027-01-28', '14:00')),
    'Thu 28 Jan before noon with Hannah: Onboarding plan review 11:30–12:00 (Roadmap sync starts at 12:00) → 14:00–14:30, free (Pacific Design check-in ends 14:00)',
  ],
  [
    't7-pe-08',
    'Mei asked to bump our Jan 8 design sync by 30 min',
    mv(to('designsnc@2027-01-08', '2027-01-08', '10:30')),
    'Fri 8 Jan Design sync 10:00–10:30 → 10:30–11:00, free (Pacific Design check-in 12:00)',
  ],
  [
    't7-pe-09',
    'rachel.kim@brightline.test asked if the onboarding workshop can start at 3 instead — fine by me, do it',
    mv(to('onboard1201', '12-01', '15:00')),
    'Brightline onboarding workshop Tue 1 Dec 11:00–12:00 → 15:00–16:00, free (Interview ends 14:45, Spanish 16:00)',
  ],
]);

const TIME_SELECTION = rows('time-selection', [
  ['t7-ts-01', 'strike my 2:30 on wed 16 dec', del('onboarding1216'), 'Wed 16 Dec 14:30 Onboarding plan review'],
  [
    't7-ts-02',
    "from 2 till 4 on tuesday the 1st, what've I got",
    answer(['Interview'], ['Haircut']),
    'Tue 1 Dec: Interview: Account executive 14:00–14:45 (Spanish starts at 16:00, Haircut at 18:00)',
  ],
  [
    't7-ts-03',
    'clear the morning of Fri 18 Dec',
    del('gmsession@2026-12-18', 'salesstandup@2026-12-18', 'harborpoin1218', 'designsnc@2026-12-18', 'marketings1218'),
    'Fri 18 Dec before noon: Gym, standup, Harbor Point sync, Design sync, Marketing sync 11:30 (Finance review 14:30 stays)',
  ],
  [
    't7-ts-04',
    'anything at quarter to twelve on dec 10?',
    answer([[...NO_WORDS, 'free']]),
    'Thu 10 Dec: Hiring debrief ends 11:30, Vendor demo at 13:00: nothing at 11:45',
  ],
  [
    't7-ts-05',
    "what's on after 5 on Mon 14 Dec",
    answer(['Account planning'], ['Pottery']),
    'Mon 14 Dec: Account planning 17:00–17:45 (1:1 with Priya ends 16:30)',
  ],
  ['t7-ts-06', "what's my 6pm on the 8th", answer(['Sakura']), 'Tue 8 Dec 18:00 Sakura pilot check-in'],
  [
    't7-ts-07',
    'cancel everything between 9 and 10 on Wed 9 Dec',
    del('salesstandup@2026-12-09', 'hiringsnc@2026-12-09'),
    'Wed 9 Dec: standup 09:00, Hiring sync 09:30 (the Gym ends 08:00, the Interview starts at 10:00)',
  ],
  [
    't7-ts-08',
    'move my 7am on monday the 28th to 8',
    mv(to('gmsession@2026-12-28', '12-28', '08:00')),
    'Gym Mon 28 Dec 07:00–08:00 → 08:00–09:00, free (standup 09:00)',
  ],
  [
    't7-ts-09',
    'my 1:30 on monday jan 11 → 5pm',
    mv(to('roadmapsnc0111', '2027-01-11', '17:00')),
    'Roadmap sync Mon 11 Jan 13:30–14:30 → 17:00–18:00, free (1:1 with Priya ends 16:30)',
  ],
]);

const BULK = rows('bulk', [
  [
    't7-bu-01',
    'axe all the january team meetings, the MLK one is already off',
    del('teammeeting@2027-01-04', 'teammeeting@2027-01-11', 'teammeeting@2027-01-25'),
    'Team meeting 4, 11, 25 Jan (18 Jan is skipped for MLK Day)',
  ],
  [
    't7-bu-02',
    "rename every remaining Onboarding plan review to 'Onboarding sync'",
    {
      changes: {
        renamed: ['onboarding1216', 'onboarding0105', 'onboarding0106', 'onboarding0120', 'onboarding0122', 'onboarding0128'].map(
          (id) => ({ id, title: 'Onboarding sync' }),
        ),
      },
    },
    '16 Dec, 5, 6, 20, 22, 28 Jan (the past ones stay)',
  ],
  [
    't7-bu-03',
    'shunt all my december check-ins with dana to 10:30',
    mv(
      to('danacheckin@2026-12-01', '12-01', '10:30'),
      to('danacheckin@2026-12-08', '12-08', '10:30'),
      to('danacheckin@2026-12-15', '12-15', '10:30'),
      to('danacheckin@2026-12-22', '12-22', '10:30'),
      to('danacheckin@2026-12-29', '12-29', '10:30'),
    ),
    'Check-in with Dana Tuesdays 1, 8, 15, 22, 29 Dec 10:00 → 10:30–11:00; free each day (11:00 meetings on 1, 8, 15 Dec)',
  ],
  [
    't7-bu-04',
    'Bend Studio is closed all of January for renovation 🔨 wipe my classes there',
    del('ogaclass@2027-01-02', 'ogaclass@2027-01-09', 'ogaclass@2027-01-16', 'ogaclass@2027-01-23', 'ogaclass@2027-01-30'),
    'named by place: Yoga class at Bend Studio, Saturdays 2, 9, 16, 23, 30 Jan',
  ],
  [
    't7-bu-05',
    'shorten every Team check-in in December to 15 minutes',
    mv(
      { id: 'teamcheckin@2026-12-03', start: ny('12-03', '10:00'), minutes: 15 },
      { id: 'teamcheckin@2026-12-10', start: ny('12-10', '10:00'), minutes: 15 },
      { id: 'teamcheckin@2026-12-17', start: ny('12-17', '10:00'), minutes: 15 },
    ),
    'Thu 3, 10, 17 Dec 10:00–10:30 → 10:00–10:15 (24 and 31 Dec are skipped)',
  ],
  [
    't7-bu-06',
    'bump all the design reviews left this year to 4pm',
    mv(to('designrev@2026-11-25', '11-25', '16:00'), to('designrev@2026-12-09', '12-09', '16:00')),
    'Design review Wed 25 Nov and Wed 9 Dec 15:30 → 16:00–17:00 (23 Dec is skipped); free both days',
  ],
  [
    't7-bu-07',
    'scratch every marketing sync in jan',
    del('marketings0104', 'marketings0107', 'marketings0108', 'marketings0121', 'marketings0122'),
    'Marketing sync 4, 7, 8, 21, 22 Jan',
  ],
  [
    't7-bu-08',
    'trim my remaining jordan check-ins to 15 min (keep the start times)',
    mv(
      { id: 'jordan1125', start: ny('11-25', '11:30'), minutes: 15 },
      { id: 'jordan1204', start: ny('12-04', '11:30'), minutes: 15 },
    ),
    'Check-in with Jordan Wed 25 Nov and Fri 4 Dec 11:30–12:00 → 11:30–11:45',
  ],
  [
    't7-bu-09',
    'the week of the 14th, move every standup to 8:45',
    mv(
      to('salesstandup@2026-12-14', '12-14', '08:45'),
      to('salesstandup@2026-12-15', '12-15', '08:45'),
      to('salesstandup@2026-12-16', '12-16', '08:45'),
      to('salesstandup@2026-12-17', '12-17', '08:45'),
      to('salesstandup@2026-12-18', '12-18', '08:45'),
    ),
    'Sales standup Mon 14 – Fri 18 Dec 09:00 → 08:45–09:00; the Gym ends 08:00',
  ],
]);

const CONDITION = rows('condition', [
  [
    't7-co-01',
    'only drop the Dana check-in on Tue 22 Dec if I have more than three meetings that day',
    nothing(),
    'Tue 22 Dec: Sales standup and Check-in with Dana = 2 meetings',
  ],
  [
    't7-co-02',
    "if friday's cooking class is still 2 hours, cut it to 90 minutes",
    mv({ id: 'cooking1127', start: ny('11-27', '14:00'), minutes: 90 }),
    'Cooking class Fri 27 Nov 14:00–16:00 → 14:00–15:30',
  ],
  [
    't7-co-03',
    "unless it's a public holiday, put 30 min of 'Inbox zero' at 8am on Mon 18 Jan",
    nothing(),
    'Mon 18 Jan is Martin Luther King Jr. Day',
  ],
  [
    't7-co-04',
    "if Tom's not on the QBR guest list, set up 30 min with him on Thu 10 Dec at 11:30",
    make({ attendees: [EMAIL.tom], start: ny('12-10', '11:30'), minutes: 30 }),
    'Quarterly business review: Rachel, Nina, Sam (no Tom); Thu 10 Dec Hiring debrief ends 11:30, Vendor demo 13:00',
  ],
  [
    't7-co-05',
    "if Ingrid isn't on the Jan 15 Harbor Point sync, cancel it",
    nothing(),
    'Harbor Point sync Fri 15 Jan has Fiona and Ingrid',
  ],
  [
    't7-co-06',
    "If I'm not already seeing Sam on Dec 2, set up lunch with him at 12:30",
    nothing(),
    'Lunch with Sam is already on Wed 2 Dec 12:30',
  ],
  [
    't7-co-07',
    "if fri 11 dec is clear after the year-end review, add 'Team drinks' 4-6 with lucas and jordan 🍻",
    make({ title: '/drinks/i', attendees: [EMAIL.lucas, EMAIL.jordan], start: ny('12-11', '16:00'), minutes: 120 }),
    'Fri 11 Dec: Year-end review with Priya ends 15:00, nothing later',
  ],
  [
    't7-co-08',
    'Should the backend interview on Jan 19 still have Omar Haddad on it, push it to 3:30',
    mv(to('intervieba0119', '2027-01-19', '15:30')),
    'Interview: Backend engineer Tue 19 Jan 14:30–15:30 has Omar Haddad → 15:30–16:30, free',
  ],
  [
    't7-co-09',
    "in case there's nothing on Christmas Eve after the standup, block 10 to 12 for 'Gift wrapping'",
    make({ title: '/gift|wrap/i', start: ny('12-24', '10:00'), minutes: 120 }),
    'Thu 24 Dec: only the Sales standup 09:00–09:15 (and the all-day Out of office)',
  ],
]);

const QUESTION_WHEN = rows('question-when', [
  ['t7-qw-01', "when's the pottery finale", answer([d('2026-12-14')]), 'the Pottery class series ends Mon 14 Dec'],
  ['t7-qw-02', 'what time am i getting my hair cut next week', answer([t('18:00')]), 'Haircut Tue 1 Dec 18:00'],
  [
    't7-qw-03',
    'the Pacific Design check-in on Jan 21, what time is that for Elena in LA?',
    answer([t('09:00')]),
    'Thu 21 Jan 12:00 New York = 09:00 Los Angeles',
  ],
  ['t7-qw-04', 'remind me when the dentist is', answer([d('2026-12-08'), t('08:00')]), 'Dentist Tue 8 Dec 08:00'],
  [
    't7-qw-05',
    "what day is Priya's birthday this year",
    answer([anyOf(d('2026-12-02'), 'Wednesday')]),
    'all-day yearly, Wed 2 Dec',
  ],
  [
    't7-qw-06',
    'how long is the brightline onboarding workshop',
    answer([['1 hour', 'one hour', 'an hour', '60', '1h', '1 h', '1 hr']]),
    'Tue 1 Dec 11:00–12:00',
  ],
  [
    't7-qw-07',
    'when does my out of office end?',
    answer([anyOf(d('2027-01-01'), d('2027-01-02'), d('2027-01-04'), 'New Year')]),
    'Out of office 21 Dec through Fri 1 Jan (end exclusive 2 Jan); back at work Mon 4 Jan',
  ],
  ['t7-qw-08', 'what time does the webinar dry run finish', answer([t('17:30')]), 'Wed 2 Dec 17:00–17:30'],
  [
    't7-qw-09',
    'hey kairos when is the revops conference',
    answer([d('2027-01-12')]),
    'speech-to-text; Conference: RevOps Summit (Austin), all day 12–14 Jan',
  ],
]);

const QUESTION_COUNT = rows('question-count', [
  ['t7-qc-01', 'how many yoga classes are left this year', answer([['5', 'five']]), 'Sat 28 Nov, 5, 12, 19, 26 Dec'],
  ['t7-qc-02', 'How many 1:1s with Priya did I have in October?', answer([['4', 'four']]), 'Mon 5, 12, 19, 26 Oct'],
  [
    't7-qc-03',
    'kairos how many pottery classes have i done so far',
    answer([['11', 'eleven']]),
    'speech-to-text; Mondays 14 Sep – 23 Nov (the 30 Nov, 7 and 14 Dec classes are to come)',
  ],
  [
    't7-qc-04',
    'gym sessions in december — how many?',
    answer([['12', 'twelve']]),
    'Mon/Wed/Fri 2 – 30 Dec, none on Christmas Day',
  ],
  [
    't7-qc-05',
    'how many evenings in december do i have something on after 6pm',
    answer([['4', 'four']]),
    'Haircut 1 Dec 18:00, Sakura pilot check-in 8 Dec 18:00, Holiday party 17 Dec 18:00, Dinner with friends 20 Dec 19:00',
  ],
  [
    't7-qc-06',
    'how many brightline meetings next week?',
    answer([['4', 'four']]),
    'Brightline onboarding workshop 1 Dec, Customer call: Brightline 3 Dec, Brightline escalation and Quarterly business review 4 Dec',
  ],
  [
    't7-qc-07',
    'how many sundays in january have nothing on at all',
    answer([anyOf(['1', 'one'], d('2027-01-03'))]),
    'Sun 3 Jan is empty; 10 and 24 Jan Groceries, 17 Jan Movie night, 31 Jan Groceries',
  ],
  [
    't7-qc-08',
    'how many hours of meetings do I have next Friday?',
    answer([
      [
        '6 hours 45',
        '6 hours and 45',
        '6h45',
        '6h 45',
        '6 h 45',
        '6.75',
        '6 hrs 45',
        '6 hr 45',
        '405',
        'six hours and forty-five',
        'six and three-quarter',
        '6¾',
      ],
    ]),
    'Fri 4 Dec, the ten meetings (not the Gym): 15+30+30+60+30+60+60+30+60+30 = 405 min',
  ],
  [
    't7-qc-09',
    'how many times have we done the Brightline pricing call since september',
    answer([['10', 'ten']]),
    '2, 10, 29 Sep, 6, 12, 15 Oct, 2, 5, 6, 18 Nov',
  ],
]);

const QUESTION_AGENDA = rows('question-agenda', [
  [
    't7-qa-01',
    "What's on Tuesday week?",
    answer(['onboarding workshop', 'Pricing page', 'Interview']),
    'British "Tuesday week" = Tue 1 Dec: standup, Check-in with Dana, Brightline onboarding workshop, Pricing page review, Interview: Account executive, Spanish, Haircut',
  ],
  [
    't7-qa-02',
    "what's the plan for 27/1",
    answer(['Harbor Point', 'Budget review']),
    'day-first date; Wed 27 Jan: Gym, standup, Harbor Point sync, Budget review',
  ],
  [
    't7-qa-03',
    'anything on the 3rd of Feb?',
    answer([['nothing', 'free', 'no events', 'clear', "don't", 'empty', 'not', 'no meetings']]),
    'Wed 3 Feb 2027: the calendar has nothing after Sun 31 Jan',
  ],
  [
    't7-qa-04',
    'what does the last friday of january look like',
    answer(['Design sync', 'Pacific Design', 'Roadmap sync']),
    'Fri 29 Jan: Gym, standup, Design sync, Pacific Design check-in, Roadmap sync',
  ],
  [
    't7-qa-05',
    'what did I have on last Friday',
    answer(['Deal desk', anyOf('Lunch & learn', 'Lunch and learn', 'learn')]),
    'Fri 20 Nov: Gym, standup, Design sync, Lunch & learn: pricing, Deal desk',
  ],
  [
    't7-qa-06',
    'walk me through thursday 17 december',
    answer(['Pacific Design', 'Holiday party']),
    'Thu 17 Dec: standup, Team check-in, Pacific Design check-in, Spanish, Account planning, Holiday party',
  ],
  [
    't7-qa-07',
    "what's on 2 weeks from today",
    answer(['Dentist', 'sponsor', 'Pricing workshop']),
    'Tue 8 Dec: Dentist, standup, Check-in with Dana, Brightline exec sponsor meeting, Pricing workshop, Spanish, Sakura pilot check-in',
  ],
  [
    't7-qa-08',
    'anything on this weekend? 🙏',
    answer(['Game night', 'Meal prep']),
    'Sat 28 Nov Yoga and Game night, Sun 29 Nov Meal prep',
  ],
  [
    't7-qa-09',
    'Please, which is my program for Monday 14 December?',
    answer(['Roadmap sync', 'Pottery', 'Account planning']),
    'non-native; Mon 14 Dec: Gym, standup, Roadmap sync, Team meeting, Pottery class, 1:1 with Priya, Account planning',
  ],
]);

const QUESTION_FREE = rows('question-free', [
  [
    't7-qf-01',
    'am I free at 3pm London time on Friday 18 Dec?',
    answer([anyOf('Design sync', 'busy', 'not free', 'no,', 'no.')]),
    '15:00 London = 10:00 New York; Design sync 10:00–10:30',
  ],
  [
    't7-qf-02',
    'is there a full free hour anywhere between 9 and 5 on Thu 3 Dec',
    answer([[...NO_WORDS, 'packed', 'fully booked']]),
    'Thu 3 Dec 09:00–17:00: the longest gaps are 14:30–15:00 and 09:15–09:30',
  ],
  [
    't7-qf-03',
    'double-book check: any clashes anywhere in my january?',
    answer([NO_WORDS]),
    'no two events overlap in January (back-to-back 1:1 / Marketing sync / Budget review on 4 Jan do not overlap)',
  ],
  [
    't7-qf-04',
    'earliest 45 min gap on Mon 30 Nov afternoon?',
    answer([t('12:00')]),
    'Mon 30 Nov: Team meeting ends 12:00, Pottery at 14:00',
  ],
  [
    't7-qf-05',
    'could I squeeze a 30 min call in on christmas eve',
    answer([YES_WORDS]),
    'Thu 24 Dec: only the Sales standup 09:00–09:15',
  ],
  [
    't7-qf-06',
    'is the evening of Sat 23 Jan free',
    answer([anyOf('Movie night', 'busy', 'not free', 'no,', 'no.')]),
    'Sat 23 Jan: Movie night 19:00–21:30',
  ],
  [
    't7-qf-07',
    'am i free between 12 and 3 on fri 15 jan',
    answer([YES_WORDS]),
    'Fri 15 Jan: Harbor Point sync ends 12:00, Budget review 15:00',
  ],
  [
    't7-qf-08',
    "what's my longest free stretch between 9 and 6 on thu 10 dec",
    answer([t('14:00')]),
    'Thu 10 Dec: free 14:00–16:00 (2 h); the others are 11:30–13:00, 17:00–18:00, 09:15–10:00',
  ],
  ['t7-qf-09', 'can I do 2 hours sunday morning jan 31', answer([YES_WORDS]), 'Sun 31 Jan: only Groceries 14:30'],
]);

const QUESTION_WHO = rows('question-who', [
  [
    't7-qo-01',
    "who's coming to the brightline escalation",
    answer(['Tom', 'Sam', 'Omar']),
    'Fri 4 Dec: Omar Said, Tom Gallagher, Sam Okafor',
  ],
  ['t7-qo-02', "who's in the deal review on the 3rd", answer(['Lucas', 'Jordan']), 'Deal review: Sakura Thu 3 Dec'],
  [
    't7-qo-03',
    'is anyone from Pacific Design at the kickoff besides Elena?',
    answer(['Marcus']),
    'Pacific Design kickoff Thu 3 Dec: Elena Rossi, Marcus Johnson (and Mei from Kairos)',
  ],
  [
    't7-qo-04',
    'who am i having lunch with next week',
    answer(['Sam', 'Omar', anyOf('Carlos', 'Priya')]),
    'Lunch with Sam 2 Dec, Working lunch: Q1 budget (Carlos, Priya) 3 Dec, Lunch with Omar 4 Dec; Lunch with Mom 6 Dec is personal',
  ],
  [
    't7-qo-05',
    "who's on the panel for the product designer interview",
    answer(['Mei', 'Hannah']),
    'Interview: Product designer Thu 3 Dec',
  ],
  [
    't7-qo-06',
    'Which of my Brightline contacts will be at the exec sponsor meeting?',
    answer(['Rachel', 'Tom', 'Nina', 'Omar']),
    'Tue 8 Dec: Omar Said, Rachel Kim, Tom Gallagher, Nina Petrova (and Sam, Priya from Kairos)',
  ],
  [
    't7-qo-07',
    'does priya come to the jan 26 finance review?',
    answer([['yes', 'she is', 'she does', 'Priya Natarajan']]),
    'Finance review Tue 26 Jan: Carlos, Priya',
  ],
  [
    't7-qo-08',
    'who joined the lunch & learn on the 20th',
    answer(['Hannah', 'Mei', 'Omar']),
    'Lunch & learn: pricing Fri 20 Nov: Hannah, Omar Haddad, Mei',
  ],
  [
    't7-qo-09',
    'whose is the 9:30 on the 7th of december',
    answer(['Lucas', 'Jordan', 'Carlos']),
    'British date; Forecast review Mon 7 Dec 09:30',
  ],
]);

const QUESTION_NEXT_LAST = rows('question-next-last', [
  [
    't7-qn-01',
    'when did I last have lunch with Carlos?',
    answer([d('2026-11-16')]),
    'Lunch with Carlos Mon 16 Nov (he declined the Team lunch; the Working lunch on 3 Dec is to come)',
  ],
  [
    't7-qn-02',
    "when's my next sakura call",
    answer([anyOf(d('2026-11-30'), 'Monday')]),
    'Sakura Systems sync Mon 30 Nov 19:00 (the pilot check-in is 8 Dec)',
  ],
  ['t7-qn-03', 'last time I went to the farmers market?', answer([d('2026-11-21')]), 'Sat 21 Nov'],
  ['t7-qn-04', 'when did i last get the car serviced', answer([d('2026-11-08')]), 'Car service Sun 8 Nov'],
  [
    't7-qn-05',
    "first 1:1 with priya after I'm back from the holidays?",
    answer([d('2027-01-04')]),
    'Mon 4 Jan 16:00 (the ones on 21 and 28 Dec fall in the Out of office)',
  ],
  ['t7-qn-06', 'When was the most recent Brightline pricing call?', answer([d('2026-11-18')]), 'Wed 18 Nov 13:00'],
  [
    't7-qn-07',
    'when am I next at Instituto Cervantes',
    answer([anyOf('today', t('16:00'))]),
    'named by place: Spanish class today 16:00',
  ],
  [
    't7-qn-08',
    'when did i last see kenji',
    answer([d('2026-11-13')]),
    'Sakura Systems sync Fri 13 Nov 19:30 (30 Nov is to come)',
  ],
  ['t7-qn-09', 'last expense report review was when', answer([d('2026-11-19')]), 'Expense report review Thu 19 Nov'],
]);

const MULTI_INTENT = rows('multi-intent', [
  [
    't7-mi-01',
    'axe the marketing sync on the 4th of January and slide the budget review that day into its spot',
    {
      changes: {
        deleted: ['marketings0104'],
        moved: [to('budgetrevi0104', '2027-01-04', '16:30')],
      },
    },
    'Mon 4 Jan: Marketing sync 16:30–17:00 goes; Budget review 17:00–17:30 → 16:30–17:00',
  ],
  [
    't7-mi-02',
    'move game night to 8 and tell me what else is on that saturday',
    { changes: { moved: [to('gamenight1128', '11-28', '20:00')] }, answerIncludes: ['Yoga'] },
    'Game night Sat 28 Nov 19:00–22:00 → 20:00–23:00; Yoga class 09:00',
  ],
  [
    't7-mi-03',
    "who's on the hiring debrief? also extend it to 45 min",
    {
      changes: { moved: [{ id: 'debrief1210', start: ny('12-10', '11:00'), minutes: 45 }] },
      answerIncludes: ['Priya', 'Jordan', 'Lucas'],
    },
    'Hiring debrief Thu 10 Dec 11:00–11:30 → 11:00–11:45, free (Vendor demo 13:00)',
  ],
  [
    't7-mi-04',
    "Monday 7 Dec: 1) cancel the forecast review 2) 1:1 with Priya to 3:30 3) put 30 min 'Inbox' at 9:30",
    {
      changes: {
        deleted: ['forecast1207'],
        moved: [to('oneonepri@2026-12-07', '12-07', '15:30')],
        created: [{ title: '/inbox/i', start: ny('12-07', '09:30'), minutes: 30 }],
      },
    },
    'Mon 7 Dec: Forecast review 09:30–10:00 goes; 1:1 with Priya 16:00 → 15:30–16:00 (Pottery ends 15:30); Inbox in the freed 09:30 slot',
  ],
  [
    't7-mi-05',
    'swap the hiring sync and the harbor point sync on wed 16 dec',
    mv(to('hiringsnc@2026-12-16', '12-16', '10:00'), to('harborpoin1216', '12-16', '09:30')),
    'Hiring sync 09:30–10:00 and Harbor Point sync 10:00–10:30, both 30 min',
  ],
  [
    't7-mi-06',
    'is anyone from Brightline on the Dec 15 product demo? if so push it to noon',
    { changes: { moved: [to('productdem1215', '12-15', '12:00')] }, answerIncludes: ['Rachel'] },
    'Product demo Tue 15 Dec 11:00–11:45 has Rachel Kim → 12:00–12:45, free (Account planning 14:30)',
  ],
  [
    't7-mi-07',
    "scrap the standup on wed jan 13 (I'm travelling) and tell me how many meetings I've still got that week",
    { changes: { deleted: ['salesstandup@2027-01-13'] }, answerIncludes: [['14', 'fourteen']] },
    'Mon 11 – Sun 17 Jan: 15 meetings (6 on Mon, 2 Tue, 1 Wed, 2 Thu, 4 Fri), 14 after the Wed 13 Jan standup goes; Yoga and Movie night are personal',
  ],
  [
    't7-mi-08',
    'kairos move my haircut to seven pm and put groceries on the saturday after at ten for an hour',
    {
      changes: {
        moved: [to('haircut1201', '12-01', '19:00')],
        created: [{ title: '/grocer/i', start: ny('12-05', '10:00'), minutes: 60 }],
      },
    },
    'speech-to-text; Haircut Tue 1 Dec 18:00–18:45 → 19:00–19:45; Sat 5 Dec: Yoga ends 10:00, Holiday shopping 13:00',
  ],
  [
    't7-mi-09',
    "block 'Focus time' 2-4 on wed 9 dec, and if that hits anything move it to the thursday",
    {
      changes: {
        created: [{ title: '/focus/i', start: ny('12-09', '14:00'), minutes: 120 }],
        moved: [{ id: 'designrev@2026-12-09', day: '2026-12-10', free: true }],
      },
    },
    'Wed 9 Dec: Offsite planning ends 14:00, Design review 15:30–16:30 overlaps → Thu 10 Dec, free 11:30–13:00, 14:00–16:00, from 17:00',
  ],
]);

const SEED = rows('seed', [
  [
    't7-se-01',
    "new year, new me: 45 min 'Run' at 7:30am every Tuesday and Thursday in January",
    make(
      ...occurrences(
        ['2027-01-05', '2027-01-07', '2027-01-12', '2027-01-14', '2027-01-19', '2027-01-21', '2027-01-26', '2027-01-28'],
        '07:30',
        { title: '/run/i', minutes: 45 },
      ),
    ),
    'recurring: Tue/Thu 5 – 28 Jan; the standup is at 09:00, the RevOps conference on 12–14 Jan is all-day',
  ],
  [
    't7-se-02',
    "I'll be in London for Harbor Point on Mon 11 Jan. Cancel everything that day except the product demo — I'll take that one remotely at 7pm London time",
    {
      changes: {
        deleted: [
          'gmsession@2027-01-11',
          'salesstandup@2027-01-11',
          'teammeeting@2027-01-11',
          'intervieba0111',
          'roadmapsnc0111',
          'oneonepri@2027-01-11',
        ],
        moved: [to('productdem0111', '2027-01-11', '14:00')],
        mayCreate: AWAY_BLOCK,
      },
    },
    'Mon 11 Jan: Gym, standup, Team meeting, Interview, Roadmap sync, 1:1 with Priya go; Product demo 14:30 → 19:00 London = 14:00 New York (the Roadmap sync it would have hit is cancelled)',
  ],
  [
    't7-se-03',
    "set up a weekly 'Pipeline hygiene' with Lucas and Jordan, Fridays 4–4:30, from next Friday until I'm off for the holidays",
    make(
      ...occurrences(['12-04', '12-11', '12-18'], '16:00', {
        title: '/pipeline hygiene/i',
        minutes: 30,
        attendees: [EMAIL.lucas, EMAIL.jordan],
      }),
    ),
    'recurring: Fri 4, 11, 18 Dec (Out of office from 21 Dec); QBR ends 16:00 and Week wrap-up starts 16:30 on the 4th',
  ],
  [
    't7-se-04',
    "my parents are visiting from the 26th to the 30th of December. Put 'Parents visiting' on those days, all day, and cancel the gym while they're here",
    {
      changes: {
        deleted: ['gmsession@2026-12-28', 'gmsession@2026-12-30'],
        created: [{ title: '/parents/i', allDay: '2026-12-26' }],
        mayCreate: ['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30'].map((x) => ({
          title: '/parents/i',
          allDay: x,
        })),
      },
    },
    'one all-day event from Sat 26 Dec (one-day events per day are accepted too); Gym Mon 28 and Wed 30 Dec (Yoga on the 26th is no gym)',
  ],
  [
    't7-se-05',
    "so I've been called as a witness (long story, nothing bad) and have to be at the courthouse Wed 6 Jan from 8 till 5. Clear my meetings in that window, but the design review should go to Thursday afternoon wherever it fits",
    {
      changes: {
        deleted: ['salesstandup@2027-01-06', 'onboarding0106', 'pacificdes0106'],
        moved: [{ id: 'designrev@2027-01-06', window: afternoon('2027-01-07'), free: true }],
        mayCreate: AWAY_BLOCK,
      },
    },
    'Wed 6 Jan 08:00–17:00: standup, Onboarding plan review, Pacific Design check-in go (the Gym 07:00–08:00 is outside and personal); Thu 7 Jan afternoon free 12:00–13:00, 15:30–18:00',
  ],
  [
    't7-se-06',
    "My daughter's school play is Thursday 10 Dec from 1 to 4 and we're going out for dinner after. Put 'School play' in, skip Spanish that day, and move any meeting I have from 1 on to Friday wherever there's room",
    {
      changes: {
        created: [{ title: '/play/i', start: ny('12-10', '13:00'), minutes: 180 }],
        deleted: ['spanishclass@2026-12-10'],
        moved: [{ id: 'vendordemo1210', day: '2026-12-11', free: true }],
        mayCreate: [{ title: '/dinner/i' }],
      },
    },
    'Thu 10 Dec from 13:00: Vendor demo: Pacific Design 13:00–14:00 (a meeting), Spanish class 16:00; Fri 11 Dec free 12:00–14:00, from 15:00',
  ],
  [
    't7-se-07',
    'Book three 30-min intro calls on Tue 5 Jan: Lucas at 1, Jordan at 1:30 and Dana at 2',
    make(
      { attendees: [EMAIL.lucas], start: ny('2027-01-05', '13:00'), minutes: 30 },
      { attendees: [EMAIL.jordan], start: ny('2027-01-05', '13:30'), minutes: 30 },
      { attendees: [EMAIL.dana], start: ny('2027-01-05', '14:00'), minutes: 30 },
    ),
    'Tue 5 Jan: Interview ends 12:00, Budget review 14:30',
  ],
  [
    't7-se-08',
    "Kenji and Yuki are in New York the week of Jan 25 🗽 set up 'Sakura onsite' 1–3pm on the Tuesday and the Wednesday that week, with both of them",
    make(
      ...occurrences(['2027-01-26', '2027-01-27'], '13:00', {
        title: '/sakura/i',
        minutes: 120,
        attendees: [EMAIL.kenji, EMAIL.yuki],
      }),
    ),
    'Tue 26 Jan (Check-in with Dana ends 10:30, Finance review 16:00), Wed 27 Jan (Budget review ends 12:30)',
  ],
  [
    't7-se-09',
    "taking the kids skiing Thu 28 – Fri 29 Jan ⛷️ cancel everything on both days, gym included, and mark them as 'Ski trip' all day",
    {
      changes: {
        deleted: [
          'salesstandup@2027-01-28',
          'teamcheckin@2027-01-28',
          'onboarding0128',
          'roadmapsnc0128',
          'pacificdes0128',
          'gmsession@2027-01-29',
          'salesstandup@2027-01-29',
          'designsnc@2027-01-29',
          'pacificdes0129',
          'roadmapsnc0129',
        ],
        created: [{ title: '/ski/i', allDay: '2027-01-28' }],
        mayCreate: [{ title: '/ski/i', allDay: '2027-01-29' }],
      },
    },
    'Thu 28 Jan: standup, Team check-in, Onboarding plan review, Roadmap sync, Pacific Design check-in; Fri 29 Jan: Gym, standup, Design sync, Pacific Design check-in, Roadmap sync',
  ],
]);

const CREATE = rows('create', [
  [
    't7-cr-01',
    'set up 30 min with Fiona on Mon 7 Dec at 3pm London time',
    make({ attendees: [EMAIL.fiona], start: ny('12-07', '10:00'), minutes: 30 }),
    '15:00 London = 10:00 New York; Forecast review ends 10:00, Team meeting 11:00',
  ],
  [
    't7-cr-02',
    "book an hour with Omar Haddad on Tue 15 Dec — he can't do anything before 11",
    make({ attendees: [EMAIL.omarH], window: win('12-15', '11:00', '18:00'), minutes: 60, free: true }),
    'Tue 15 Dec from 11:00: Product demo 11:00–11:45, Account planning 14:30–15:15, Spanish 16:00, Finance review 17:00; a free hour only in 11:45–14:30',
  ],
  [
    't7-cr-03',
    'grab 30 mins with Carlos as early as possible on Friday 18 Dec',
    make({ attendees: [EMAIL.carlos], window: win('12-18', '08:00', '11:00'), minutes: 30, free: true }),
    'Fri 18 Dec: Gym until 08:00, then free 08:00–09:00 (standup, Harbor Point sync, Design sync until 10:30)',
  ],
  [
    't7-cr-04',
    'find 45 min with Hannah next Wednesday, mornings only pls',
    make({ attendees: [EMAIL.hannah], window: morning('12-02'), minutes: 45, free: true }),
    'Wed 2 Dec morning: free 08:00–09:00 and 10:00–11:00 (Hiring sync 09:30, Security questionnaire review 11:00)',
  ],
  [
    't7-cr-05',
    "put 'Call the accountant' on 2027-01-12 at 1pm for 45 min",
    make({ title: '/accountant/i', start: ny('2027-01-12', '13:00'), minutes: 45 }),
    'ISO date; Tue 12 Jan, the all-day RevOps conference does not block',
  ],
  [
    't7-cr-06',
    "NYE party at Jess's, 31/12 from 9pm till 1am 🎆",
    make({ title: '/nye|party|jess/i', start: ny('12-31', '21:00'), minutes: 240 }),
    'day-first date; Thu 31 Dec 21:00 – Fri 1 Jan 01:00',
  ],
  [
    't7-cr-07',
    'lunch with Priya in a fortnight, 12:30',
    make({ attendees: [EMAIL.priya], start: ny('12-08', '12:30') }),
    '"in a fortnight" = Tue 8 Dec; exec sponsor meeting ends 12:00, Pricing workshop 14:00',
  ],
  [
    't7-cr-08',
    "'Quarter close prep' with Carlos the Monday after next, 1pm, one hour",
    make({ title: '/quarter close/i', attendees: [EMAIL.carlos], start: ny('12-07', '13:00'), minutes: 60 }),
    'Mon 7 Dec: Lunch with Dana ends 13:00, Pottery 14:00',
  ],
  [
    't7-cr-09',
    "Dear Kairos, kindly schedule a 'Kickoff 2027' with Priya, Dana and Mei at 10am on the first working day of January. Many thanks.",
    make({ title: '/kickoff/i', attendees: [EMAIL.priya, EMAIL.dana, EMAIL.mei], start: ny('2027-01-04', '10:00') }),
    'polite corporate; Mon 4 Jan (1 Jan holiday, 2–3 Jan weekend); Harbor Point sync ends 10:00, Team meeting 11:00',
  ],
  [
    't7-cr-10',
    "'Quarterly taxes' sat 16 jan from 2 till 4",
    make({ title: '/tax/i', start: ny('2027-01-16', '14:00'), minutes: 120 }),
    'Sat 16 Jan: Yoga ends 10:00',
  ],
]);

const AMBIGUOUS = rows('ambiguous', [
  [
    't7-am-01',
    'move the sync to 3',
    asks(),
    'Design sync, Hiring sync, Harbor Point sync, Roadmap sync, Marketing sync, Sakura Systems sync…',
  ],
  [
    't7-am-02',
    'cancel the check-in next week',
    asks(),
    'next week: Check-in with Dana 1 Dec, Check-in with Lucas 2 Dec, Team check-in 3 Dec, Check-in with Jordan 4 Dec',
  ],
  ['t7-am-03', 'reschedule my 1:1 on monday', asks(), '1:1 with Priya Mon 30 Nov 16:00, but no new time'],
  ['t7-am-04', 'hey kairos push it to next week', asks(), 'no event named before'],
  [
    't7-am-05',
    'can the thing with hannah happen later',
    asks(),
    'Hannah is in dozens of events (Hiring sync, Sprint planning, Team lunch, Design review… tomorrow alone)',
  ],
  [
    't7-am-06',
    "move friday's meeting to monday",
    asks(),
    'Fri 27 Nov: Pipeline review and Partner call with Harbor Point; and no time on Monday',
  ],
  ['t7-am-07', 'set up lunch with sam sometime', asks(), 'no day or time'],
  [
    't7-am-08',
    'change the time of the review on the 4th',
    asks(),
    'Fri 4 Dec: Roadmap review, Harbor Point contract review, Quarterly business review; and no new time',
  ],
  [
    't7-am-09',
    'scrap the brightline one pls',
    asks(),
    'Brightline renewal call today, Brightline contract review tomorrow, onboarding workshop, escalation…',
  ],
]);

const NEGATIVE = rows('negative', [
  ['t7-ne-01', 'lol the deal desk on the 4th is gonna be brutal', nothing(), 'venting'],
  ['t7-ne-02', 'FYI Rachel moved her flight, she still lands well before the QBR', nothing(), 'a report, no request'],
  ['t7-ne-03', 'never mind about the haircut, leave it where it is', nothing(), 'a request taken back'],
  ['t7-ne-04', 'do NOT touch anything on the 17th, it’s party day 🎉', nothing(), 'forbids changes'],
  ['t7-ne-05', 'Merci beaucoup !', nothing()],
  [
    't7-ne-06',
    "Sam says he's cancelling his gym membership in January, lol",
    nothing(),
    "someone else's gym; my Gym sessions stay",
  ],
  [
    't7-ne-07',
    "what would happen if I moved the board deck review to 4? don't actually do it",
    nothing(),
    'a hypothetical: answering is fine, moving is not',
  ],
  [
    't7-ne-08',
    'I was thinking of axing the turkey trot but my sister would never forgive me, so it stays',
    nothing(),
    'a request taken back in the same breath',
  ],
  [
    't7-ne-09',
    "ugh. the sales meeting tomorrow. priya's going to grill me on pipeline and jordan STILL hasn't updated the CRM, I've asked him three times this week. whatever, I'll wing it",
    nothing(),
    'venting',
  ],
  ['t7-ne-10', '👍', nothing()],
]);

export const HOLDOUT_7_CORPUS: CorpusRow[] = [
  ...TITLE_TARGET,
  ...POSITION,
  ...PERSON,
  ...TIME_SELECTION,
  ...BULK,
  ...CONDITION,
  ...QUESTION_WHEN,
  ...QUESTION_COUNT,
  ...QUESTION_AGENDA,
  ...QUESTION_FREE,
  ...QUESTION_WHO,
  ...QUESTION_NEXT_LAST,
  ...MULTI_INTENT,
  ...SEED,
  ...CREATE,
  ...AMBIGUOUS,
  ...NEGATIVE,
];
