// A FIFTH HELD-OUT plan corpus: requests Kairos was not tuned on, written by hand against
// tests/fixtures/calendars/five-months.json (see tests/corpus/CALENDAR.md) without reading lib/, components/,
// entrypoints/, bin/ or tests/unit, with the same row type, reading conventions and judging as
// tests/corpus/plan-requests.ts. It avoids the phrasings, and where it can the events, of the four earlier rounds, and
// leans on breadth: events named by place ("Café Lumière", "Barber & Co", "Osteria Nonna", "The Loft"), by clock ("my
// 7pm", "my noon thing", "my 1:30"), by position ("the third event", "whichever meeting closes out my Wednesday"), by
// person (email, "the Brightline Omar", "his Thursday" in Tokyo); days listed one by one ("the 5th, 6th and 22nd",
// "dec 22 & 29", "tue + thu"); clock forms "1430", "2:30p", "7:15p", "half eleven", "half one", "quarter past three",
// "seven thirty pm"; holidays and relative days (Halloween, "the day before christmas eve", "between xmas and new
// year's", "two weeks ago today", "this sunday and the one after"); conditions, constraints about other people ("Mei
// doesn't work Fridays", "Rachel can only do afternoons"), recurring new events, multi-step messages, questions without
// a question mark, requests that must be asked about and messages that must change nothing. Voices: terse notes,
// chatty, speech-to-text (lowercase, numbers as words, "kairos …"), non-native English, British, polite corporate,
// typos, emoji, long stories with the request buried inside.
//
// A measurement only: it is in no test and not in passing.json.
//   npx tsx tests/corpus/run-plan-corpus.ts --holdout5 [--category X] [--id A,B] [--verbose] [--check]
//
// now = Tue 2026-11-24 09:00 America/New_York. "today" = Tue 24 Nov, "tomorrow"/"my Wednesday" = Wed 25 Nov,
// "Thursday" = 26 Nov (Thanksgiving), "this Friday"/"Friday" = 27 Nov, "Monday" = 30 Nov, "next week" = 30 Nov – 6 Dec,
// "next Tuesday" = 1 Dec, "next Wednesday" = 2 Dec, "next Friday" = 4 Dec, "this Sunday" = 29 Nov, "last week" =
// 16–22 Nov, "two weeks ago today" = Tue 10 Nov, "the week of the 14th" = Mon 14 – Sun 20 Dec, Christmas Eve = Thu 24 Dec,
// "between Christmas and New Year" = 26–31 Dec, Halloween = Sat 31 Oct. A day named by its number alone ("the 30th") is
// the next such date. London is New York + 5 h and Tokyo New York + 14 h on every date used here.
// A "meeting" has guests; Gym, classes, Haircut, Dentist, Groceries… are personal; "everything"/"clear" includes them.
// A request that names no single event, or no time, must be asked about.

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
  { title: '/travel|trip|flight|out of office|ooo|away|off|vacation|holiday|pto|leave|\\bla\\b|los angeles|boston|jury/i' },
];

// ---------------------------------------------------------------------------------------------
// The rows

const TITLE_TARGET = rows('title-target', [
  [
    't5-tt-01',
    'vendor demo w/ pacific design on thu the 10th — make it 1430',
    mv(to('vendordemo1210', '12-10', '14:30')),
    'Thu 10 Dec 13:00–14:00; 14:30–15:30 free (Spanish at 16:00)',
  ],
  [
    't5-tt-02',
    "the backend interview on 1/19, retitle it 'Backend engineer: final round'",
    ren('intervieba0119', 'Backend engineer: final round'),
    'Tue 19 Jan 14:30 Interview: Backend engineer',
  ],
  [
    't5-tt-03',
    'my Barber & Co appointment next Tuesday, bump it to 7:15p',
    mv(to('haircut1201', '12-01', '19:15')),
    'named by place: Haircut at Barber & Co, Tue 1 Dec 18:00–18:45; 19:15–20:00 free',
  ],
  [
    't5-tt-04',
    'Could you pull the offsite planning forward to half eleven?',
    mv(to('offsite1209', '12-09', '11:30')),
    'British "half eleven" = 11:30; Wed 9 Dec 13:00–14:00, Interview ends 11:00, 11:30–12:30 free',
  ],
  [
    't5-tt-05',
    "Please retitle the Quarterly business review as 'Brightline QBR Q4'. Thank you.",
    ren('qbr1204', 'Brightline QBR Q4'),
    'polite corporate; Fri 4 Dec 15:00',
  ],
  [
    't5-tt-06',
    'not going to café lumière on sunday the 6th anymore, take it off',
    del('lunchmom1206'),
    'named by place: Lunch with Mom at Café Lumière, Sun 6 Dec 12:00',
  ],
  [
    't5-tt-07',
    'kairos move the account executive interview to quarter past three',
    mv(to('intae1201', '12-01', '15:15')),
    'speech-to-text; Interview: Account executive Tue 1 Dec 14:00–14:45; 15:15–16:00 free',
  ],
  ['t5-tt-08', 'delte the hirng debreif pls', del('debrief1210'), 'typos; Hiring debrief Thu 10 Dec 11:00, the only one'],
  [
    't5-tt-09',
    'meal prep 🥗 sun → 2pm',
    mv(to('mealprep1129', '11-29', '14:00')),
    'emoji; Meal prep Sun 29 Nov 16:00–17:00, the only event that day',
  ],
  [
    't5-tt-10',
    'scrap pottery on mon the 21st',
    nothing(),
    'the Pottery class series ends Mon 14 Dec: there is none on Mon 21 Dec',
  ],
]);

const POSITION = rows('position', [
  [
    't5-po-01',
    'the first thing after standup on 1/5 → 8:30 instead',
    mv(to('onboarding0105', '2027-01-05', '08:30')),
    'Tue 5 Jan: standup 09:00, Onboarding plan review 09:30–10:00; 08:30–09:00 free',
  ],
  [
    't5-po-02',
    "what's the final meeting on fri jan 29",
    answer(['Roadmap sync']),
    'Fri 29 Jan: standup, Design sync, Pacific Design check-in 15:00, Roadmap sync 15:30 (last)',
  ],
  [
    't5-po-03',
    'drop my 2nd meeting on the 16th of december',
    del('hiringsnc@2026-12-16'),
    'Wed 16 Dec: Gym 07:00 has no guests; standup 09:00 is the first meeting, Hiring sync 09:30 the second',
  ],
  [
    't5-po-04',
    "whatever's right before my lunch with Sam on the 2nd, shove it to 4",
    mv(to('secquestions1202', '12-02', '16:00')),
    'Wed 2 Dec: Security questionnaire review 11:00–12:00, Lunch with Sam 12:30; 16:00–17:00 free (Check-in with Lucas ends 16:00, Webinar dry run 17:00)',
  ],
  [
    't5-po-05',
    "after the product demo on jan 25 what's next",
    answer(['Priya']),
    'Mon 25 Jan: Product demo 13:00–13:45, then 1:1 with Priya 16:00',
  ],
  [
    't5-po-06',
    'scrap whichever meeting closes out my wednesday',
    del('designrev@2026-11-25'),
    'Wed 25 Nov: Design review 15:30 is the last meeting; Pick up dry cleaning 17:30 has no guests',
  ],
  [
    't5-po-07',
    'The third event of Monday 14th December please to delete.',
    del('roadmapsnc1214'),
    'non-native; "event", not "meeting": Gym 07:00, standup 09:00, Roadmap sync 09:30',
  ],
  [
    't5-po-08',
    'cancel the last meeting i have before noon on friday jan 22',
    del('harborpoin0122'),
    'Fri 22 Jan: Harbor Point sync 11:30–12:00; Marketing sync starts at noon',
  ],
]);

const PERSON = rows('person', [
  [
    't5-pe-01',
    'my meeting with marcus on jan 8, push it 30 min',
    mv(to('pacificdes0108', '2027-01-08', '12:30')),
    'Fri 8 Jan: Pacific Design check-in 12:00–12:30 is the only event with Marcus; Marketing sync 13:30',
  ],
  [
    't5-pe-02',
    "Kenji asked to move Monday's Sakura call to Wednesday 9am Tokyo time",
    mv(to('sakura1130', '12-01', '19:00')),
    'Sakura Systems sync Mon 30 Nov 19:00 NY; Wed 2 Dec 09:00 Tokyo = Tue 1 Dec 19:00 NY (Haircut ends 18:45)',
  ],
  [
    't5-pe-03',
    'cancel the one with carlos on jan 15',
    del('budgetrevi0115'),
    'Fri 15 Jan: Budget review 15:00, his only event that day',
  ],
  [
    't5-pe-04',
    'nina@brightline.test meeting tmrw → 11am',
    mv(to('contract1125', '11-25', '11:00')),
    'Brightline contract review Wed 25 Nov 13:00–13:30; 11:00–11:30 free (Sprint planning ends 11:00, Jordan 11:30)',
  ],
  [
    't5-pe-05',
    "Sam's out sick on Dec 15, drop whatever I have with him that day",
    del('accountpla1215'),
    'Tue 15 Dec: Account planning 14:30 (Sam, Lucas) is the only event with Sam',
  ],
  [
    't5-pe-06',
    'bring my next meeting with the brightline Omar forward half an hour',
    mv(to('renevalcall1124', '11-24', '12:30')),
    'Omar Said: Brightline renewal call today 13:00–13:45 → 12:30–13:15',
  ],
  [
    't5-pe-07',
    "dana can't do lunch on the 7th, shift it to the next day same time",
    mv(to('lunchdana1207', '12-08', '12:00')),
    'Lunch with Dana Mon 7 Dec 12:00–13:00; Tue 8 Dec 12:00–13:00 free',
  ],
  [
    't5-pe-08',
    'Could you pop my session with Elena and Marcus on the 21st of Jan back to half one?',
    mv(to('pacificdes0121', '2027-01-21', '13:30')),
    'British "half one" = 13:30; Pacific Design check-in Thu 21 Jan 12:00–12:30',
  ],
]);

const TIME_SELECTION = rows('time-selection', [
  ['t5-ts-01', "what's at 1430 on jan 19", answer(['Backend']), 'Tue 19 Jan 14:30 Interview: Backend engineer'],
  ['t5-ts-02', 'cancel my 7pm on the 30th', del('sakura1130'), 'Mon 30 Nov 19:00 Sakura Systems sync'],
  [
    't5-ts-03',
    'anything between 10 and noon on thurs jan 21',
    answer(['Team check-in', 'Marketing', 'Roadmap']),
    'Thu 21 Jan: Team check-in 10:00, Marketing sync 10:30, Roadmap sync 11:00 (Pacific Design check-in starts at noon)',
  ],
  [
    't5-ts-04',
    'wipe friday dec 4 from 3pm on',
    del('qbr1204', 'rapup1204'),
    'Fri 4 Dec: Quarterly business review 15:00, Week wrap-up 16:30; Deal desk ends at 15:00',
  ],
  [
    't5-ts-05',
    "Dec 8th's 8 o'clock appt, make it quarter past 7",
    mv(to('dentist1208', '12-08', '07:15')),
    'Dentist Tue 8 Dec 08:00–08:45 → 07:15–08:00',
  ],
  [
    't5-ts-06',
    'what did I have between 2 and 4 on 11 Nov',
    answer(['Interview', 'Design review']),
    'Wed 11 Nov: Interview: Backend engineer 14:30, Design review 15:30 (Budget review 16:30 is outside)',
  ],
  [
    't5-ts-07',
    'move everything from 4pm on, on mon jan 25, to the tuesday morning',
    mv(
      { id: 'oneonepri@2027-01-25', window: morning('2027-01-26'), free: true },
      { id: 'roadmapsnc0125', window: morning('2027-01-26'), free: true },
    ),
    'Mon 25 Jan: 1:1 with Priya 16:00, Roadmap sync 16:30; Tue 26 Jan morning has standup 09:00 and Dana 10:00 only',
  ],
  ['t5-ts-08', 'anything on after dark sunday 17 jan', answer(['Movie night']), 'Sun 17 Jan 19:00'],
  ['t5-ts-09', 'skip my noon thing on 1/6', del('pacificdes0106'), 'Wed 6 Jan 12:00 Pacific Design check-in'],
]);

const BULK = rows('bulk', [
  [
    't5-bu-01',
    'cancel every harbor point sync in january',
    del(
      'harborpoin0104',
      'harborpoin0107',
      'harborpoin0115',
      'harborpoin0120',
      'harborpoin0122',
      'harborpoin0125',
      'harborpoin0127',
    ),
    '4, 7, 15, 20, 22, 25, 27 Jan',
  ],
  [
    't5-bu-02',
    "push all of january's budget reviews back an hour",
    mv(
      to('budgetrevi0104', '2027-01-04', '18:00'),
      to('budgetrevi0105', '2027-01-05', '15:30'),
      to('budgetrevi0107', '2027-01-07', '16:00'),
      to('budgetrevi0115', '2027-01-15', '16:00'),
      to('budgetrevi0119', '2027-01-19', '11:30'),
      to('budgetrevi0127', '2027-01-27', '13:00'),
    ),
    '4 Jan 17:00, 5 Jan 14:30, 7 Jan 15:00, 15 Jan 15:00, 19 Jan 10:30, 27 Jan 12:00; every new slot is free',
  ],
  [
    't5-bu-03',
    'delete all the pacific design check-ins in jan',
    del('pacificdes0106', 'pacificdes0108', 'pacificdes0121', 'pacificdes0128', 'pacificdes0129'),
    '6, 8, 21, 28, 29 Jan',
  ],
  [
    't5-bu-04',
    'standup on tue + thu next week → quarter past nine',
    mv(to('salesstandup@2026-12-01', '12-01', '09:15'), to('salesstandup@2026-12-03', '12-03', '09:15')),
    'Tue 1 Dec and Thu 3 Dec; 09:15–09:30 free on both (Deal review 09:30 on the 3rd)',
  ],
  [
    't5-bu-05',
    'cancel the onboarding plan reviews on the 5th, 6th and 22nd of jan',
    del('onboarding0105', 'onboarding0106', 'onboarding0122'),
    'days listed one by one; not the 20th or 28th',
  ],
  [
    't5-bu-06',
    "honestly mondays have become impossible, by the time the team meeting and lunch with Dana are done I'm wiped and I still have to drive across town. so on the 7th just clear everything after lunch",
    del('potterclass@2026-12-07', 'oneonepri@2026-12-07'),
    'Mon 7 Dec after Lunch with Dana (ends 13:00): Pottery class 14:00, 1:1 with Priya 16:00',
  ],
  [
    't5-bu-07',
    "rename all upcoming product demos to 'Brightline product demo'",
    {
      changes: {
        renamed: ['productdem1215', 'productdem0111', 'productdem0125'].map((id) => ({ id, title: 'Brightline product demo' })),
      },
    },
    'Product demo 15 Dec, 11 Jan, 25 Jan; "Product demo prep" (3 Dec) is another title',
  ],
  [
    't5-bu-08',
    "delete all my personal stuff between xmas and new year's",
    del('ogaclass@2026-12-26', 'gmsession@2026-12-28', 'gmsession@2026-12-30'),
    '26–31 Dec: Yoga Sat 26, Gym Mon 28 and Wed 30; the standups and check-ins have guests',
  ],
]);

const CONDITION = rows('condition', [
  [
    't5-co-01',
    'if nobody from Brightline is on the product demo on the 15th, cancel it',
    nothing(),
    'Product demo Tue 15 Dec has Rachel Kim (Brightline)',
  ],
  [
    't5-co-02',
    "if I've nothing after 6 on wed dec 9, add 'Climbing' 6:30 till 8",
    make({ title: '/climb/i', start: ny('12-09', '18:30'), minutes: 90 }),
    'Wed 9 Dec: Design review ends 16:30, nothing later',
  ],
  [
    't5-co-03',
    'if Carlos is still on the pricing workshop, push it to 3',
    mv(to('pricing1208', '12-08', '15:00')),
    'Pricing workshop Tue 8 Dec 14:00–15:00 has Carlos; 15:00–16:00 free (Spanish 16:00)',
  ],
  [
    't5-co-04',
    'if anything overlaps yoga on saturday the 12th, cancel the other thing',
    nothing(),
    'Sat 12 Dec: the Yoga class is the only event',
  ],
  [
    't5-co-05',
    'if thursday 10 dec has fewer than 5 meetings, block 2-3 for pipeline clean-up',
    make({ title: '/pipeline/i', start: ny('12-10', '14:00'), minutes: 60 }),
    'Thu 10 Dec: standup, Team check-in, Hiring debrief, Vendor demo = 4 meetings (Spanish is personal); 14:00–15:00 free',
  ],
  [
    't5-co-06',
    'if my final spanish class falls on a thursday, cancel it',
    del('spanishclass@2026-12-17'),
    'the series ends with Thu 17 Dec',
  ],
  [
    't5-co-07',
    'only if sunday the 13th is totally empty, put in a hike 9 to 1',
    make({ title: '/hike/i', start: ny('12-13', '09:00'), minutes: 240 }),
    'Sun 13 Dec has nothing',
  ],
  [
    't5-co-08',
    "Mei doesn't work Fridays. If she's in any of my meetings on Friday 11 Dec, move them to Thursday the 10th wherever I'm free.",
    mv({ id: 'designsnc@2026-12-11', day: '2026-12-10', free: true }),
    'Fri 11 Dec: only the Design sync has Mei',
  ],
  [
    't5-co-09',
    'if the dentist on the 8th runs into my standup, push the standup to 9:30',
    nothing(),
    'Dentist 08:00–08:45, standup 09:00: no overlap',
  ],
]);

const QUESTION_WHEN = rows('question-when', [
  ['t5-qw-01', 'what time is lunch at Osteria Nonna tmrw', answer([t('12:00')]), 'named by place: Team lunch Wed 25 Nov 12:00'],
  ['t5-qw-02', "when's the vendor demo with pacific design", answer([d('2026-12-10'), t('13:00')])],
  ['t5-qw-03', "what date is mom's bday", answer([d('2027-01-09')]), 'all-day yearly, Sat 9 Jan'],
  ['t5-qw-04', 'hiring debrief - what time is that in London', answer([t('16:00')]), 'Thu 10 Dec 11:00 New York = 16:00 London'],
  ['t5-qw-05', 'when do i have my last spanish class', answer([d('2026-12-17')]), 'the series ends Thu 17 Dec'],
  ['t5-qw-06', "when does friday's cooking class wrap up", answer([t('16:00')]), 'Cooking class Fri 27 Nov 14:00–16:00'],
  [
    't5-qw-07',
    "how long's thanksgiving dinner at mom's",
    answer([['4 hours', 'four hours', '4h', '4 h', '4 hrs', '240']]),
    '16:00–20:00',
  ],
  ['t5-qw-08', "when's the security questionnaire thing with ingrid", answer([d('2026-12-02'), t('11:00')])],
]);

const QUESTION_COUNT = rows('question-count', [
  ['t5-qc-01', 'how many harbor point syncs in january', answer([['7', 'seven']]), '4, 7, 15, 20, 22, 25, 27 Jan'],
  [
    't5-qc-02',
    'how many times am I seeing omar haddad the week of dec 7',
    answer([['2', 'two', 'twice']]),
    'Mon 7 Dec Team meeting, Thu 10 Dec Team check-in; the sponsor meeting on the 8th has Omar Said',
  ],
  [
    't5-qc-03',
    "count the meetings I've got on tuesday the 8th",
    answer([['5', 'five']]),
    'Tue 8 Dec: standup, Check-in with Dana, exec sponsor meeting, Pricing workshop, Sakura pilot check-in (Dentist and Spanish are personal)',
  ],
  [
    't5-qc-04',
    'how many things do i have on saturdays in december',
    answer([['6', 'six']]),
    'Yoga 5, 12, 19, 26 Dec + Holiday shopping 5 Dec + Groceries 19 Dec',
  ],
  ['t5-qc-05', 'how many gym sessions did I do in october', answer([['13', 'thirteen']]), 'Mon/Wed/Fri 2–30 Oct'],
  ['t5-qc-06', 'how many interviews in january', answer([['3', 'three']]), 'Interview: Backend engineer 5, 11, 19 Jan'],
  [
    't5-qc-07',
    'how many meetings w Mei next week',
    answer([['6', 'six']]),
    'Team meeting 30 Nov, Pricing page review 1 Dec, Team check-in, Pacific Design kickoff, Interview: Product designer 3 Dec, Design sync 4 Dec',
  ],
  [
    't5-qc-08',
    'how many days am I OOO in december',
    answer([['11', 'eleven']]),
    'Out of office 21 Dec – 1 Jan (end exclusive 2 Jan): 21–31 Dec are in December',
  ],
]);

const QUESTION_AGENDA = rows('question-agenda', [
  ['t5-qa-01', 'run me through wed 16 dec', answer(['Hiring sync', 'Harbor Point', 'Onboarding'])],
  ['t5-qa-02', 'whats on the books for jan 28', answer(['Onboarding', 'Roadmap', 'Pacific Design']), 'Thu 28 Jan'],
  [
    't5-qa-03',
    "what's on this sunday and the one after",
    answer(['Meal prep', 'Lunch with Mom']),
    'Sun 29 Nov Meal prep, Sun 6 Dec Lunch with Mom',
  ],
  ['t5-qa-04', 'what did I have on Halloween', answer(['Yoga']), 'Sat 31 Oct: Yoga class only'],
  [
    't5-qa-05',
    "what's happening the day before christmas eve",
    answer(['Gym', 'standup']),
    'Wed 23 Dec: Gym, Sales standup (and the all-day Out of office)',
  ],
  ['t5-qa-06', 'tell me about friday the 15th of jan', answer(['Design sync', 'Harbor Point', 'Budget review'])],
  [
    't5-qa-07',
    'whats my schedule look like on the fourth of january',
    answer(['Harbor Point', 'Team meeting', 'Marketing', 'Budget review']),
    'speech-to-text; Mon 4 Jan',
  ],
  [
    't5-qa-08',
    'what was on two weeks ago today',
    answer(['Coffee with Dana', 'Account planning', 'Pacific Design']),
    'Tue 10 Nov',
  ],
]);

const QUESTION_FREE = rows('question-free', [
  [
    't5-qf-01',
    'any 2-hour block free on the 11th',
    answer([anyOf(t('12:00'), t('15:00'))]),
    'Fri 11 Dec: Pipeline review ends 12:00, Year-end review 14:00–15:00, nothing after',
  ],
  [
    't5-qf-02',
    'free 12:30-1:30 on jan 7?',
    answer([['Marketing', 'busy', 'not free', 'not entirely', 'no,', 'no.']]),
    'Thu 7 Jan: Marketing sync 13:00–13:30',
  ],
  [
    't5-qf-03',
    'am i free thurs 17 dec 1-3pm',
    answer([['yes', 'free']]),
    'Thu 17 Dec: Pacific Design check-in ends 12:30, Spanish at 16:00',
  ],
  [
    't5-qf-04',
    'after standup and before lunch on tue dec 15, have I got a 45 min gap',
    answer([t('09:15')]),
    'Tue 15 Dec: standup ends 09:15, Check-in with Dana 10:00 (the other gaps are 30 and 15 min)',
  ],
  ['t5-qf-05', 'is 7pm free on the 8th', answer([['yes', 'free']]), 'Tue 8 Dec: Sakura pilot check-in 18:00–18:30'],
  [
    't5-qf-06',
    'when can i fit an hour on wed the 2nd',
    answer([anyOf(t('10:00'), t('16:00'), t('17:30'), t('08:00'))]),
    'Wed 2 Dec free: 08:00–09:00, 10:00–11:00, 16:00–17:00, from 17:30',
  ],
  [
    't5-qf-07',
    'am i free the afternoon of jan 13',
    answer([['free', 'nothing', 'yes', 'Conference', 'RevOps', 'Austin']]),
    'Wed 13 Jan: Gym, standup and the all-day RevOps conference',
  ],
]);

const QUESTION_WHO = rows('question-who', [
  ['t5-qo-01', "who's in the forecast review on the 7th", answer(['Lucas', 'Jordan', 'Carlos'])],
  [
    't5-qo-02',
    "the thing at The Loft on the 17th — who's invited",
    answer(['Priya', 'Dana', 'Mei', 'Carlos']),
    'named by place: Holiday party, The Loft',
  ],
  ['t5-qo-03', "who's my 1:30 on dec 4 with", answer(['Fiona', 'Ben', 'Ingrid']), 'Harbor Point contract review'],
  ['t5-qo-04', 'is tom in the qbr', answer([['no', 'not', "isn't"]]), 'Quarterly business review: Rachel, Nina, Sam'],
  ['t5-qo-05', 'who will I see at the vendor demo thursday the 10th', answer(['Elena', 'Marcus'])],
  ['t5-qo-06', 'who was at the quarterly planning last week', answer(['Priya', 'Carlos', 'Hannah']), 'Thu 19 Nov'],
  ['t5-qo-07', "who's on the jan 5 backend interview panel besides me", answer(['Omar', 'Hannah'])],
  ['t5-qo-08', 'which Omar is in the security questionnaire review', answer(['Haddad'])],
]);

const QUESTION_NEXT_LAST = rows('question-next-last', [
  [
    't5-qn-01',
    'next time I see Marcus?',
    answer([anyOf('tomorrow', d('2026-11-25'), 'Design review')]),
    'Design review Wed 25 Nov 15:30',
  ],
  [
    't5-qn-02',
    'account planning — when did we last do one',
    answer([d('2026-11-11')]),
    'Account planning Wed 11 Nov 11:00 (the next is 14 Dec)',
  ],
  [
    't5-qn-03',
    'when was my last dinner with friends',
    answer([d('2026-10-25')]),
    'Dinner with friends Sun 25 Oct (the next is 20 Dec)',
  ],
  ['t5-qn-04', 'when am I next at Barber & Co', answer([d('2026-12-01')]), 'named by place: Haircut Tue 1 Dec 18:00'],
  [
    't5-qn-05',
    'when was my last sync with omar haddad',
    answer([d('2026-11-19')]),
    'Sync with Omar Thu 19 Nov (the Roadmap sync on 18 Nov is earlier)',
  ],
  [
    't5-qn-06',
    'which is the next friday without the gym',
    answer([d('2026-12-25')]),
    'the Gym series skips Christmas Day (and 1 Jan); 27 Nov, 4, 11, 18 Dec all have it',
  ],
  [
    't5-qn-07',
    "when's my next evening meeting",
    answer([anyOf('Sakura', d('2026-11-30'))]),
    'Sakura Systems sync Mon 30 Nov 19:00; dry cleaning, Thanksgiving dinner and Game night have no guests',
  ],
  [
    't5-qn-08',
    'when do I next have a one-on-one with Lucas',
    answer([anyOf('Check-in with Lucas', d('2026-12-02'))]),
    'Check-in with Lucas Wed 2 Dec 15:30',
  ],
]);

const MULTI_INTENT = rows('multi-intent', [
  [
    't5-mi-01',
    "cancel the pricing page review, then tell me what's left on the 1st",
    { changes: { deleted: ['pricingpage1201'] }, answerIncludes: ['Onboarding', 'Interview'] },
    'Tue 1 Dec: onboarding workshop 11:00, Interview: Account executive 14:00 remain',
  ],
  [
    't5-mi-02',
    "three things for the weekend of the 5th: 1) scrap yoga on sat 2) move holiday shopping to 10am 3) put 'Wrap presents' on sunday 3-5pm",
    {
      changes: {
        deleted: ['ogaclass@2026-12-05'],
        moved: [to('shopping1205', '12-05', '10:00')],
        created: [{ title: '/wrap presents/i', start: ny('12-06', '15:00'), minutes: 120 }],
      },
    },
    'Sat 5 Dec: Yoga 09:00, Holiday shopping 13:00–15:00; Sun 6 Dec: Lunch with Mom ends 13:30',
  ],
  [
    't5-mi-03',
    'push the team check-in on the 17th to 11 and block 12:30-1:30 for lunch',
    {
      changes: {
        moved: [to('teamcheckin@2026-12-17', '12-17', '11:00')],
        created: [{ title: '/lunch/i', start: ny('12-17', '12:30'), minutes: 60 }],
      },
    },
    'Thu 17 Dec: Team check-in 10:00; Pacific Design check-in 12:00–12:30',
  ],
  [
    't5-mi-04',
    "delete the jan 27 budget review, and if that frees up 12 to 1, add 'Lunch with Carlos' then",
    {
      changes: {
        deleted: ['budgetrevi0127'],
        created: [{ title: '/lunch/i', start: ny('2027-01-27', '12:00'), minutes: 60 }],
      },
    },
    'Wed 27 Jan: Harbor Point sync ends 12:00, Budget review 12:00–12:30 is the only thing in 12–1',
  ],
  [
    't5-mi-05',
    'cancel the deal desk on december fourth and then move the q b r to two thirty',
    { changes: { deleted: ['dealdesk1204'], moved: [to('qbr1204', '12-04', '14:30')] } },
    'speech-to-text; Deal desk 14:30–15:00 goes, then the QBR 15:00–16:00 fits 14:30–15:30',
  ],
  [
    't5-mi-06',
    "call the year-end review with Priya 'Performance review' and stretch it to 90 min",
    {
      changes: {
        renamed: [{ id: 'annualrev1211', title: 'Performance review' }],
        moved: [{ id: 'annualrev1211', start: ny('12-11', '14:00'), minutes: 90 }],
      },
    },
    'Fri 11 Dec 14:00–15:00 → 14:00–15:30, nothing after',
  ],
  [
    't5-mi-07',
    "who's on the sakura pilot check-in? also put 30 min of prep right before it",
    {
      changes: { created: [{ title: '/prep/i', start: ny('12-08', '17:30'), minutes: 30 }] },
      answerIncludes: ['Kenji', 'Yuki'],
    },
    'Tue 8 Dec 18:00; Spanish ends 17:00',
  ],
  [
    't5-mi-08',
    'cancel the dana check-ins on dec 22 & 29, and push the jan 5 one to 10:30',
    {
      changes: {
        deleted: ['danacheckin@2026-12-22', 'danacheckin@2026-12-29'],
        moved: [to('danacheckin@2027-01-05', '2027-01-05', '10:30')],
      },
    },
    'Tue 5 Jan: Check-in with Dana 10:00–10:30, Interview 11:00',
  ],
]);

const SEED = rows('seed', [
  [
    't5-se-01',
    "I'll be in LA at Pacific Design's office all day Thu 10 Dec. Clear that day but keep the vendor demo, I'll do it from there.",
    {
      changes: {
        deleted: ['salesstandup@2026-12-10', 'teamcheckin@2026-12-10', 'debrief1210', 'spanishclass@2026-12-10'],
        mayCreate: AWAY_BLOCK,
      },
    },
    'Thu 10 Dec: standup, Team check-in, Hiring debrief, Vendor demo (kept), Spanish class',
  ],
  [
    't5-se-02',
    'Got called for jury duty on Tuesday 15 Dec. Cancel the standup and Spanish that day, and move my other meetings to Wed the 16th wherever I’m free.',
    {
      changes: {
        deleted: ['salesstandup@2026-12-15', 'spanishclass@2026-12-15'],
        moved: [
          { id: 'danacheckin@2026-12-15', day: '2026-12-16', free: true },
          { id: 'productdem1215', day: '2026-12-16', free: true },
          { id: 'accountpla1215', day: '2026-12-16', free: true },
          { id: 'financerev1215', day: '2026-12-16', free: true },
        ],
        mayCreate: AWAY_BLOCK,
      },
    },
    'Tue 15 Dec: Check-in with Dana, Product demo, Account planning, Finance review; Wed 16 Dec free 10:30–14:30 and from 15:00',
  ],
  [
    't5-se-03',
    "it's my mom's birthday on jan 9 — cancel the dinner with friends that evening and put in 'Mom's birthday dinner' 6:30–9pm",
    {
      changes: {
        deleted: ['dinnerithf0109'],
        created: [{ title: '/birthday|dinner/i', start: ny('2027-01-09', '18:30'), minutes: 150 }],
      },
    },
    'Sat 9 Jan: Dinner with friends 19:00–21:00',
  ],
  [
    't5-se-04',
    'Taking Friday the 18th off for a long weekend — cancel my meetings that day, except move the finance review to Thursday the 17th, any free slot',
    {
      changes: {
        deleted: ['salesstandup@2026-12-18', 'harborpoin1218', 'designsnc@2026-12-18', 'marketings1218'],
        moved: [{ id: 'financerev1218', day: '2026-12-17', free: true }],
        mayCreate: AWAY_BLOCK,
      },
    },
    'Fri 18 Dec meetings: standup, Harbor Point sync, Design sync, Marketing sync, Finance review (the Gym has no guests); Thu 17 Dec free 10:30–12:00, 12:30–16:00',
  ],
  [
    't5-se-05',
    "so my sister lands at JFK on Monday the 30th and I promised I'd pick her up, she's got two kids and a mountain of luggage so there's no way she's doing the train, and with traffic realistically I'm gone from 12:30 to 4. whatever I have in that window push to tuesday the 1st wherever it fits, and put 'JFK pickup' in for that time",
    {
      changes: {
        moved: [{ id: 'potterclass@2026-11-30', day: '2026-12-01', free: true }],
        created: [{ title: '/jfk|pickup|airport|sister/i', start: ny('11-30', '12:30'), minutes: 210 }],
      },
    },
    'Mon 30 Nov 12:30–16:00: only the Pottery class 14:00–15:30 (1:1 with Priya starts at 16:00)',
  ],
  [
    't5-se-06',
    "Priya wants me heads-down on Wed 9 Dec for offsite prep. Clear everything except the gym and block 9 to 5 as 'Offsite prep'",
    {
      changes: {
        deleted: ['salesstandup@2026-12-09', 'hiringsnc@2026-12-09', 'intsales1209', 'offsite1209', 'designrev@2026-12-09'],
        created: [{ title: '/offsite prep/i', start: ny('12-09', '09:00'), minutes: 480 }],
      },
    },
    'Wed 9 Dec: Gym (kept), standup, Hiring sync, Interview, Offsite planning, Design review',
  ],
  [
    't5-se-07',
    "customer dinner in Boston the evening of Thu 3 Dec, I'm leaving the office at 4 — cancel whatever I have from 4 on and put 'Brightline dinner' 7-9pm",
    {
      changes: {
        deleted: ['spanishclass@2026-12-03', 'metrics1203'],
        created: [{ title: '/dinner/i', start: ny('12-03', '19:00'), minutes: 120 }],
        mayCreate: AWAY_BLOCK,
      },
    },
    'Thu 3 Dec from 16:00: Spanish class 16:00, Weekly metrics review 17:00',
  ],
]);

const CREATE = rows('create', [
  [
    't5-cr-01',
    "every monday in december at 8:30 put 'Week planning' for 20 min",
    make(...occurrences(['12-07', '12-14', '12-21', '12-28'], '08:30', { title: '/week planning/i', minutes: 20 })),
    'recurring: Mondays 7, 14, 21, 28 Dec; Gym ends 08:00, standup 09:00',
  ],
  [
    't5-cr-02',
    'car service sat jan 16 10:30-noon',
    make({ title: '/car service/i', start: ny('2027-01-16', '10:30'), minutes: 90 }),
    'Yoga ends 10:00',
  ],
  [
    't5-cr-03',
    'set up a call with kenji for 9am tokyo time on thursday 10 december (his thursday)',
    make({ attendees: [EMAIL.kenji], start: ny('12-09', '19:00') }),
    'Thu 10 Dec 09:00 Tokyo = Wed 9 Dec 19:00 New York',
  ],
  [
    't5-cr-04',
    'Rachel can only do afternoons — set up 30 mins with her on Wed the 16th',
    make({ attendees: [EMAIL.rachel], minutes: 30, window: afternoon('12-16'), free: true }),
    'Wed 16 Dec afternoon: only the Onboarding plan review 14:30–15:00',
  ],
  [
    't5-cr-05',
    'add a dinner reservation friday the eighteenth at seven thirty pm for two hours',
    make({ title: '/dinner/i', start: ny('12-18', '19:30'), minutes: 120 }),
    'speech-to-text; Fri 18 Dec',
  ],
  [
    't5-cr-06',
    'block 12:30–1:15 for lunch every weekday the week of the 14th',
    make(...occurrences(['12-14', '12-15', '12-16', '12-17', '12-18'], '12:30', { title: '/lunch/i', minutes: 45 })),
    'recurring: Mon 14 – Fri 18 Dec; free each day',
  ],
  [
    't5-cr-07',
    "put 'Dad visiting' on the 19th and 20th of december, all day",
    {
      changes: {
        created: [{ title: '/dad/i', allDay: '2026-12-19' }],
        mayCreate: [{ title: '/dad/i', allDay: '2026-12-20' }],
      },
    },
    'one all-day event from Sat 19 Dec (two one-day events are accepted too)',
  ],
  [
    't5-cr-08',
    'Could you book in 40 mins with ben.carter@harborpoint.test at half two on Wednesday 20 January?',
    make({ attendees: [EMAIL.ben], start: ny('2027-01-20', '14:30'), minutes: 40 }),
    'British "half two" = 14:30; Onboarding plan review ends 14:30, Design review 15:30',
  ],
  [
    't5-cr-09',
    'Please to create one meeting with Jordan and Dana next wednesday in the evening, 30 minutes.',
    make({ attendees: [EMAIL.jordan, EMAIL.dana], minutes: 30, window: win('12-02', '17:00', '23:00'), free: true }),
    'non-native; Wed 2 Dec: Webinar dry run 17:00–17:30, free after',
  ],
  [
    't5-cr-10',
    "hold 2:30p-4p thu jan 28 for 'Q1 territory plan'",
    make({ title: '/territory/i', start: ny('2027-01-28', '14:30'), minutes: 90 }),
    'Thu 28 Jan: Pacific Design check-in ends 14:00',
  ],
]);

const AMBIGUOUS = rows('ambiguous', [
  [
    't5-am-01',
    'drop the contract review pls',
    asks(),
    'Brightline contract review Wed 25 Nov and Harbor Point contract review Fri 4 Dec',
  ],
  ['t5-am-02', 'can the lunch go to 1:30 instead', asks(), 'Team lunch, Lunch with Sam, Working lunch, Lunch with Omar…'],
  ['t5-am-03', 'set up a call with the harbor point team', asks(), 'no day or time'],
  ['t5-am-04', 'cancel the meeting with hannah on the 4th', asks(), 'Fri 4 Dec: Design sync and Roadmap review both have Hannah'],
  ['t5-am-05', 'reschedule my friday thing with jordan', asks(), 'Pipeline review Fri 27 Nov, but no new time'],
  ['t5-am-06', 'book lunch with omar on the 9th at 12:30', asks('Omar'), 'Omar Haddad or Omar Said'],
  ['t5-am-07', 'delete the budget review in january', asks(), 'six Budget reviews in January'],
]);

const NEGATIVE = rows('negative', [
  ['t5-ne-01', 'in my head the onboarding workshop already went great lol', nothing()],
  ['t5-ne-02', "cheers mate, that's sorted", nothing()],
  ['t5-ne-03', 'what do you reckon, should I move the QBR or leave it', nothing(), 'advice, no change'],
  ['t5-ne-04', "don't cancel anything on the 3rd, even if it looks packed", nothing()],
  [
    't5-ne-05',
    "my dentist's office is a nightmare, last time they had me booked for the 15th of september at 8 and I showed up at 7:45 and waited forty minutes, anyway",
    nothing(),
    'venting about a past appointment',
  ],
  ['t5-ne-06', 'if rachel asks, tell her the QBR is still on', nothing()],
  [
    't5-ne-07',
    "don't change anything, just tell me: is the sales meeting before or after the team lunch",
    nothing(['after']),
    'Team lunch Wed 25 Nov 12:00, Sales meeting 14:00',
  ],
  ['t5-ne-08', 'vielen dank, alles gut 👌', nothing()],
]);

export const HOLDOUT_5_CORPUS: CorpusRow[] = [
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
