// A SIXTH HELD-OUT plan corpus: requests Kairos was not tuned on, written by hand against
// tests/fixtures/calendars/five-months.json (see tests/corpus/CALENDAR.md) without reading lib/, components/,
// entrypoints/, bin/ or tests/unit, with the same row type, reading conventions and judging as
// tests/corpus/plan-requests.ts. It avoids the phrasings, and where it can the target events, of the five earlier rounds
// (it leans on January and on events the earlier rounds barely touched: the Q1 planning kickoff, the working lunch, the
// turkey trot, movie nights, the January design syncs, onboarding plan reviews, product demos and Harbor Point syncs),
// and on breadth: verbs (shift, slide, push back, bring forward, scrap, ditch, kill, drop, bin, nuke, reschedule, retitle,
// tack on, pencil in, block off), time forms ("first thing", "end of day", "after lunch", "10ish", "1700", "16:00 on
// 26/01", German "17.12.", "the 2nd of next month", "a week from friday", "the week of Jan 4", Boxing Day, MLK weekend),
// events named by place ("Bend Studio", "Equinox", "Room 4B", "Dr. Patel's"), by position ("the fourth meeting", "the
// second-to-last thing", "whatever sits just before my Priya 1:1", "straight after standup"), by clock ("my 10:30",
// "my 1700"), by person (email, "the engineering Omar", a person named first and "her" after); conditions ("if …",
// "unless …", "provided …"), constraints about other people ("Marcus won't do anything before 10 his time", "Priya is
// cutting late meetings"), recurring new events, multi-step messages (2–3 steps), questions with and without a question
// mark, requests that must be asked about and messages that must change nothing. Voices: terse notes, chatty,
// speech-to-text (lowercase, numbers as words, "kairos …"), non-native English, British, polite corporate, typos, emoji,
// long stories with the request buried inside.
//
// A measurement only: it is in no test and not in passing.json.
//   npx tsx tests/corpus/run-plan-corpus.ts --holdout6 [--category X] [--id A,B] [--verbose] [--check]
//
// now = Tue 2026-11-24 09:00 America/New_York. "today" = Tue 24 Nov, "tomorrow" = Wed 25 Nov, "Thursday" = 26 Nov
// (Thanksgiving), "this Friday"/"Friday"/"the day after Thanksgiving" = 27 Nov, "Monday" = 30 Nov, "next week" =
// Mon 30 Nov – Sun 6 Dec, "next Thursday" = 3 Dec, "next Friday" = "a week from Friday" = Fri 4 Dec, "the 2nd of next
// month" = Wed 2 Dec, "last week" = 16–22 Nov, "the week of Jan 4" = Mon 4 – Sun 10 Jan, Boxing Day = Sat 26 Dec,
// "MLK weekend" = Sat 16 – Mon 18 Jan, Christmas Day = Fri 25 Dec, "from the 21st until New Year" = 21 Dec – 1 Jan (the
// Out of office block). A day named by its number alone ("the 14th") is the next such date. Day-first dates ("26/01",
// "17.12.") are read day-first when no other reading exists. London is New York + 5 h and Los Angeles New York − 3 h
// on every date used here.
// "first thing" = before the first commitment of the working day (judged by a window); "end of day" = late afternoon
// (a window from 15:00); "after lunch" = from 13:00; "10ish" = a window 09:30–11:00; morning = before 12:00, afternoon =
// 12:00–18:00, evening = from 17:00.
// A "meeting" has guests; Gym, classes, Haircut, Dentist, Groceries, Movie night… are personal; "everything"/"clear"
// includes them. An event named by its title is the next upcoming one with that title. A request that names no single
// event, or no time, must be asked about.

import type { CorpusRow, CreateExpectation, MoveExpectation } from './plan-requests';

import {
  ny,
  win,
  morning,
  afternoon,
  NEXT_WEEK,
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
      '/travel|trip|flight|fly|out of office|ooo|away|off|vacation|holiday|pto|leave|austin|chicago|hospital|sick|unavailable/i',
  },
];

/** Every timed event on Fri 4 Dec ("next Friday", "a week from Friday"). */
const DEC4_ALL = [
  'gmsession@2026-12-04',
  'salesstandup@2026-12-04',
  'escalation1204',
  'designsnc@2026-12-04',
  'roadmap1204',
  'jordan1204',
  'lunchomar1204',
  'harborcontract1204',
  'dealdesk1204',
  'qbr1204',
  'rapup1204',
];

/** This Friday's (27 Nov) meetings, moved into next week at a free time. */
const FRIDAY_MEETINGS_NEXT_WEEK: MoveExpectation[] = [
  { id: 'pipelinerev1127', window: NEXT_WEEK, free: true },
  { id: 'harborcall1127', window: NEXT_WEEK, free: true },
];

/** The afternoon classes left this month, not on a Monday: Spanish today 16:00 (now is 09:00), Cooking Fri 27 Nov 14:00. */
const CLASSES_THIS_MONTH: MoveExpectation[] = [
  { id: 'spanishclass@2026-11-24', window: win('11-24', '09:00', '12:00'), free: true },
  { id: 'cooking1127', window: morning('11-27'), free: true },
];

const SPANISH_DECEMBER = ['2026-12-01', '2026-12-03', '2026-12-08', '2026-12-10', '2026-12-15', '2026-12-17'];

/** Meetings (guests) from Mon 21 Dec to Fri 1 Jan, the Out of office stretch; Gym and Yoga are personal. */
const HOLIDAY_MEETINGS = [
  'salesstandup@2026-12-21',
  'teammeeting@2026-12-21',
  'oneonepri@2026-12-21',
  'salesstandup@2026-12-22',
  'danacheckin@2026-12-22',
  'salesstandup@2026-12-23',
  'salesstandup@2026-12-24',
  'salesstandup@2026-12-28',
  'teammeeting@2026-12-28',
  'oneonepri@2026-12-28',
  'salesstandup@2026-12-29',
  'danacheckin@2026-12-29',
  'salesstandup@2026-12-30',
  'salesstandup@2026-12-31',
];

// ---------------------------------------------------------------------------------------------
// The rows

const TITLE_TARGET = rows('title-target', [
  [
    't6-tt-01',
    'kairos push the q one planning kickoff back by half an hour',
    mv(to('qkickoff1130', '11-30', '10:00')),
    'speech-to-text ("q one" = Q1); Q1 planning kickoff Mon 30 Nov 09:30–10:30 → 10:00–11:00, free (Team meeting at 11:00)',
  ],
  [
    't6-tt-02',
    'movie night jan 30th 🎬 start it an hour later',
    mv(to('movienight0130', '2027-01-30', '20:00')),
    'emoji; Sat 30 Jan 19:00–21:30 → 20:00–22:30, keeps its length',
  ],
  [
    't6-tt-03',
    "retitle the working lunch next thursday as 'Q1 budget lunch'",
    ren('budgetlunch1203', 'Q1 budget lunch'),
    'Working lunch: Q1 budget, Thu 3 Dec 12:00, the only "working lunch"',
  ],
  ['t6-tt-04', 'ditch the turkey trot, my knee is still wrecked', del('trot1126'), 'Turkey trot 5K Thu 26 Nov 08:00 (upcoming)'],
  [
    't6-tt-05',
    'Would you mind bringing the account planning on the 22nd of January forward to 2.30pm?',
    mv(to('accountpla0122', '2027-01-22', '14:30')),
    'British; Account planning Fri 22 Jan 16:30–17:15 → 14:30–15:15, free (Marketing sync ends 12:30)',
  ],
  ['t6-tt-06', 'kill the onboarding plan review on jan 28th', del('onboarding0128'), 'Thu 28 Jan 11:30, the only one that day'],
  [
    't6-tt-07',
    'mrketing sycn on jan 7th -> noon',
    mv(to('marketings0107', '2027-01-07', '12:00')),
    'typos; Marketing sync Thu 7 Jan 13:00–13:30 → 12:00–12:30, free (Team check-in ends 10:30)',
  ],
  [
    't6-tt-08',
    'my Bend Studio class on sat jan 9, can it be 10:30 instead',
    mv(to('ogaclass@2027-01-09', '2027-01-09', '10:30')),
    'named by place: Yoga class at Bend Studio, Sat 9 Jan 09:00–10:00 → 10:30–11:30 (Dinner with friends at 19:00)',
  ],
  [
    't6-tt-09',
    'The interview for backend engineer of 5 January, I want to make it one hour later please.',
    mv(to('intervieba0105', '2027-01-05', '12:00')),
    'non-native; Interview: Backend engineer Tue 5 Jan 11:00–12:00 → 12:00–13:00, free (Budget review 14:30)',
  ],
]);

const POSITION = rows('position', [
  [
    't6-po-01',
    'shift the last meeting on thursday jan 28 to 3pm',
    mv(to('pacificdes0128', '2027-01-28', '15:00')),
    'Thu 28 Jan: standup, Team check-in, Onboarding plan review, Roadmap sync, Pacific Design check-in 13:30–14:00 (last) → 15:00–15:30',
  ],
  [
    't6-po-02',
    "Bin whatever's straight after standup on Thursday 7th Jan, cheers",
    del('harborpoin0107'),
    'British; Thu 7 Jan: standup 09:00–09:15, Harbor Point sync 09:30',
  ],
  [
    't6-po-03',
    "what's the second-to-last thing on my calendar friday 22 jan",
    answer(['Marketing sync']),
    'no question mark; Fri 22 Jan: Gym, standup, Design sync, Onboarding plan review, Harbor Point sync, Marketing sync 12:00, Account planning 16:30 (last)',
  ],
  [
    't6-po-04',
    'kill whatever sits just before my Priya 1:1 on Mon 28 Dec',
    del('teammeeting@2026-12-28'),
    'Mon 28 Dec: Team meeting 11:00–12:00, then 1:1 with Priya 16:00 (nothing between)',
  ],
  [
    't6-po-05',
    'my fourth meeting on the 1st, an hour earlier please',
    mv(to('pricingpage1201', '12-01', '12:00')),
    'Tue 1 Dec: standup, Check-in with Dana, onboarding workshop, Pricing page review 13:00 (4th) → 12:00–12:30, free',
  ],
  [
    't6-po-06',
    'jan 11: which meeting follows the team meeting?',
    answer(['Backend']),
    'Mon 11 Jan: Team meeting 11:00–12:00, Interview: Backend engineer 12:00',
  ],
  [
    't6-po-07',
    'slide my first meeting after lunch on mon jan 4 to 2:30',
    mv(to('oneonepri@2027-01-04', '2027-01-04', '14:30')),
    'Mon 4 Jan: Team meeting ends 12:00, nothing until 1:1 with Priya 16:00 → 14:30–15:00, free',
  ],
  [
    't6-po-08',
    'push the final meeting on wed 6 january to 5pm',
    mv(to('designrev@2027-01-06', '2027-01-06', '17:00')),
    'Wed 6 Jan: Design review 15:30–16:30 is the last → 17:00–18:00, free',
  ],
]);

const PERSON = rows('person', [
  [
    't6-pe-01',
    "Elena's at a conference in Milan on the 17th, so push my Pacific Design check-in that day to the same time the next day",
    mv(to('pacificdes1217', '12-18', '12:00')),
    'Thu 17 Dec 12:00–12:30 → Fri 18 Dec 12:00–12:30, free (Marketing sync ends 12:00, Finance review 14:30)',
  ],
  [
    't6-pe-02',
    "Hannah's taking a long weekend starting Fri 22 Jan. Drop everything I have with her that day",
    del('designsnc@2027-01-22', 'onboarding0122', 'marketings0122'),
    'Fri 22 Jan with Hannah: Design sync, Onboarding plan review, Marketing sync (not the standup, Harbor Point sync or Account planning)',
  ],
  [
    't6-pe-03',
    'carlos asked to do our jan 19 thing half an hour later',
    mv(to('budgetrevi0119', '2027-01-19', '11:00')),
    'Tue 19 Jan: Budget review 10:30–11:00, his only event that day → 11:00–11:30, free',
  ],
  [
    't6-pe-04',
    'Move my session with the engineering Omar and Hannah on the 28th of Jan to 2:30pm',
    mv(to('roadmapsnc0128', '2027-01-28', '14:30')),
    'Roadmap sync Thu 28 Jan 12:00–13:00 (Hannah, Omar Haddad) → 14:30–15:30; Pacific Design check-in ends 14:00',
  ],
  [
    't6-pe-05',
    "rachel kim wants our jan 11 slot pushed to 4:30, she's got a board thing",
    mv(to('productdem0111', '2027-01-11', '16:30')),
    'Product demo Mon 11 Jan 14:30–15:15 (Omar Haddad, Rachel) → 16:30–17:15; 1:1 with Priya ends 16:30',
  ],
  [
    't6-pe-06',
    "Sam's at a customer site all day Thu 17 Dec — move my account planning with him to Friday morning, wherever there's room",
    mv({ id: 'accountpla1217', window: morning('12-18'), free: true }),
    'Account planning Thu 17 Dec 17:00–17:45; Fri 18 Dec morning free 08:00–09:00, 10:30–11:30',
  ],
  [
    't6-pe-07',
    "mei's out sick on the 21st of jan. cancel my stuff with her",
    del('teamcheckin@2027-01-21', 'marketings0121'),
    'a person named, then "her"; Thu 21 Jan with Mei: Team check-in, Marketing sync (Roadmap sync and Pacific Design check-in have no Mei)',
  ],
  [
    't6-pe-08',
    'reschedule my thing with ingrid@harborpoint.test on 20 jan to 3pm',
    mv(to('harborpoin0120', '2027-01-20', '15:00')),
    'Harbor Point sync Wed 20 Jan 11:30–12:00 → 15:00–15:30; Onboarding plan review ends 14:30, Design review 15:30',
  ],
]);

const TIME_SELECTION = rows('time-selection', [
  ['t6-ts-01', 'what have I got at 16:00 on 26/01?', answer(['Finance review']), 'day-first date; Tue 26 Jan 16:00'],
  ['t6-ts-02', 'scrap my 10:30 on jan 25', del('harborpoin0125'), 'Mon 25 Jan: Harbor Point sync 10:30–11:00'],
  [
    't6-ts-03',
    'clear sunday 17 jan evening, staying in',
    del('movienight0117'),
    'Sun 17 Jan: Movie night 19:00–21:30, the only event',
  ],
  [
    't6-ts-04',
    "what's on before 10 on fri 29 jan",
    answer(['Gym', 'standup'], ['Roadmap', 'Pacific Design']),
    'Fri 29 Jan: Gym 07:00, standup 09:00 (Design sync starts at 10:00)',
  ],
  [
    't6-ts-05',
    "drop the first thing on wed the 13th of jan, I'll be at the airport",
    del('gmsession@2027-01-13'),
    'Wed 13 Jan: Gym 07:00 is first, then the standup',
  ],
  [
    't6-ts-06',
    "what's booked over lunch, 12 to 2, thursday jan 28?",
    answer(['Roadmap sync', 'Pacific Design'], ['Team check-in']),
    'Thu 28 Jan: Roadmap sync 12:00, Pacific Design check-in 13:30',
  ],
  [
    't6-ts-07',
    'my 1700 on 4 jan, make it 1730',
    mv(to('budgetrevi0104', '2027-01-04', '17:30')),
    'Mon 4 Jan: Budget review 17:00–17:30 → 17:30–18:00, free',
  ],
  [
    't6-ts-08',
    'end of day friday dec 11, anything after 4?',
    answer([['nothing', 'free', 'none', "don't have", 'no events', 'no meetings', 'clear', 'not have']]),
    'Fri 11 Dec: Year-end review with Priya ends 15:00, nothing later',
  ],
]);

const BULK = rows('bulk', [
  [
    't6-bu-01',
    "Dana starts parental leave after Friday 18 Dec 🍼 and she's back in February. Cancel our weekly check-ins while she's out.",
    del(
      'danacheckin@2026-12-22',
      'danacheckin@2026-12-29',
      'danacheckin@2027-01-05',
      'danacheckin@2027-01-12',
      'danacheckin@2027-01-19',
      'danacheckin@2027-01-26',
    ),
    'Check-in with Dana, Tuesdays 22 Dec – 26 Jan (not the Onboarding plan reviews or Team meetings she is also in)',
  ],
  [
    't6-bu-02',
    'bring all the january design syncs forward half an hour',
    mv(
      to('designsnc@2027-01-08', '2027-01-08', '09:30'),
      to('designsnc@2027-01-15', '2027-01-15', '09:30'),
      to('designsnc@2027-01-22', '2027-01-22', '09:30'),
      to('designsnc@2027-01-29', '2027-01-29', '09:30'),
    ),
    'Fridays 8, 15, 22, 29 Jan 10:00 → 09:30 (1 Jan is skipped); the standup ends 09:15 each day',
  ],
  [
    't6-bu-03',
    "doing dry january so I'm staying in — wipe every saturday night plan I have in january",
    del('dinnerithf0109', 'movienight0123', 'movienight0130'),
    'Saturday evenings: Dinner with friends 9 Jan, Movie night 23 and 30 Jan (2 and 16 Jan have only the morning Yoga; 17 Jan is a Sunday)',
  ],
  [
    't6-bu-04',
    "rename every Harbor Point sync in December to 'Harbor Point weekly'",
    {
      changes: {
        renamed: ['harborpoin1216', 'harborpoin1218'].map((id) => ({ id, title: 'Harbor Point weekly' })),
      },
    },
    'Wed 16 and Fri 18 Dec',
  ],
  [
    't6-bu-05',
    "switched to grocery delivery, delete all the grocery runs I've still got",
    del('groceries1219', 'groceries0110', 'groceries0124', 'groceries0131'),
    'Groceries 19 Dec, 10, 24, 31 Jan (11 Oct is past)',
  ],
  [
    't6-bu-06',
    'early bird era: every gym session the week of jan 4 → 6am',
    mv(
      to('gmsession@2027-01-04', '2027-01-04', '06:00'),
      to('gmsession@2027-01-06', '2027-01-06', '06:00'),
      to('gmsession@2027-01-08', '2027-01-08', '06:00'),
    ),
    'Gym Mon 4, Wed 6, Fri 8 Jan 07:00 → 06:00',
  ],
  [
    't6-bu-07',
    'Pacific Design is pausing the engagement. Please cancel every meeting I have with Elena or Marcus in December.',
    del('pacifickick1203', 'designrev@2026-12-09', 'vendordemo1210', 'pacificdes1217'),
    'December events with Elena/Marcus: Pacific Design kickoff 3 Dec, Design review 9 Dec (they are guests; 23 Dec is skipped), Vendor demo 10 Dec, Pacific Design check-in 17 Dec',
  ],
  [
    't6-bu-08',
    'hiring freeze 🧊 nuke every backend engineer interview that is left',
    del('intervieba0105', 'intervieba0111', 'intervieba0119'),
    'Interview: Backend engineer 5, 11, 19 Jan (the past ones stay)',
  ],
]);

const CONDITION = rows('condition', [
  [
    't6-co-01',
    "Priya's cutting late meetings in January. If she's on the finance review on the 26th, pull it into the morning wherever I'm free.",
    mv({ id: 'financerev0126', window: morning('2027-01-26'), free: true }),
    'Finance review Tue 26 Jan 16:00–17:00 has Priya; morning free before 09:00 and 10:30–12:00',
  ],
  [
    't6-co-02',
    'does anything overlap the holiday party? if so move whatever it is, not the party',
    nothing(),
    'Holiday party Thu 17 Dec 18:00–21:00; Account planning ends 17:45: no clash',
  ],
  [
    't6-co-03',
    "unless I've already got something with Ben Carter the week of the 7th, grab 30 min with him Thu 10 Dec at 3pm",
    make({ attendees: [EMAIL.ben], start: ny('12-10', '15:00'), minutes: 30 }),
    "Ben's only meetings are 27 Nov and 4 Dec; Thu 10 Dec 15:00–15:30 free",
  ],
  [
    't6-co-04',
    'if fri 22 jan ends up with more than 5 meetings, the marketing sync goes',
    del('marketings0122'),
    'Fri 22 Jan: standup, Design sync, Onboarding plan review, Harbor Point sync, Marketing sync, Account planning = 6 (the Gym is no meeting)',
  ],
  [
    't6-co-05',
    "if there's no gym session on christmas day, put a 30 min home workout at 8am",
    make({ title: '/workout|exercise|training|gym/i', start: ny('12-25', '08:00'), minutes: 30 }),
    'the Gym series skips Fri 25 Dec',
  ],
  [
    't6-co-06',
    "If I'm not seeing Tom at all before the QBR, set up a 20 min call with him on Wednesday Dec 2 at 4",
    nothing(),
    'Tom is in the onboarding workshop 1 Dec, the customer call 3 Dec and the escalation 4 Dec, all before the QBR (4 Dec 15:00)',
  ],
  [
    't6-co-07',
    "provided sunday jan 3 is clear after 5, pencil in dinner at Lucia's 7 to 9",
    make({ title: '/dinner|lucia/i', start: ny('2027-01-03', '19:00'), minutes: 120 }),
    'Sun 3 Jan has nothing',
  ],
  [
    't6-co-08',
    "if I'm meeting Ingrid more than twice in December, cancel the Harbor Point sync on the 16th",
    del('harborpoin1216'),
    'Ingrid in December: Security questionnaire review 2 Dec, Harbor Point contract review 4 Dec, Harbor Point syncs 16 and 18 Dec = 4',
  ],
  [
    't6-co-09',
    'unless carlos is in it, scrap the deal desk next friday',
    nothing(),
    'Deal desk Fri 4 Dec has Carlos (and Lucas)',
  ],
]);

const QUESTION_WHEN = rows('question-when', [
  [
    't6-qw-01',
    "when's my next yoga",
    answer([t('09:00'), anyOf(d('2026-11-28'), 'Saturday')]),
    'no question mark; Yoga class Sat 28 Nov 09:00',
  ],
  ['t6-qw-02', "which day's the webinar dry run?", answer([anyOf(d('2026-12-02'), 'Wednesday')]), 'Wed 2 Dec 17:00'],
  ['t6-qw-03', 'what time does game night wrap up', answer([t('22:00')]), 'Sat 28 Nov 19:00–22:00'],
  [
    't6-qw-04',
    'harbor point sync on jan 4, what time is that for Fiona in london',
    answer([t('14:30')]),
    'Mon 4 Jan 09:30 New York = 14:30 London',
  ],
  [
    't6-qw-05',
    'when are the product demos with rachel in january?',
    answer([d('2027-01-11'), d('2027-01-25')]),
    'Product demo Mon 11 Jan 14:30 and Mon 25 Jan 13:00',
  ],
  [
    't6-qw-06',
    'kairos what time is pottery on the seventh',
    answer([t('14:00')]),
    'speech-to-text; Pottery class Mon 7 Dec 14:00',
  ],
  [
    't6-qw-07',
    'how long is the holiday party going on for',
    answer([['3 hours', 'three hours', '3h', '3 h', '3 hrs', '180']]),
    'Thu 17 Dec 18:00–21:00',
  ],
  [
    't6-qw-08',
    'what time do I need to be at Equinox on friday?',
    answer([t('07:00')]),
    'named by place: Gym at Equinox Hudson Yards, Fri 27 Nov 07:00',
  ],
]);

const QUESTION_COUNT = rows('question-count', [
  [
    't6-qc-01',
    'meeting count for mon 25 jan pls',
    answer([['6', 'six']]),
    'standup, Harbor Point sync, Team meeting, Product demo, 1:1 with Priya, Roadmap sync (the Gym is no meeting)',
  ],
  [
    't6-qc-02',
    'how many times have I had lunch with Jordan since september?',
    answer([['10', 'ten']]),
    'Lunch with Jordan 22, 28 Sep, 5, 7, 13, 15, 29 Oct, 3, 6, 13 Nov',
  ],
  [
    't6-qc-03',
    'how many interviews have I sat in on since september',
    answer([['9', 'nine']]),
    'past ones: 25 Sep, 6, 8, 23, 30 Oct, 5, 9, 11, 17 Nov (today 14:00 is still to come)',
  ],
  [
    't6-qc-04',
    'coffee w dana: how many of those since sept 1?',
    answer([['6', 'six']]),
    'Coffee with Dana 16, 28 Sep, 3, 4, 10, 12 Nov (the weekly Check-ins are another title)',
  ],
  [
    't6-qc-05',
    'next friday, how many of my meetings are with people outside Kairos?',
    answer([['3', 'three']]),
    'Fri 4 Dec: Brightline escalation, Harbor Point contract review, Quarterly business review',
  ],
  ['t6-qc-06', 'how many budget reviews have i got in jan', answer([['6', 'six']]), '4, 5, 7, 15, 19, 27 Jan'],
  [
    't6-qc-07',
    'How many all-day events are on my calendar in December?',
    answer([['3', 'three']]),
    "Priya's birthday 2 Dec, Out of office from 21 Dec, Christmas Day",
  ],
  [
    't6-qc-08',
    'kairos pipeline reviews since september how many have we done so far',
    answer([['11', 'eleven']]),
    'speech-to-text; past ones: 3, 10, 11, 16, 17, 23 Sep, 1, 8, 23 Oct, 3, 16 Nov (27 Nov and 11 Dec are to come)',
  ],
]);

const QUESTION_AGENDA = rows('question-agenda', [
  [
    't6-qa-01',
    'give me the shape of the week of jan 4',
    answer([['Harbor Point', 'Budget review', 'Interview', 'Marketing sync', 'Design review', 'Roadmap', 'Onboarding']]),
    'Mon 4 – Sun 10 Jan; a summary names at least one of them',
  ],
  [
    't6-qa-02',
    "what's happening wednesday the 30th of december?",
    answer(['Gym', 'standup']),
    'Wed 30 Dec: Gym, Sales standup (and the all-day Out of office)',
  ],
  ['t6-qa-03', 'what have I got the weekend of the 12th', answer(['Yoga']), 'Sat 12 Dec Yoga class; Sun 13 Dec nothing'],
  [
    't6-qa-04',
    'gimme the rundown for tuesday jan 19',
    answer(['Dana', 'Budget review', 'Backend']),
    'Tue 19 Jan: standup, Check-in with Dana, Budget review, Interview: Backend engineer',
  ],
  [
    't6-qa-05',
    "Could you kindly let me know what's in the diary for Thursday 31 December?",
    answer(['standup']),
    "polite corporate; New Year's Eve: only the Sales standup (and the all-day Out of office)",
  ],
  ['t6-qa-06', "What's on Boxing Day?", answer(['Yoga']), 'British; Sat 26 Dec: Yoga class only'],
  [
    't6-qa-07',
    'pull up oct 1st for me, what was on',
    answer(['Finance review', 'Pipeline review', 'Marketing sync']),
    'Thu 1 Oct: Team check-in, Deal desk, Finance review, Pipeline review, Marketing sync, Spanish class',
  ],
  [
    't6-qa-08',
    'wats on 4 the long mlk weekend',
    answer(['Yoga', 'Movie night']),
    'typos; Sat 16 Jan Yoga, Sun 17 Jan Movie night, Mon 18 Jan Gym and the holiday',
  ],
]);

const QUESTION_FREE = rows('question-free', [
  [
    't6-qf-01',
    'could I fit a 45-minute call in before lunch on tue 26 jan',
    answer([anyOf('yes', t('09:15'), t('10:30'), t('11:00'), t('11:15'))]),
    'Tue 26 Jan: standup 09:00–09:15, Check-in with Dana 10:00–10:30; free 09:15–10:00 and 10:30–12:00',
  ],
  [
    't6-qf-02',
    'am i free friday jan 29 at 3',
    answer([anyOf('Pacific Design', 'busy', 'not free', 'no,', 'no.')]),
    'Fri 29 Jan: Pacific Design check-in 15:00–15:30',
  ],
  [
    't6-qf-03',
    'is the morning of the 14th of jan open?',
    answer([anyOf('standup', 'Team check-in', 'Conference', 'RevOps')]),
    'Thu 14 Jan: standup 09:00, Team check-in 10:00, all-day RevOps conference',
  ],
  [
    't6-qf-04',
    'is there a 2-hour slot during working hours on thursday jan 7th',
    answer([anyOf(t('10:30'), t('15:30'))]),
    'Thu 7 Jan: free 10:30–13:00 and from 15:30',
  ],
  [
    't6-qf-05',
    'do i have time for a haircut sat 12 dec in the afternoon',
    answer([['yes', 'free', 'nothing']]),
    'Sat 12 Dec: only Yoga 09:00–10:00',
  ],
  [
    't6-qf-06',
    'am I double-booked anywhere next week?',
    answer([['no', 'not', "don't", "aren't", 'none']]),
    'no two events overlap from 30 Nov to 6 Dec',
  ],
  [
    't6-qf-07',
    'free between 1300 and 1500 on jan 25?',
    answer([anyOf('Product demo', 'busy', 'not free', 'not entirely', 'no,', 'no.')]),
    'Mon 25 Jan: Product demo 13:00–13:45',
  ],
  [
    't6-qf-08',
    "what's my first 30-minute gap on monday the 30th after the team meeting",
    answer([t('12:00')]),
    'Mon 30 Nov: Team meeting ends 12:00, Pottery at 14:00',
  ],
]);

const QUESTION_WHO = rows('question-who', [
  ['t6-qo-01', "who'll be at the pricing page review", answer(['Mei', 'Hannah']), 'Tue 1 Dec 13:00'],
  [
    't6-qo-02',
    "who'll be in Room 4B with me on Monday?",
    answer(['Priya', 'Dana', 'Mei', 'Hannah', 'Carlos', 'Lucas', 'Jordan']),
    'named by place: Team meeting, Mon 30 Nov 11:00, Room 4B',
  ],
  ['t6-qo-03', "who's on the working lunch next thursday?", answer(['Carlos', 'Priya']), 'Working lunch: Q1 budget, Thu 3 Dec'],
  [
    't6-qo-04',
    'anyone from outside the company at the roadmap review?',
    answer([['no', 'only', 'internal', 'Kairos', 'all colleagues']]),
    'Roadmap review Fri 4 Dec: Priya, Hannah, Omar Haddad, all Kairos',
  ],
  ['t6-qo-05', 'who was at the product demo on 19 oct', answer(['Omar', 'Rachel'])],
  [
    't6-qo-06',
    'does Mei join the offsite planning',
    answer([['no', 'not', "isn't", "doesn't"]]),
    'Offsite planning Wed 9 Dec: Priya, Dana, Hannah',
  ],
  [
    't6-qo-07',
    'has anybody said no to one of my invites?',
    answer(['Carlos']),
    'Carlos declined the Team lunch, the only declined invitation',
  ],
  [
    't6-qo-08',
    'any customers on my plate on the 8th? which ones',
    answer([anyOf('Brightline', 'Rachel', 'Tom', 'Nina'), anyOf('Sakura', 'Kenji', 'Yuki')]),
    'Tue 8 Dec: Brightline exec sponsor meeting, Sakura pilot check-in',
  ],
  ['t6-qo-09', 'who is the onboarding plan review on jan 28 with', answer(['Hannah', 'Dana'])],
]);

const QUESTION_NEXT_LAST = rows('question-next-last', [
  ['t6-qn-01', 'when did I last go for a run in the park?', answer([d('2026-11-01')]), 'Run in the park Sun 1 Nov'],
  [
    't6-qn-02',
    "when's the next time I'm at Bend Studio",
    answer([anyOf(d('2026-11-28'), 'Saturday')]),
    'named by place: Yoga class Sat 28 Nov',
  ],
  ['t6-qn-03', 'coffee with dana — when did we last do that?', answer([d('2026-11-12')]), 'Coffee with Dana Thu 12 Nov 17:00'],
  ['t6-qn-04', "when's the next movie night?", answer([d('2027-01-17')])],
  [
    't6-qn-05',
    'when did i last actually see tom from brightline',
    answer([d('2026-11-17')]),
    'Customer call: Brightline Tue 17 Nov (the renewal call today has no Tom)',
  ],
  [
    't6-qn-06',
    "next time lucas and jordan are both in something with me that isn't the standup",
    answer(['Team lunch']),
    'Team lunch Wed 25 Nov 12:00 (before the Sales meeting at 14:00)',
  ],
  [
    't6-qn-07',
    "when was I last at Dr. Patel's",
    answer([d('2026-09-15')]),
    'named by place: Dentist at Dr. Patel Dental, Tue 15 Sep (8 Dec is to come)',
  ],
  [
    't6-qn-08',
    "after this friday's partner call, when do I next meet anyone from Harbor Point?",
    answer([anyOf('Security questionnaire', d('2026-12-02'))]),
    'Ingrid Olsen (Harbor Point) is in the Security questionnaire review Wed 2 Dec 11:00, before the Harbor Point contract review on 4 Dec',
  ],
  ['t6-qn-09', 'when did i last ring my mum', answer([anyOf(d('2026-11-22'), 'Sunday')]), 'British; Call Mom Sun 22 Nov 18:00'],
]);

const MULTI_INTENT = rows('multi-intent', [
  [
    't6-mi-01',
    "shift the jan 27 harbor point sync to 11 and tell me who's on it",
    { changes: { moved: [to('harborpoin0127', '2027-01-27', '11:00')] }, answerIncludes: ['Fiona', 'Ingrid'] },
    'Wed 27 Jan 11:30–12:00 → 11:00–11:30, free',
  ],
  [
    't6-mi-02',
    "drop yoga on the 12th and put 'Brunch w/ Sofia' 10:30–12 instead",
    {
      changes: {
        deleted: ['ogaclass@2026-12-12'],
        created: [{ title: '/brunch/i', start: ny('12-12', '10:30'), minutes: 90 }],
      },
    },
    'Sat 12 Dec: Yoga 09:00 is the only event',
  ],
  [
    't6-mi-03',
    '1) cancel the onboarding plan review on jan 20 2) move the design review that day into its slot 3) what else is left that day?',
    {
      changes: {
        deleted: ['onboarding0120'],
        moved: [to('designrev@2027-01-20', '2027-01-20', '14:00')],
      },
      answerIncludes: ['Harbor Point'],
    },
    'Wed 20 Jan: Onboarding plan review 14:00–14:30 goes; Design review 15:30–16:30 → 14:00–15:00; Gym, standup, Harbor Point sync remain',
  ],
  [
    't6-mi-04',
    "rename the holiday party to 'Kairos end-of-year party' and start it half an hour later 🎉",
    {
      changes: {
        renamed: [{ id: 'celebration1217', title: 'Kairos end-of-year party' }],
        moved: [to('celebration1217', '12-17', '18:30')],
      },
    },
    'Thu 17 Dec 18:00–21:00 → 18:30–21:30',
  ],
  [
    't6-mi-05',
    "add 'Flight to Austin' on Jan 11 at 6pm and cancel my Dana check-in on the 12th",
    {
      changes: {
        created: [{ title: '/flight/i', start: ny('2027-01-11', '18:00') }],
        deleted: ['danacheckin@2027-01-12'],
      },
    },
    'Mon 11 Jan: 1:1 with Priya ends 16:30; Check-in with Dana Tue 12 Jan 10:00',
  ],
  [
    't6-mi-06',
    'kairos cancel the budget review on january seventh and book a call with fiona at the same time',
    {
      changes: {
        deleted: ['budgetrevi0107'],
        created: [{ attendees: [EMAIL.fiona], start: ny('2027-01-07', '15:00') }],
      },
    },
    'speech-to-text; Budget review Thu 7 Jan 15:00–15:30',
  ],
  [
    't6-mi-07',
    "what's on jan 5? also push the onboarding plan review that day to 1pm",
    {
      changes: { moved: [to('onboarding0105', '2027-01-05', '13:00')] },
      answerIncludes: ['Backend', 'Budget review'],
    },
    'Tue 5 Jan: Onboarding plan review 09:30–10:00 → 13:00–13:30, free; Interview: Backend engineer 11:00, Budget review 14:30',
  ],
  [
    't6-mi-08',
    "block off 10-11am every sunday in january for 'Tax prep', and ditch the groceries on the 10th, doing delivery",
    {
      changes: {
        created: occurrences(['2027-01-03', '2027-01-10', '2027-01-17', '2027-01-24', '2027-01-31'], '10:00', {
          title: '/tax/i',
          minutes: 60,
        }),
        deleted: ['groceries0110'],
      },
    },
    'recurring: Sundays 3, 10, 17, 24, 31 Jan, each free at 10:00; Groceries Sun 10 Jan 15:00',
  ],
  [
    't6-mi-09',
    "tack 15 min onto the end of the pricing page review and tell me what's after it",
    {
      changes: { moved: [{ id: 'pricingpage1201', start: ny('12-01', '13:00'), minutes: 45 }] },
      answerIncludes: ['Interview'],
    },
    'Tue 1 Dec 13:00–13:30 → 13:00–13:45; Interview: Account executive 14:00',
  ],
]);

const SEED = rows('seed', [
  [
    't6-se-01',
    "heads up, I'm on the 6am flight to Chicago a week from friday and won't be back till late. cancel the lot that day and ping the people I was supposed to see",
    { changes: { deleted: DEC4_ALL, mayCreate: AWAY_BLOCK } },
    '"a week from Friday" = Fri 4 Dec; "the lot" includes the Gym',
  ],
  [
    't6-se-02',
    'This Friday after Thanksgiving is too heavy. Please move my meetings of this Friday to next week, in a moment when all the people are free, but not in my gym time.',
    mv(...FRIDAY_MEETINGS_NEXT_WEEK),
    'non-native; Fri 27 Nov: Pipeline review, Partner call with Harbor Point; not onto the Gym',
  ],
  [
    't6-se-03',
    "Would you be so kind as to shift this month's afternoon classes into the mornings? Mondays excepted, and do leave me a lunch break.",
    mv(...CLASSES_THIS_MONTH),
    'British, polite; left this month: Spanish today 16:00, Cooking Fri 27 Nov 14:00 (Pottery Mon 30 Nov stays)',
  ],
  [
    't6-se-04',
    "I'm on a flight back from Austin all of Friday 15 Jan. Clear the day and let everyone I was meeting know.",
    {
      changes: {
        deleted: ['gmsession@2027-01-15', 'salesstandup@2027-01-15', 'designsnc@2027-01-15', 'harborpoin0115', 'budgetrevi0115'],
        mayCreate: AWAY_BLOCK,
      },
    },
    'Fri 15 Jan: Gym, standup, Design sync, Harbor Point sync, Budget review',
  ],
  [
    't6-se-05',
    "so my dad's having a small procedure on Monday the 14th of December, nothing serious, but I promised mum I'd be at the hospital with her from about 1:30 and honestly I don't know how long they'll keep him. skip pottery that afternoon and push my meetings from that afternoon to the Tuesday wherever there's a gap",
    {
      changes: {
        deleted: ['potterclass@2026-12-14'],
        moved: [
          { id: 'oneonepri@2026-12-14', day: '2026-12-15', free: true },
          { id: 'accountpla1214', day: '2026-12-15', free: true },
        ],
        mayCreate: AWAY_BLOCK,
      },
    },
    'Mon 14 Dec from 13:30: Pottery 14:00, 1:1 with Priya 16:00, Account planning 17:00; Tue 15 Dec free 10:30–11:00, 11:45–14:30, 15:15–16:00, from 18:00',
  ],
  [
    't6-se-06',
    "I'm off from the 21st until New Year. Cancel all my meetings in that stretch and let people know (the gym and yoga can stay).",
    { changes: { deleted: HOLIDAY_MEETINGS, mayCreate: AWAY_BLOCK } },
    'Mon 21 Dec – Fri 1 Jan: 8 standups, Team meetings and 1:1s with Priya on 21 and 28 Dec, Check-ins with Dana on 22 and 29 Dec',
  ],
  [
    't6-se-07',
    'woke up with a fever 🤒 clear everything tomorrow except the sales meeting, shift that one to friday afternoon wherever there is a gap',
    {
      changes: {
        deleted: [
          'gmsession@2026-11-25',
          'salesstandup@2026-11-25',
          'hiringsnc@2026-11-25',
          'sprint1125',
          'jordan1125',
          'teamlunch1125',
          'contract1125',
          'designrev@2026-11-25',
          'drcleaning1125',
        ],
        moved: [{ id: 'salesmeeting1125', window: afternoon('11-27'), free: true }],
        mayCreate: AWAY_BLOCK,
      },
    },
    'Wed 25 Nov, "everything" includes the Gym and dry cleaning; Fri 27 Nov afternoon free 12:00–14:00, 16:00–18:00',
  ],
  [
    't6-se-08',
    'december: shove my pm clases into the am, mondays dont count, and dont eat my lunch hr',
    mv(...SPANISH_DECEMBER.map((x) => ({ id: `spanishclass@${x}`, window: morning(x), free: true }))),
    'typos; December: the six Spanish classes (Pottery is on Mondays)',
  ],
]);

const CREATE = rows('create', [
  [
    't6-cr-01',
    "every wednesday in january at 5pm, 45 min of 'Spanish conversation practice' (class ends in december)",
    make(
      ...occurrences(['2027-01-06', '2027-01-13', '2027-01-20', '2027-01-27'], '17:00', {
        title: '/spanish/i',
        minutes: 45,
      }),
    ),
    'recurring: Wednesdays 6, 13, 20, 27 Jan; Design review ends 16:30 on the 6th and 20th',
  ],
  [
    't6-cr-02',
    'physio the 2nd of next month at 8:30',
    make({ title: '/physio/i', start: ny('12-02', '08:30') }),
    'Wed 2 Dec; Gym ends 08:00, standup 09:00',
  ],
  [
    't6-cr-03',
    "block off an hour first thing on Monday the 7th for 'Board prep'",
    make({ title: '/board prep/i', window: win('12-07', '06:00', '09:00'), minutes: 60, free: true }),
    'Mon 7 Dec: Gym 07:00–08:00, standup 09:00; free 06:00–07:00 and 08:00–09:00',
  ],
  [
    't6-cr-04',
    "end of day fri dec 11, 30 min 'Week retro' with lucas and jordan",
    make({
      title: '/retro/i',
      attendees: [EMAIL.lucas, EMAIL.jordan],
      window: win('12-11', '15:00', '19:00'),
      minutes: 30,
      free: true,
    }),
    'Fri 11 Dec: Year-end review ends 15:00, nothing later',
  ],
  [
    't6-cr-05',
    'after lunch on tue 5 jan set up 45 min with Sam',
    make({ attendees: [EMAIL.sam], window: win('2027-01-05', '13:00', '18:00'), minutes: 45, free: true }),
    'Tue 5 Jan afternoon: Budget review 14:30–15:00; free 13:00–14:30, from 15:00',
  ],
  [
    't6-cr-06',
    'a week from friday, 5pm, drinks with lucas, jordan and dana 🍻',
    make({ attendees: [EMAIL.lucas, EMAIL.jordan, EMAIL.dana], start: ny('12-04', '17:00') }),
    'Fri 4 Dec; Week wrap-up ends 17:00',
  ],
  [
    't6-cr-07',
    "Marcus is in LA and won't take anything before 10 his time. Book 30 min with him on Mon 7 Dec, as early in his day as I can manage.",
    make({ attendees: [EMAIL.marcus], start: ny('12-07', '13:00'), minutes: 30 }),
    '10:00 Los Angeles = 13:00 New York; Lunch with Dana ends 13:00, Pottery 14:00',
  ],
  ['t6-cr-08', 'mark friday jan 29 as a company holiday, all day', make({ title: '/holiday/i', allDay: '2027-01-29' })],
  [
    't6-cr-09',
    'Please create appointment Steuerberater 17.12. 08:15–09:00',
    make({ title: '/steuerberater/i', start: ny('12-17', '08:15'), minutes: 45 }),
    'German date "17.12." = Thu 17 Dec; standup at 09:00',
  ],
  [
    't6-cr-10',
    '🍕 team pizza w/ lucas + jordan wed dec 16 12-1',
    make({ attendees: [EMAIL.lucas, EMAIL.jordan], start: ny('12-16', '12:00'), minutes: 60 }),
    'Wed 16 Dec: Harbor Point sync ends 10:30, Onboarding plan review 14:30',
  ],
  [
    't6-cr-11',
    'grab 20 min coffee with Lucas 10ish on Friday the 11th',
    make({ attendees: [EMAIL.lucas], window: win('12-11', '09:30', '11:00'), minutes: 20, free: true }),
    '"10ish": Fri 11 Dec free 09:15–10:00 and 10:30–11:00 (Design sync 10:00, Pipeline review 11:00)',
  ],
]);

const AMBIGUOUS = rows('ambiguous', [
  ['t6-am-01', 'can u move the pipeline review', asks(), 'Pipeline review Fri 27 Nov, but no new time'],
  ['t6-am-02', 'drop the planning meeting', asks(), 'Sprint planning, Q1 planning kickoff, Offsite planning, Account planning…'],
  ['t6-am-03', 'pencil in drinks with the team next week', asks(), 'no day or time, and "the team" is vague'],
  ['t6-am-04', 'move the demo to 3', asks(), 'Product demo prep 3 Dec, Vendor demo 10 Dec, Product demo 15 Dec'],
  ['t6-am-05', 'can you move my thing on the 4th to the afternoon', asks(), 'Fri 4 Dec has eleven events'],
  [
    't6-am-06',
    'Move my Monday meeting an hour later',
    asks(),
    'Mon 30 Nov: standup, Q1 planning kickoff, Team meeting, 1:1 with Priya, Sakura Systems sync',
  ],
  ['t6-am-07', 'kairos push that one back fifteen minutes', asks(), 'no event named before'],
  ['t6-am-08', 'schedule a meeting with Sam and Omar on Jan 6 at 2', asks('Omar'), 'Omar Haddad or Omar Said'],
  [
    't6-am-09',
    "rename my meeting with Hannah on the 9th to 'Offsite v2'",
    asks(),
    'Wed 9 Dec: Hiring sync, Offsite planning and Design review all have Hannah',
  ],
]);

const NEGATIVE = rows('negative', [
  ['t6-ne-01', "cheers kairos, you're a star 🙌", nothing()],
  [
    't6-ne-02',
    "Priya said she'd take care of cancelling the board deck review on her end",
    nothing(),
    'reported speech, no request',
  ],
  [
    't6-ne-03',
    'hypothetically, if I dropped spanish, how many evenings would that free up? not doing it yet',
    nothing(),
    'a hypothetical: answering is fine, cancelling is not',
  ],
  [
    't6-ne-04',
    "please don't move or cancel anything in the week of the 7th, it's locked for board prep",
    nothing(),
    'forbids changes',
  ],
  [
    't6-ne-05',
    "sprint planning tomorrow is always such a mess, omar goes on about tech debt for forty minutes and nobody decides anything. anyway. I'll survive",
    nothing(),
    'venting',
  ],
  [
    't6-ne-06',
    "just looking, no changes: what's friday jan 8 like?",
    nothing([anyOf('Design sync', 'Pacific Design', 'Marketing sync')]),
    'Fri 8 Jan: Gym, standup, Design sync, Pacific Design check-in, Marketing sync',
  ],
  ['t6-ne-07', 'Gracias, hasta luego!', nothing()],
  [
    't6-ne-08',
    'Lucas told me he moved his dentist to 9 on the 8th',
    nothing(),
    "someone else's appointment; my Dentist on 8 Dec stays at 08:00",
  ],
  [
    't6-ne-09',
    "I was going to ask you to cancel the gym tomorrow but nah, I'll drag myself there",
    nothing(),
    'a request taken back in the same breath',
  ],
  ['t6-ne-10', 'note to self: the haircut place is Barber & Co, not the one on 5th', nothing()],
]);

export const HOLDOUT_6_CORPUS: CorpusRow[] = [
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
