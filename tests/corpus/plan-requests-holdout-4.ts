// A FOURTH HELD-OUT plan corpus: requests Kairos was not tuned on, written by hand against
// tests/fixtures/calendars/five-months.json (see tests/corpus/CALENDAR.md) without reading lib/, components/ or
// entrypoints/, with the same row type, reading conventions and judging as tests/corpus/plan-requests.ts. It avoids
// the phrasings, and where it can the events and people, of the three earlier rounds, and leans on what they had
// little of: the far side of the calendar (mid-December, the holidays, January), recurring new events, constraints
// about other people ("Omar can't do mornings", "Priya prefers no meetings after 3 on Tuesdays"), other zones
// ("3pm London time"), and a wide spread of time language: "18h45", "quarter to 5", British "half 3" (= 15:30),
// "noon", "EOD", "first thing", "the 3rd", US "12/8" (= 8 Dec), Brazilian "22/12", "a fortnight from now",
// "Monday after next", "early next month", "the week of the 14th", holidays by name, durations ("for 90 mins",
// "an hour and a half") and ranges ("thru", "till", "12:30-1:30"). Voices: terse notes, chatty, speech-to-text
// (lowercase, no punctuation, numbers as words, "hey kairos"), non-native English (Indian, Nigerian, German, Spanish,
// Chinese, Brazilian patterns), British, polite corporate, typos, emoji, long messages with the request buried inside.
//
// A measurement only: it is in no test and not in passing.json.
//   npx tsx tests/corpus/run-plan-corpus.ts --holdout4 [--category X] [--id A,B] [--verbose] [--check]
//
// now = Tue 2026-11-24 09:00 America/New_York. "today" = Tue 24 Nov, "tomorrow" = Wed 25 Nov, "Thursday" = 26 Nov
// (Thanksgiving), "this Friday"/"Friday" = 27 Nov, "Monday" = 30 Nov, "next week" = 30 Nov – 6 Dec,
// "next Tuesday" = 1 Dec, "next Friday" = 4 Dec, "Monday after next" = 7 Dec, "the week after next" = 7–13 Dec,
// "a fortnight from now" = Tue 8 Dec, "next month"/"early next month" = December (its first ten days),
// "the week of the 14th" = Mon 14 – Sun 20 Dec, "Christmas week" = 21–27 Dec, Christmas Eve = Thu 24 Dec,
// New Year's Eve = Thu 31 Dec, New Year's Day = Fri 1 Jan 2027, MLK Day = Mon 18 Jan 2027.
// London is New York + 5 h and Tokyo New York + 14 h on every date used here.
// A "meeting" has guests; Gym, classes, Haircut, Dentist, Groceries… are personal. A day named by its number alone
// ("the 16th") is the next such date. A request that names no single event, or no time, must be asked about.

import type { CorpusRow, CreateExpectation, MoveExpectation, TimeWindow } from './plan-requests';

import { ny, win, afternoon, t, d, anyOf, EMAIL, del, mv, to, ren, make, answer, asks, nothing, rows } from './plan-row-builders';

const TRAVEL_BLOCK: CreateExpectation[] = [
  { title: '/travel|trip|flight|out of office|ooo|away|london|off|vacation|holiday|pto|leave/i' },
];
const JANUARY: TimeWindow = { start: ny('2027-01-01', '00:00'), end: ny('2027-02-01', '00:00') };
const EARLY_DECEMBER: TimeWindow = { start: ny('12-01', '00:00'), end: ny('12-11', '00:00') };

/** A weekly or daily new event, one expected occurrence per date. */
function occurrences(dates: string[], time: string, extra: Omit<CreateExpectation, 'start'>): CreateExpectation[] {
  return dates.map((date) => ({ ...extra, start: ny(date, time) }));
}

// ---------------------------------------------------------------------------------------------
// The rows

const TITLE_TARGET = rows('title-target', [
  [
    't4-tt-01',
    'onboarding plan review on the 16th → 4pm',
    mv(to('onboarding1216', '12-16', '16:00')),
    'Wed 16 Dec 14:30–15:00; 16:00–16:30 is free',
  ],
  [
    't4-tt-02',
    'Holiday party: can we start it at 18h45 instead',
    mv(to('celebration1217', '12-17', '18:45')),
    'European 24-hour "18h45"; Thu 17 Dec 18:00–21:00, keeps its 3 hours',
  ],
  [
    't4-tt-03',
    'hey kairos rename the account planning on december fourteenth to brightline account plan',
    ren('accountpla1214', 'brightline account plan'),
    'speech-to-text; Mon 14 Dec 17:00',
  ],
  [
    't4-tt-04',
    'Could you shift the marketing sync on the 18th to half 3, ta',
    mv(to('marketings1218', '12-18', '15:30')),
    'British "half 3" = 15:30; Fri 18 Dec 11:30, Finance review ends 15:30',
  ],
  ['t4-tt-05', 'scratch groceries on jan 24', del('groceries0124'), 'Sun 24 Jan 15:00'],
  [
    't4-tt-06',
    'Kindly help me shift the dinner with friends on the 20th to 7:30pm, I will be coming late from work.',
    mv(to('dinnerithf1220', '12-20', '19:30')),
    'Nigerian English; Sun 20 Dec 19:00–21:00',
  ],
  ['t4-tt-07', 'cancel movie night on the 23rd of jan 🍿❌', del('movienight0123'), 'emoji; Sat 23 Jan'],
  [
    't4-tt-08',
    'Please, change the hour of the Pacific Design check-in of day 17 to 3 of the afternoon',
    mv(to('pacificdes1217', '12-17', '15:00')),
    'Brazilian pattern ("dia 17", "3 da tarde"); Thu 17 Dec 12:00; 15:00–15:30 free',
  ],
  [
    't4-tt-09',
    'the dinner with friends on jan 9th, cut it down to an hour and a half',
    mv({ id: 'dinnerithf0109', start: ny('2027-01-09', '19:00'), minutes: 90 }),
    'Sat 9 Jan 19:00–21:00 → 19:00–20:30',
  ],
]);

const POSITION = rows('position', [
  [
    't4-po-01',
    'whats the first thing after standup on dec 15',
    answer(['Dana']),
    'Tue 15 Dec: standup 09:00, Check-in with Dana 10:00',
  ],
  [
    't4-po-02',
    'cancel the last meeting on friday the 18th',
    del('financerev1218'),
    'Fri 18 Dec: Finance review 14:30–15:30 is the last',
  ],
  [
    't4-po-03',
    'move my second-to-last meeting on 1/7 to 4pm',
    mv(to('roadmapsnc0107', '2027-01-07', '16:00')),
    'Thu 7 Jan: standup, Harbor Point sync, Team check-in, Marketing sync, Roadmap sync 13:30, Budget review 15:00',
  ],
  [
    't4-po-04',
    'hey kairos what comes right after my lunch with dana on monday the seventh',
    answer(['Pottery']),
    'Mon 7 Dec: Lunch with Dana 12:00–13:00, Pottery class 14:00',
  ],
  [
    't4-po-05',
    'Kindly postpone my earliest appointment on 9th December by 30 minutes',
    mv(to('gmsession@2026-12-09', '12-09', '07:30')),
    'Indian English; Wed 9 Dec: Gym 07:00 is the earliest; 07:30–08:30 free',
  ],
  [
    't4-po-06',
    'drop the meeting just before the holiday party',
    del('accountpla1217'),
    'Thu 17 Dec: Account planning 17:00–17:45, Holiday party 18:00',
  ],
  [
    't4-po-07',
    "What's the final thing in my diary on Christmas Eve?",
    answer(['standup']),
    'British; Thu 24 Dec: only the Sales standup (and the all-day Out of office)',
  ],
  [
    't4-po-08',
    "The second appointment on Saturday the 5th I would like to have at 11 o'clock.",
    mv(to('shopping1205', '12-05', '11:00')),
    'German word order; Sat 5 Dec: Yoga 09:00, Holiday shopping 13:00–15:00',
  ],
]);

const PERSON = rows('person', [
  [
    't4-pe-01',
    'push my call with Fiona on Friday to 5pm UK time',
    mv(to('harborcall1127', '11-27', '12:00')),
    'Partner call with Harbor Point Fri 27 Nov 11:00 NY; 17:00 London = 12:00 NY',
  ],
  [
    't4-pe-02',
    '1:1 w/ priya on the 7th → quarter to 5',
    mv(to('oneonepri@2026-12-07', '12-07', '16:45')),
    'Mon 7 Dec 16:00–16:30; 16:45–17:15 free',
  ],
  ['t4-pe-03', 'Cancel the meeting with Kenji and Yuki on 12/8', del('sakurapilot1208'), 'US date: Tue 8 Dec'],
  [
    't4-pe-04',
    'Carlos the budget review on January 5, help me change to 3:30 pm',
    mv(to('budgetrevi0105', '2027-01-05', '15:30')),
    'Chinese pattern; Tue 5 Jan 14:30',
  ],
  [
    't4-pe-05',
    "whatever I've got with Rachel on the 15th, shift it to after lunch, any free slot",
    mv({ id: 'productdem1215', window: win('12-15', '13:00', '18:00'), free: true }),
    'Product demo Tue 15 Dec 11:00–11:45',
  ],
  [
    't4-pe-06',
    'Delete the meeting with Elena of the 29 of January, please',
    del('pacificdes0129'),
    'Spanish pattern; Fri 29 Jan: Pacific Design check-in 15:00 (the Roadmap sync has no Elena)',
  ],
  [
    't4-pe-07',
    'My check-in with Dana next week, kindly bring it forward to 9:30',
    mv(to('danacheckin@2026-12-01', '12-01', '09:30')),
    'Tue 1 Dec 10:00; standup ends 09:15',
  ],
  [
    't4-pe-08',
    'move the sync with omar from engineering on jan 21 to 2pm',
    mv(to('roadmapsnc0121', '2027-01-21', '14:00')),
    'Thu 21 Jan: Roadmap sync 11:00 with Hannah and Omar Haddad, the only event with an Omar that day',
  ],
  [
    't4-pe-09',
    'cancel my next meeting with Tom Gallagher',
    del('onboard1201'),
    'Brightline onboarding workshop Tue 1 Dec (the renewal call today has no Tom)',
  ],
]);

const TIME_SELECTION = rows('time-selection', [
  ['t4-ts-01', "what's at 5 on the 14th", answer(['Account planning']), 'Mon 14 Dec 17:00'],
  [
    't4-ts-02',
    'push the 4:30 on jan 4 to quarter to 6',
    mv(to('marketings0104', '2027-01-04', '17:45')),
    'Mon 4 Jan: Marketing sync 16:30–17:00; Budget review 17:00–17:30',
  ],
  ['t4-ts-03', 'what have I got first thing tomorrow', answer(['Gym']), 'Wed 25 Nov 07:00'],
  ['t4-ts-04', 'do I have anything on the night of 12/8', answer(['Sakura']), 'Sakura pilot check-in 18:00'],
  [
    't4-ts-05',
    'clear my friday morning (the 18th) but keep the gym',
    del('salesstandup@2026-12-18', 'harborpoin1218', 'designsnc@2026-12-18', 'marketings1218'),
    'Fri 18 Dec before noon',
  ],
  [
    't4-ts-06',
    'hey kairos cancel my three thirty on wednesday the ninth',
    del('designrev@2026-12-09'),
    'speech-to-text; Wed 9 Dec Design review 15:30',
  ],
  [
    't4-ts-07',
    "What's happening between 11 and 1 on the 4th",
    answer(['Jordan', 'Lunch with Omar']),
    'Fri 4 Dec: Check-in with Jordan 11:30, Lunch with Omar 12:00 (Roadmap review runs to 11:30)',
  ],
  [
    't4-ts-08',
    'what do I have from 1 till 3 on jan 11',
    answer(['Roadmap', 'Product demo']),
    'Mon 11 Jan: Roadmap sync 13:30, Product demo 14:30',
  ],
  [
    't4-ts-09',
    'move my noon on jan 27 to 2',
    mv(to('budgetrevi0127', '2027-01-27', '14:00')),
    'Wed 27 Jan: Budget review 12:00–12:30',
  ],
]);

const BULK = rows('bulk', [
  ['t4-bu-01', 'nuke all the december finance reviews', del('financerev1215', 'financerev1218')],
  [
    't4-bu-02',
    'push all the product demos with rachel in january half an hour later',
    mv(to('productdem0111', '2027-01-11', '15:00'), to('productdem0125', '2027-01-25', '13:30')),
    'Mon 11 Jan 14:30, Mon 25 Jan 13:00',
  ],
  [
    't4-bu-03',
    'wipe everything on sat the 19th of december',
    del('ogaclass@2026-12-19', 'groceries1219'),
    'Yoga 09:00, Groceries 13:00',
  ],
  [
    't4-bu-04',
    'cancel standup for the whole week of the 14th',
    del(
      'salesstandup@2026-12-14',
      'salesstandup@2026-12-15',
      'salesstandup@2026-12-16',
      'salesstandup@2026-12-17',
      'salesstandup@2026-12-18',
    ),
  ],
  [
    't4-bu-05',
    "feeling rough, wipe tomorrow afternoon, I've got a doctor thing",
    del('teamlunch1125', 'contract1125', 'salesmeeting1125', 'designrev@2026-11-25', 'drcleaning1125'),
    'Wed 25 Nov 12:00–18:00: Team lunch, contract review, Sales meeting, Design review, dry cleaning 17:30',
  ],
  [
    't4-bu-06',
    'Can you delete all the gym sessions over Christmas week',
    del('gmsession@2026-12-21', 'gmsession@2026-12-23'),
    '21–27 Dec; no Gym on Christmas Day',
  ],
  [
    't4-bu-07',
    "okay so my new year's resolution came early: I'm going to do yoga at home from now on since the studio keeps changing instructors and honestly the drive is killing me, so could you cancel all my yoga classes until the new year? I'll sort January out later",
    del('ogaclass@2026-11-28', 'ogaclass@2026-12-05', 'ogaclass@2026-12-12', 'ogaclass@2026-12-19', 'ogaclass@2026-12-26'),
    'Saturdays 28 Nov – 26 Dec; 2 Jan is in the new year',
  ],
  [
    't4-bu-08',
    "rename all the Marketing syncs in January to 'Brand & growth sync'",
    {
      changes: {
        renamed: ['marketings0104', 'marketings0107', 'marketings0108', 'marketings0121', 'marketings0122'].map((id) => ({
          id,
          title: 'Brand & growth sync',
        })),
      },
    },
  ],
]);

const CONDITION = rows('condition', [
  [
    't4-co-01',
    "if I'm free at 3 on the 10th, book a call with Lucas then",
    make({ attendees: [EMAIL.lucas], start: ny('12-10', '15:00') }),
    'Thu 10 Dec: Vendor demo ends 14:00, Spanish at 16:00',
  ],
  [
    't4-co-02',
    'if the finance review on the 15th overlaps my Spanish class, push it to after',
    nothing(),
    'Spanish 16:00–17:00, Finance review 17:00–18:00: back to back, no overlap',
  ],
  [
    't4-co-03',
    "cancel the marketing sync on jan 22 only if Mei isn't in it",
    nothing(),
    'Mei is a guest of the Marketing sync Fri 22 Jan',
  ],
  [
    't4-co-04',
    "if new year's eve has nothing but the standup, just cancel the standup",
    del('salesstandup@2026-12-31'),
    'Thu 31 Dec: the Sales standup is the only timed event',
  ],
  [
    't4-co-05',
    'if my dentist on 12/8 is before 9, add a coffee right after it',
    make({ title: '/coffee/i', start: ny('12-08', '08:45') }),
    'Dentist 08:00–08:45',
  ],
  [
    't4-co-06',
    'Priya prefers no meetings after 3 on Tuesdays. If anything with her next month breaks that, move it earlier the same day.',
    mv({ id: 'financerev1215', window: win('12-15', '06:00', '15:00'), free: true }),
    'December Tuesdays with Priya: Interview 1 Dec 14:00–14:45, sponsor meeting 8 Dec 11:00, Finance review 15 Dec 17:00 (the one)',
  ],
  [
    't4-co-07',
    "Omar Haddad can't do mornings anymore. If the roadmap review next Friday is in the morning, move it to the afternoon somewhere I'm free.",
    mv({ id: 'roadmap1204', window: afternoon('12-04'), free: true }),
    'Roadmap review Fri 4 Dec 10:30–11:30; the only free hour that afternoon is 17:00–18:00',
  ],
  [
    't4-co-08',
    "if I've got no plans on new year's day, put 'Brunch with the Lees' at 11",
    make({ title: '/brunch/i', start: ny('2027-01-01', '11:00') }),
    'Fri 1 Jan: only the all-day holiday',
  ],
  [
    't4-co-09',
    'If I have more than three meetings on the 16th, cancel the onboarding plan review',
    del('onboarding1216'),
    'Wed 16 Dec: standup, Hiring sync, Harbor Point sync, Onboarding plan review = 4 (the Gym is no meeting)',
  ],
]);

const QUESTION_WHEN = rows('question-when', [
  ['t4-qw-01', "when's the holiday party", answer([t('18:00'), d('2026-12-17')])],
  ['t4-qw-02', 'what day is my next finance review', answer([d('2026-12-15')])],
  ['t4-qw-03', "when's the next marketing sync", answer([d('2026-12-18'), t('11:30')])],
  [
    't4-qw-04',
    'what time is the sakura pilot check-in for Kenji, in Tokyo time',
    answer([t('08:00')]),
    'Tue 8 Dec 18:00 New York = Wed 9 Dec 08:00 Tokyo',
  ],
  ['t4-qw-05', 'Year-end review with Priya is which day?', answer([d('2026-12-11')]), 'Chinese pattern'],
  ['t4-qw-06', 'when does pottery finish for good', answer([d('2026-12-14')]), 'the series ends with Mon 14 Dec'],
  ['t4-qw-07', 'when is the brightline escalation', answer([t('09:30')]), 'Fri 4 Dec 09:30'],
  ['t4-qw-08', 'how long is the cooking class', answer([['2 hours', 'two hours', '2h', '120', '2 hrs']])],
  ['t4-qw-09', 'When is MLK day?', answer([d('2027-01-18')])],
]);

const QUESTION_COUNT = rows('question-count', [
  [
    't4-qc-01',
    'how many meetings do I have the week of the 14th',
    answer([['24', 'twenty-four', 'twenty four']]),
    'Mon 14 – Sun 20 Dec: 5 + 5 + 4 + 5 + 5 (Holiday party included; Gym, classes, Groceries, Dinner with friends are not meetings)',
  ],
  [
    't4-qc-02',
    'how many finance reviews have I had since september',
    answer([['7', 'seven']]),
    '14, 18 Sep, 1, 2, 16, 26, 27 Oct',
  ],
  [
    't4-qc-03',
    'how many gym sessions have I got left this year',
    answer([['15', 'fifteen']]),
    'Mon/Wed/Fri 25 Nov – 30 Dec, Christmas Day skipped',
  ],
  [
    't4-qc-04',
    'how many hours am I in meetings tomorrow',
    answer([['5h45', '5h 45', '5 h 45', '5 hours 45', '5 hours and 45', '5.75', '5:45', '345', '5¾']]),
    'Wed 25 Nov: 15+30+60+30+60+30+60+60 = 345 min (Gym and dry cleaning excluded)',
  ],
  ['t4-qc-05', 'how many 1:1s with priya till christmas', answer([['4', 'four']]), '30 Nov, 7, 14, 21 Dec'],
  [
    't4-qc-06',
    'How many meetings are there on the 3rd?',
    answer([['10', 'ten']]),
    'Thu 3 Dec: 11 timed events, the Spanish class is no meeting',
  ],
  [
    't4-qc-07',
    'how many customer calls with brightline have there been',
    answer([['7', 'seven']]),
    'speech-to-text style; 2, 4, 15, 17 Sep, 14, 30 Oct, 17 Nov (3 Dec is to come)',
  ],
  ['t4-qc-08', 'how many movie nights in january', answer([['3', 'three']]), '17, 23, 30 Jan'],
]);

const QUESTION_AGENDA = rows('question-agenda', [
  ['t4-qa-01', 'what does my thursday the 17th look like', answer(['Team check-in', 'Pacific Design', 'Holiday party'])],
  ['t4-qa-02', "what's on a fortnight from now", answer(['Dentist', 'sponsor', 'Pricing workshop', 'Sakura']), 'Tue 8 Dec'],
  ['t4-qa-03', "what's on tue the 15th?", answer(['Product demo', 'Account planning', 'Finance review'])],
  ['t4-qa-04', "what've I got on the 22nd of december", answer(['Dana']), 'Out of office, standup, Check-in with Dana'],
  [
    't4-qa-05',
    'hey kairos whats on my calendar for new years day',
    answer([['New Year', 'nothing', 'free', 'holiday']]),
    'Fri 1 Jan: only the all-day New Year’s Day',
  ],
  [
    't4-qa-06',
    "what's still on my plate before EOD today",
    answer(['renewal', 'Interview', 'Budget check']),
    'Tue 24 Nov after 09:00',
  ],
  ['t4-qa-07', 'what do I have on MLK day', answer(['Gym']), 'Mon 18 Jan: the holiday and the Gym at 07:00'],
  ['t4-qa-08', 'what was on last thursday', answer(['Sync with Omar', 'Quarterly planning', 'Expense report']), 'Thu 19 Nov'],
  ['t4-qa-09', 'Abeg what do I have on Saturday the 19th', answer(['Yoga', 'Groceries']), 'Nigerian; Sat 19 Dec'],
]);

const QUESTION_FREE = rows('question-free', [
  [
    't4-qf-01',
    'am I free 2-4 on jan 7',
    answer([['Roadmap', 'Budget review', 'busy', 'not free', 'not entirely', 'no,', 'no.']]),
    'Thu 7 Jan: Roadmap sync 13:30–14:30, Budget review 15:00–15:30',
  ],
  [
    't4-qf-02',
    'is there a 90 min window on the 16th',
    answer([anyOf(t('10:30'), t('15:00'))]),
    'Wed 16 Dec: free 10:30–14:30 and from 15:00',
  ],
  [
    't4-qf-03',
    'Is Christmas Eve afternoon free?',
    answer([['free', 'nothing', 'yes', 'out of office']]),
    'Thu 24 Dec: only the standup at 09:00',
  ],
  [
    't4-qf-04',
    'free at quarter to 5 on the 2nd?',
    answer([['yes', 'free']]),
    'Wed 2 Dec: Check-in with Lucas ends 16:00, Webinar dry run at 17:00',
  ],
  [
    't4-qf-05',
    'I have free time the 14 of January in the morning?',
    answer([anyOf('standup', 'check-in', 'Conference', 'RevOps')]),
    'Spanish pattern; Thu 14 Jan: standup 09:00, Team check-in 10:00, all-day conference',
  ],
  [
    't4-qf-06',
    'when am I free for an hour and a half on thursday the 10th',
    answer([anyOf(t('14:00'), t('11:30'), t('17:00'))]),
    'Thu 10 Dec: 11:30–13:00, 14:00–16:00, from 17:00',
  ],
  [
    't4-qf-07',
    'any gaps tomorrow afternoon',
    answer([anyOf(t('13:30'), t('15:00'), t('16:30'))]),
    'Wed 25 Nov: 13:30–14:00, 15:00–15:30, 16:30–17:30',
  ],
  [
    't4-qf-08',
    'Is the 29th December free for me, the whole day?',
    answer([anyOf('standup', 'Dana')]),
    'German pattern; Tue 29 Dec: standup 09:00, Check-in with Dana 10:00',
  ],
]);

const QUESTION_WHO = rows('question-who', [
  ['t4-qo-01', "who's coming to the offsite planning", answer(['Priya', 'Dana', 'Hannah'])],
  ['t4-qo-02', 'who is in the account planning on the 15th', answer(['Sam', 'Lucas'])],
  ['t4-qo-03', "who will I see on new year's eve", answer(['Lucas', 'Jordan']), 'Thu 31 Dec: only the Sales standup'],
  [
    't4-qo-04',
    'is Ingrid in the harbor point sync on jan 4',
    answer([['yes', 'invited', 'attending', 'is in', 'guest', 'coming']]),
  ],
  ['t4-qo-05', "who's the 9:30 with on monday", answer(['Priya', 'Hannah', 'Carlos']), 'Mon 30 Nov: Q1 planning kickoff'],
  ['t4-qo-06', 'Who all is there in the team meeting', answer(['Priya', 'Dana', 'Carlos', 'Jordan']), 'Indian English'],
  [
    't4-qo-07',
    'who did i have the pricing call with on november eighteenth',
    answer(['Omar', 'Nina']),
    'speech-to-text; Brightline pricing call: Omar Said, Nina Petrova',
  ],
  ['t4-qo-08', 'Which people from Brightline will be at the exec sponsor meeting?', answer(['Rachel', 'Tom', 'Nina', 'Omar'])],
]);

const QUESTION_NEXT_LAST = rows('question-next-last', [
  ['t4-qn-01', "when's my next dentist", answer([d('2026-12-08'), t('08:00')])],
  [
    't4-qn-02',
    'last time i saw elena?',
    answer([d('2026-11-11')]),
    'Wed 11 Nov: Pacific Design check-in and Design review (25 Nov is ahead)',
  ],
  [
    't4-qn-03',
    "when's the next time I've got something with Carlos",
    answer([anyOf('today', d('2026-11-24')), t('15:00')]),
    'Budget check with Carlos today 15:00',
  ],
  [
    't4-qn-04',
    'when do I next see Nina',
    answer([anyOf('tomorrow', d('2026-11-25'), 'Wednesday'), t('13:00')]),
    'Brightline contract review Wed 25 Nov',
  ],
  ['t4-qn-05', 'when was the last forecast review', answer([anyOf(d('2026-11-23'), 'yesterday', 'Monday')])],
  ['t4-qn-06', 'When was the last time I made the yoga?', answer([anyOf(d('2026-11-21'), 'Saturday')]), 'German/Spanish pattern'],
  ['t4-qn-07', 'when did I last have lunch with hannah', answer([anyOf(d('2026-11-23'), 'yesterday', 'Monday')])],
  [
    't4-qn-08',
    'next time I have both Fiona and Ingrid in a meeting?',
    answer([d('2026-12-04')]),
    'Harbor Point contract review Fri 4 Dec 13:30',
  ],
  [
    't4-qn-09',
    'When is my next interview?',
    answer([t('14:00'), anyOf('today', d('2026-11-24'))]),
    'Interview: Solutions engineer today 14:00',
  ],
]);

const MULTI_INTENT = rows('multi-intent', [
  [
    't4-mi-01',
    'cancel groceries on the 31st of jan and put a run in the park that afternoon at 3',
    {
      changes: {
        deleted: ['groceries0131'],
        created: [{ title: '/run/i', start: ny('2027-01-31', '15:00') }],
      },
    },
  ],
  [
    't4-mi-02',
    'move the pricing workshop to 3 and add a 15m prep right before it',
    {
      changes: {
        moved: [to('pricing1208', '12-08', '15:00')],
        created: [{ title: '/prep/i', start: ny('12-08', '14:45'), minutes: 15 }],
      },
    },
    'Tue 8 Dec 14:00–15:00',
  ],
  [
    't4-mi-03',
    "Kindly rename 'Onboarding plan review' on Jan 20 to 'Onboarding retro' and push it by 1 hour",
    {
      changes: {
        renamed: [{ id: 'onboarding0120', title: 'Onboarding retro' }],
        moved: [to('onboarding0120', '2027-01-20', '15:00')],
      },
    },
    'Wed 20 Jan 14:00–14:30',
  ],
  [
    't4-mi-04',
    "what's on the 11th, and cancel the pipeline review that day",
    { changes: { deleted: ['pipelinerev1211'] }, answerIncludes: ['Year-end'] },
    'Fri 11 Dec',
  ],
  [
    't4-mi-05',
    "cancel Spanish on the 15th and 17th, I'll be busy with the holiday stuff",
    del('spanishclass@2026-12-15', 'spanishclass@2026-12-17'),
  ],
  [
    't4-mi-06',
    'add dinner with Lucas on the 3rd at 7pm and move my metrics review to 6',
    {
      changes: {
        created: [{ attendees: [EMAIL.lucas], start: ny('12-03', '19:00') }],
        moved: [to('metrics1203', '12-03', '18:00')],
      },
    },
    'Thu 3 Dec; Weekly metrics review 17:00',
  ],
  [
    't4-mi-07',
    'ok so two things move the harbor point sync on the sixteenth to eleven and then book an hour with fiona on the eighteenth at one',
    {
      changes: {
        moved: [to('harborpoin1216', '12-16', '11:00')],
        created: [{ attendees: [EMAIL.fiona], start: ny('12-18', '13:00'), minutes: 60 }],
      },
    },
    'speech-to-text',
  ],
  [
    't4-mi-08',
    'swap the pipeline review and the partner call this friday',
    mv(to('pipelinerev1127', '11-27', '11:00'), to('harborcall1127', '11-27', '10:00')),
    'Fri 27 Nov: Pipeline review 10:00–10:30, Partner call 11:00–11:45',
  ],
]);

const DEC_3_TO_11: MoveExpectation[] = [
  { id: 'dealsakura1203', day: '2026-12-11', free: true },
  { id: 'custcall1203', day: '2026-12-11', free: true },
];

const SEED = rows('seed', [
  [
    't4-se-01',
    'heading to London for Harbor Point on 12/16, clear the day but keep the Harbor Point sync',
    {
      changes: {
        deleted: ['gmsession@2026-12-16', 'salesstandup@2026-12-16', 'hiringsnc@2026-12-16', 'onboarding1216'],
        mayCreate: TRAVEL_BLOCK,
      },
    },
  ],
  [
    't4-se-02',
    "I'm taking 12/22 thru 12/24 completely off, wipe whatever's on those days",
    {
      changes: {
        deleted: [
          'salesstandup@2026-12-22',
          'danacheckin@2026-12-22',
          'gmsession@2026-12-23',
          'salesstandup@2026-12-23',
          'salesstandup@2026-12-24',
        ],
        mayCreate: TRAVEL_BLOCK,
      },
    },
  ],
  [
    't4-se-03',
    'Thursday the 3rd: push the deal review and the customer call to friday the 11th wherever I’m free',
    mv(...DEC_3_TO_11),
    'Deal review: Sakura 09:30, Customer call: Brightline 10:30',
  ],
  [
    't4-se-04',
    'My week of the 14th is overloaded. Move all the account planning meetings that week into January wherever I have space.',
    mv(
      { id: 'accountpla1214', window: JANUARY, free: true },
      { id: 'accountpla1215', window: JANUARY, free: true },
      { id: 'accountpla1217', window: JANUARY, free: true },
    ),
  ],
  [
    't4-se-05',
    "so my daughter's school play got moved to the afternoon of Wed Dec 9 and I absolutely cannot miss it, it's her first solo, she's been practising in the living room for weeks lol. anyway can you move whatever I have after lunch that day to thursday the 10th, any open time, and put the play in from 2 till 4",
    {
      changes: {
        moved: [
          { id: 'offsite1209', day: '2026-12-10', free: true },
          { id: 'designrev@2026-12-09', day: '2026-12-10', free: true },
        ],
        created: [{ title: '/play/i', start: ny('12-09', '14:00'), minutes: 120 }],
      },
    },
    'Wed 9 Dec afternoon: Offsite planning 13:00, Design review 15:30',
  ],
  [
    't4-se-06',
    "I'm at the RevOps conference Jan 12-14 — move my Dana check-in that week to the Monday before, same time",
    mv(to('danacheckin@2027-01-12', '2027-01-11', '10:00')),
    'Check-in with Dana Tue 12 Jan 10:00; Mon 11 Jan 10:00–10:30 free',
  ],
  [
    't4-se-07',
    "it's Priya's birthday on the 2nd and I don't want to drag her through the board deck review that day, move it to the following Monday wherever it fits",
    mv({ id: 'boarddeck1202', day: '2026-12-07', free: true }),
    'Board deck review Wed 2 Dec 14:00–15:00',
  ],
  [
    't4-se-08',
    'The week after next is going to be crazy with board prep — please cancel my pottery and spanish classes that week, the gym stays',
    del('potterclass@2026-12-07', 'spanishclass@2026-12-08', 'spanishclass@2026-12-10'),
    'week of Mon 7 Dec',
  ],
]);

const CREATE = rows('create', [
  ['t4-cr-01', 'lunch w mei 12/18 12:30-1:30', make({ attendees: [EMAIL.mei], start: ny('12-18', '12:30'), minutes: 60 })],
  [
    't4-cr-02',
    'Monday after next, 3pm London time, 30 mins with Ingrid',
    make({ attendees: [EMAIL.ingrid], start: ny('12-07', '10:00'), minutes: 30 }),
    'Mon 7 Dec 15:00 London = 10:00 NY (Forecast review ends 10:00)',
  ],
  [
    't4-cr-03',
    'set up a 30-min sync with Hannah every Thursday in January at 3:30pm',
    make(
      ...occurrences(['2027-01-07', '2027-01-14', '2027-01-21', '2027-01-28'], '15:30', {
        attendees: [EMAIL.hannah],
        minutes: 30,
      }),
    ),
    'recurring: four Thursdays',
  ],
  [
    't4-cr-04',
    'add a daily 15 min "Inbox zero" at 8:30 next week mon-fri',
    make(...occurrences(['11-30', '12-01', '12-02', '12-03', '12-04'], '08:30', { title: '/inbox zero/i', minutes: 15 })),
    'recurring: 30 Nov – 4 Dec',
  ],
  [
    't4-cr-05',
    'hold 2 till 4 on the 10th for forecast prep',
    make({ title: '/forecast prep/i', start: ny('12-10', '14:00'), minutes: 120 }),
    'Thu 10 Dec 14:00–16:00 is free',
  ],
  [
    't4-cr-06',
    "block jan 25 thru 27, I'm on PTO",
    {
      changes: {
        created: [{ title: '/pto|off|vacation|leave|out of office|ooo|holiday/i', allDay: '2027-01-25' }],
        mayCreate: [
          { title: '/pto|off|vacation|leave|out of office|ooo|holiday/i', allDay: '2027-01-26' },
          { title: '/pto|off|vacation|leave|out of office|ooo|holiday/i', allDay: '2027-01-27' },
        ],
      },
    },
    'one all-day block from Mon 25 Jan (three one-day blocks are accepted too)',
  ],
  [
    't4-cr-07',
    'Priya prefers no meetings after 3 on Tuesdays — grab 45 min with her next Tuesday',
    make({ attendees: [EMAIL.priya], minutes: 45, window: win('12-01', '06:00', '15:00'), free: true }),
    'Tue 1 Dec before 15:00: 09:15–10:00, 12:00–13:00 are free',
  ],
  [
    't4-cr-08',
    "Omar Haddad can't do mornings, so find an hour with him on Monday after next",
    make({ attendees: [EMAIL.omarH], minutes: 60, window: win('12-07', '12:00', '20:00'), free: true }),
    'Mon 7 Dec afternoon: 13:00–14:00, from 16:30',
  ],
  [
    't4-cr-09',
    'Please help me fix a meeting with Jordan and Lucas on Friday 11th by 3pm for one hour',
    make({ attendees: [EMAIL.jordan, EMAIL.lucas], window: win('12-11', '06:00', '16:00'), minutes: 60, free: true }),
    'Nigerian English "fix … by 3pm" = at 15:00, but "by 3pm" also reads "ending by 15:00": either is right, so a free hour ending by 16:00 (Year-end review 14:00–15:00). Corrected after the first run.',
  ],
  [
    't4-cr-10',
    'Schedule for me a dentist return on 22/12 at 8h30',
    make({ title: '/dentist/i', start: ny('12-22', '08:30') }),
    'Brazilian pattern: day/month, "8h30"',
  ],
  [
    't4-cr-11',
    'hey kairos add coffee with dana on friday the eleventh at twelve thirty',
    make({ attendees: [EMAIL.dana], start: ny('12-11', '12:30') }),
    'speech-to-text; Fri 11 Dec',
  ],
  [
    't4-cr-12',
    'find 30 min early next month for a call with Tom Gallagher',
    make({ attendees: [EMAIL.tom], minutes: 30, window: EARLY_DECEMBER, free: true }),
  ],
  ['t4-cr-13', "put 'Pay rent' in a fortnight from now, all day", make({ title: '/pay rent/i', allDay: '2026-12-08' })],
  [
    't4-cr-14',
    'call w/ ben carter fri 18th quarter to 5, 20 min',
    make({ attendees: [EMAIL.ben], start: ny('12-18', '16:45'), minutes: 20 }),
  ],
  [
    't4-cr-15',
    'lunch with hannah 12-1 wed the 9th',
    make({ attendees: [EMAIL.hannah], start: ny('12-09', '12:00'), minutes: 60 }),
    'a range, not the date 12/1',
  ],
]);

const AMBIGUOUS = rows('ambiguous', [
  [
    't4-am-01',
    'Delete the meeting with Elena and Marcus on the 6th of January',
    asks(),
    'Wed 6 Jan: Pacific Design check-in and Design review both have Elena and Marcus',
  ],
  ['t4-am-02', 'move my 3:30 to 4', asks(), 'no 3:30 today; no day named'],
  ['t4-am-03', 'book something with Omar next week', asks('Omar'), 'which Omar, and no time'],
  ['t4-am-04', 'cancel the sync on jan 7', asks(), 'Thu 7 Jan: Harbor Point sync, Marketing sync, Roadmap sync'],
  ['t4-am-05', 'can we do the thing with the brightline folks a bit later', asks()],
  ['t4-am-06', 'put something in with Mei', asks(), 'no day, time or subject'],
  [
    't4-am-07',
    'reschedule the Brightline call',
    asks(),
    'Brightline renewal call today, Customer call: Brightline 3 Dec; and no new time',
  ],
  ['t4-am-08', 'cancel my 12/1 meeting', asks(), 'Tue 1 Dec has six meetings'],
  ['t4-am-09', 'move the lunch on friday to 1', nothing(), 'no lunch on Fri 27 Nov; must not move Lunch with Omar on 4 Dec'],
  [
    't4-am-10',
    'i need to move my thing with mei and hannah on friday the 18th to 1pm',
    asks(),
    'Fri 18 Dec: Design sync 10:00 and Marketing sync 11:30, both with Mei and Hannah',
  ],
]);

const NEGATIVE = rows('negative', [
  ['t4-ne-01', 'fyi Priya prefers no meetings after 3 on Tuesdays', nothing(), 'a preference, not a request to change'],
  ['t4-ne-02', "Omar can't do mornings, just so you know", nothing()],
  ['t4-ne-03', 'lol the turkey trot is gonna destroy me 🦃', nothing()],
  ['t4-ne-04', 'ok perfect, ta', nothing()],
  ['t4-ne-05', 'obrigado!! 🙏', nothing()],
  ['t4-ne-06', 'hey kairos stop', nothing()],
  ['t4-ne-07', 'do you think I should quit pottery', nothing(), 'advice, no change'],
  ['t4-ne-08', "I moved my dentist appointment to 9 in their booking system, don't touch my calendar", nothing()],
  ['t4-ne-09', "what's a good gift for priya's birthday", nothing()],
  [
    't4-ne-10',
    "ugh, the QBR on the 4th is going to be rough, Rachel has been sending emails all week. I think we'll be fine, just venting",
    nothing(),
  ],
]);

export const HOLDOUT_4_CORPUS: CorpusRow[] = [
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
