// A HELD-OUT plan corpus: 85 requests (5 per category) Kairos was not tuned on, written by hand against
// tests/fixtures/calendars/five-months.json (see tests/corpus/CALENDAR.md) with the same row type, reading
// conventions and judging as tests/corpus/plan-requests.ts. It aims at other events, people and days than the
// tuned rows, in many voices (terse, chatty, lowercase, speech-to-text, non-native, typos, formal).
//
// A measurement only: it is in no test and not in passing.json.
//   npx tsx tests/corpus/run-plan-corpus.ts --holdout [--category X] [--id A,B] [--verbose] [--check]
//
// now = Tue 2026-11-24 09:00 America/New_York. "tomorrow" = Wed 25 Nov, "this week" = 23–29 Nov,
// "next week" = 30 Nov – 6 Dec, "last friday" = 20 Nov, "last saturday" = 21 Nov.
// A "meeting" has guests; Gym, classes, Groceries… are personal events.

import type { CorpusRow, CreateExpectation, TimeWindow } from './plan-requests';

import { ny, morning, t, d, anyOf, EMAIL, del, mv, to, ren, make, answer, asks, nothing, rows } from './plan-row-builders';

const TRAVEL_BLOCK: CreateExpectation[] = [{ title: '/travel|trip|flight|out of office|ooo|away/i' }];
const SICK_BLOCK: CreateExpectation[] = [{ title: '/sick|out of office|ooo|unavailable|off/i' }];
const WEEK_OF_DEC14: TimeWindow = { start: ny('12-14', '00:00'), end: ny('12-21', '00:00') };

// ---------------------------------------------------------------------------------------------
// The rows

const TITLE_TARGET = rows('title-target', [
  ['ho-tt-01', 'move hiring debrief to 3pm', mv(to('debrief1210', '12-10', '15:00')), 'Thu 10 Dec 11:00; the only one'],
  ['ho-tt-02', 'cancel the vendor demo on december tenth', del('vendordemo1210')],
  ['ho-tt-03', 'rename offsite planning to offsite logistics', ren('offsite1209', 'offsite logistics')],
  [
    'ho-tt-04',
    'delet the finanse review on dec 15th',
    del('financerev1215'),
    'Finance review Tue 15 Dec 17:00 (another on 18 Dec)',
  ],
  [
    'ho-tt-05',
    'Would you kindly move the Product demo on December 15th to 1 pm?',
    mv(to('productdem1215', '12-15', '13:00')),
    'not the Product demo prep on 3 Dec',
  ],
]);

const POSITION = rows('position', [
  [
    'ho-po-01',
    'cancel my last meeting on dec 10',
    del('vendordemo1210'),
    'Vendor demo 13:00; the Spanish class at 16:00 is not a meeting',
  ],
  [
    'ho-po-02',
    'push my first afternoon meeting on december 8 to 3pm',
    mv(to('pricing1208', '12-08', '15:00')),
    'Pricing workshop 14:00',
  ],
  [
    'ho-po-03',
    'please you cancel my third meeting of 9 december',
    del('intsales1209'),
    'standup, Hiring sync, Interview (the Gym is not a meeting)',
  ],
  [
    'ho-po-04',
    'cancel the meeting just before my lunch with dana',
    del('teammeeting@2026-12-07'),
    'Lunch with Dana Mon 7 Dec 12:00; Team meeting 11:00–12:00',
  ],
  ['ho-po-05', 'what is the last thing on my calendar on december seventeenth', answer(['Holiday party'])],
]);

const PERSON = rows('person', [
  [
    'ho-pe-01',
    "hey so hannah's out on dec 1, can you cancel whatever i have with her that day?",
    del('pricingpage1201'),
    'the only 1 Dec event with Hannah',
  ],
  [
    'ho-pe-02',
    'the meeting with Carlos of 2 december, please put it at 4 in the afternoon',
    mv(to('boarddeck1202', '12-02', '16:00')),
    'Board deck review (Priya, Carlos) 14:00',
  ],
  ['ho-pe-03', 'yuki@sakura.test call dec 8 -> 7pm', mv(to('sakurapilot1208', '12-08', '19:00'))],
  ['ho-pe-04', 'cancel my next meeting with dana', del('danacheckin@2026-11-24'), 'today 10:00'],
  ['ho-pe-05', 'Could you please set up a coffee with Natalie tomorrow at 3pm?', asks('Natalie'), 'nobody called Natalie'],
]);

const TIME_SELECTION = rows('time-selection', [
  [
    'ho-ts-01',
    "what's on after 5pm on dec 15",
    answer(['Finance review'], ['Product demo', 'Account planning']),
    'Finance review 17:00',
  ],
  ['ho-ts-02', 'cancel everything on saturday dec 19', del('ogaclass@2026-12-19', 'groceries1219')],
  [
    'ho-ts-03',
    'what meetings did i have on monday the sixteenth',
    answer(['Pipeline review', 'Team meeting', 'Lunch with Carlos', '1:1 with Priya']),
    'Mon 16 Nov (16 Dec is a Wednesday)',
  ],
  ['ho-ts-04', 'clear my afternoon on dec 9', del('offsite1209', 'designrev@2026-12-09')],
  ['ho-ts-05', 'move my 5pm on dec 14 to 4:30', mv(to('accountpla1214', '12-14', '16:30')), 'Account planning 17:00'],
]);

const BULK = rows('bulk', [
  [
    'ho-bu-01',
    'delete all the pottery classes in december',
    del('potterclass@2026-12-07', 'potterclass@2026-12-14'),
    'the series ends 14 Dec',
  ],
  ['ho-bu-02', 'cancel all my harbor point syncs in december', del('harborpoin1216', 'harborpoin1218')],
  [
    'ho-bu-03',
    'push every meeting on dec 15 back 30 minutes',
    mv(
      to('salesstandup@2026-12-15', '12-15', '09:30'),
      to('danacheckin@2026-12-15', '12-15', '10:30'),
      to('productdem1215', '12-15', '11:30'),
      to('accountpla1215', '12-15', '15:00'),
      to('financerev1215', '12-15', '17:30'),
    ),
    'Spanish class is not a meeting',
  ],
  [
    'ho-bu-04',
    'Cancel all the remaining hiring syncs, we filled the role.',
    del('hiringsnc@2026-11-25', 'hiringsnc@2026-12-02', 'hiringsnc@2026-12-09', 'hiringsnc@2026-12-16'),
    'the series ends 16 Dec',
  ],
  [
    'ho-bu-05',
    'delete every team check in in january',
    del('teamcheckin@2027-01-07', 'teamcheckin@2027-01-14', 'teamcheckin@2027-01-21', 'teamcheckin@2027-01-28'),
  ],
]);

const CONDITION = rows('condition', [
  [
    'ho-co-01',
    "if I haven't met Tom this month, set up a call with him next Wednesday at 4pm",
    nothing(),
    'Customer call: Brightline Tue 17 Nov',
  ],
  [
    'ho-co-02',
    'if the offsite planning is in the afternoon move it to 11am',
    mv(to('offsite1209', '12-09', '11:00')),
    'Wed 9 Dec 13:00',
  ],
  [
    'ho-co-03',
    "if i'm free on dec 10 at 2pm book an hour with carlos",
    make({ attendees: [EMAIL.carlos], start: ny('12-10', '14:00'), minutes: 60 }),
    'Vendor demo ends 14:00, Spanish at 16:00',
  ],
  [
    'ho-co-04',
    'if i have more than five meetings on dec 9, cancel the hiring sync',
    nothing(),
    'exactly five meetings (the Gym is not one)',
  ],
  [
    'ho-co-05',
    "if I haven't met Marcus in the past week, set up a call with him on Dec 16 at 11am",
    make({ attendees: [EMAIL.marcus], start: ny('12-16', '11:00') }),
    'last met Wed 11 Nov',
  ],
]);

const QUESTION_WHEN = rows('question-when', [
  ['ho-qw-01', "when's the year-end review with priya", answer([t('14:00'), d('2026-12-11')])],
  ['ho-qw-02', 'when is my next product demo with rachel?', answer([d('2026-12-15'), t('11:00')])],
  ['ho-qw-03', "When is Mom's birthday?", answer([d('2027-01-09')])],
  ['ho-qw-04', 'when does the brightline onboarding workshop start', answer([t('11:00'), d('2026-12-01')])],
  [
    'ho-qw-05',
    'what time is the harbor point contract review in london time',
    answer([t('18:30')]),
    '13:30 New York = 18:30 London',
  ],
]);

const QUESTION_COUNT = rows('question-count', [
  ['ho-qc-01', 'how many meetings do i have on dec 9', answer([['5', 'five']]), 'the Gym is not a meeting'],
  ['ho-qc-02', 'how many lunches with jordan have i had since september', answer([['10', 'ten']])],
  ['ho-qc-03', 'how many yoga classes do i have left this year', answer([['5', 'five']]), '28 Nov, 5, 12, 19, 26 Dec'],
  ['ho-qc-04', 'how many design reviews are left?', answer([['4', 'four']]), '25 Nov, 9 Dec, 6 and 20 Jan (23 Dec skipped)'],
  [
    'ho-qc-05',
    'how many meetings with Brightline people in december',
    answer([['6', 'six']]),
    'onboarding 1, customer call 3, escalation 4, QBR 4, exec sponsor 8, Product demo (Rachel) 15 Dec',
  ],
]);

const QUESTION_AGENDA = rows('question-agenda', [
  ['ho-qa-01', "what's on dec 9", answer(['Hiring sync', 'Interview: Sales candidate', 'Offsite planning', 'Design review'])],
  [
    'ho-qa-02',
    'whats my monday dec 14 look like',
    answer(['Roadmap sync', 'Team meeting', 'Pottery class', '1:1 with Priya', 'Account planning']),
  ],
  ['ho-qa-03', 'what did I do last saturday', answer(['Yoga class', 'Farmers market'])],
  [
    'ho-qa-04',
    'give me an overview of the week of december 14',
    answer([['Product demo', 'Holiday party', 'Finance review', 'Harbor Point sync', 'Account planning', 'Roadmap sync', '33']]),
    'names some of them, or the count: 33 events Mon 14 – Sun 20 Dec',
  ],
  [
    'ho-qa-05',
    'what I have on 5 january?',
    answer(['Onboarding plan review', 'Check-in with Dana', 'Interview: Backend engineer', 'Budget review']),
  ],
]);

const QUESTION_FREE = rows('question-free', [
  ['ho-qf-01', 'am i free on dec 10 at 3pm', answer([['yes', 'free']])],
  ['ho-qf-02', 'is thursday dec 17 evening free?', answer([anyOf('Holiday party', t('18:00'))])],
  ['ho-qf-03', 'when am I free on friday december 11', answer([t('12:00'), t('15:00')]), 'free 12:00–14:00 and from 15:00'],
  [
    'ho-qf-04',
    'do i have 2 hours free on dec 16 afternoon',
    answer([anyOf('yes', t('12:00'), t('15:00'))]),
    'only the Onboarding plan review 14:30–15:00',
  ],
  [
    'ho-qf-05',
    'am I free on monday dec 7 between 1 and 2',
    answer([['yes', 'free']]),
    'Lunch with Dana ends 13:00, Pottery at 14:00',
  ],
]);

const QUESTION_WHO = rows('question-who', [
  ['ho-qo-01', 'whos in the hirng debrief', answer(['Priya', 'Jordan', 'Lucas'])],
  ['ho-qo-02', 'who is going to the holiday party', answer(['Priya', 'Dana', 'Mei', 'Hannah', 'Carlos'])],
  ['ho-qo-03', "who's the product demo on dec 15 with", answer([['Omar Haddad', 'omar.haddad'], 'Rachel'])],
  ['ho-qo-04', 'who did I meet last friday', answer(['Lucas', 'Jordan', 'Mei', 'Hannah', 'Carlos']), 'Fri 20 Nov'],
  [
    'ho-qo-05',
    'Is Ingrid coming to the Harbor Point contract review?',
    answer([['yes', 'invited', 'attending', 'coming', 'accepted']]),
  ],
]);

const QUESTION_NEXT_LAST = rows('question-next-last', [
  ['ho-qn-01', 'when did i last have coffee with dana', answer([d('2026-11-12')])],
  ['ho-qn-02', 'when do i see hannah next', answer([anyOf('Interview: Solutions engineer', t('14:00'))]), 'today 14:00'],
  ['ho-qn-03', 'when was the last product demo', answer([d('2026-10-29')]), 'not the Product demo prep on 3 Dec'],
  ['ho-qn-04', 'next time i have yoga?', answer([anyOf(d('2026-11-28'), 'Saturday'), t('09:00')])],
  ['ho-qn-05', 'when was my last run in the park', answer([d('2026-11-01')])],
]);

const MULTI_INTENT = rows('multi-intent', [
  [
    'ho-mi-01',
    'cancel the vendor demo and book an hour with elena and marcus on dec 17 at 2pm instead',
    {
      changes: {
        deleted: ['vendordemo1210'],
        created: [{ attendees: [EMAIL.elena, EMAIL.marcus], start: ny('12-17', '14:00'), minutes: 60 }],
      },
    },
  ],
  [
    'ho-mi-02',
    "move the finance review on dec 18 to 4pm and tell me who's in it",
    { changes: { moved: [to('financerev1218', '12-18', '16:00')] }, answerIncludes: ['Carlos', 'Priya'] },
  ],
  [
    'ho-mi-03',
    'delete groceries on the 19th and add a haircut that day at 11am',
    { changes: { deleted: ['groceries1219'], created: [{ title: '/haircut/i', start: ny('12-19', '11:00') }] } },
  ],
  [
    'ho-mi-04',
    'whats my first meeting on dec 14? also cancel the account planning that day',
    { changes: { deleted: ['accountpla1214'] }, answerIncludes: ['Sales standup'] },
    'the Gym at 07:00 is not a meeting',
  ],
  [
    'ho-mi-05',
    'cancel the onboarding plan review on december sixteenth and move the harbor point sync that day to two thirty',
    { changes: { deleted: ['onboarding1216'], moved: [to('harborpoin1216', '12-16', '14:30')] } },
    'the sync takes the slot the review frees',
  ],
]);

const SEED = rows('seed', [
  [
    'ho-se-01',
    'clear my calendar on thursday dec 10 for a trip and let people know',
    {
      changes: {
        deleted: [
          'salesstandup@2026-12-10',
          'teamcheckin@2026-12-10',
          'debrief1210',
          'vendordemo1210',
          'spanishclass@2026-12-10',
        ],
        mayCreate: TRAVEL_BLOCK,
      },
    },
    '"clear my calendar" includes the Spanish class',
  ],
  [
    'ho-se-02',
    "move the pipeline review and my year-end review with priya on dec 11 to the week of dec 14 when everyone's free, don't book over my gym",
    mv({ id: 'pipelinerev1211', window: WEEK_OF_DEC14, free: true }, { id: 'annualrev1211', window: WEEK_OF_DEC14, free: true }),
  ],
  [
    'ho-se-03',
    'reschedule my afternoon classes in the week of december 14th to mornings, not the monday one, and keep lunch free',
    mv(
      { id: 'spanishclass@2026-12-15', window: morning('12-15'), free: true },
      { id: 'spanishclass@2026-12-17', window: morning('12-17'), free: true },
    ),
    'Spanish Tue 15 and Thu 17 Dec; Pottery Mon 14 Dec stays',
  ],
  [
    'ho-se-04',
    "i'm out sick monday nov 30, clear the day and tell everyone",
    {
      changes: {
        deleted: [
          'gmsession@2026-11-30',
          'salesstandup@2026-11-30',
          'qkickoff1130',
          'teammeeting@2026-11-30',
          'potterclass@2026-11-30',
          'oneonepri@2026-11-30',
          'sakura1130',
        ],
        mayCreate: SICK_BLOCK,
      },
    },
  ],
  [
    'ho-se-05',
    'Clear Friday Dec 18 for travel and notify everyone I was meeting, but keep my gym',
    {
      changes: {
        deleted: ['salesstandup@2026-12-18', 'harborpoin1218', 'designsnc@2026-12-18', 'marketings1218', 'financerev1218'],
        mayCreate: TRAVEL_BLOCK,
      },
    },
  ],
]);

const CREATE = rows('create', [
  ['ho-cr-01', 'add a call with Tom Gallagher on dec 14 at 1pm', make({ attendees: [EMAIL.tom], start: ny('12-14', '13:00') })],
  [
    'ho-cr-02',
    "put 'Call the bank' on my calendar today at 5:30pm",
    make({ title: '/call the bank/i', start: ny('11-24', '17:30') }),
  ],
  [
    'ho-cr-03',
    'create an event called team offsite on january twenty first all day',
    make({ title: '/offsite/i', allDay: '2027-01-21' }),
  ],
  [
    'ho-cr-04',
    'make a appointment for the vet on saturday december nineteen at 2 in the afternoon',
    make({ title: '/vet/i', start: ny('12-19', '14:00') }),
  ],
  [
    'ho-cr-05',
    'Could you please schedule a one-hour meeting with Nina Petrova and Rachel Kim on December 16 at 1 pm?',
    make({ attendees: [EMAIL.nina, EMAIL.rachel], start: ny('12-16', '13:00'), minutes: 60 }),
  ],
]);

const AMBIGUOUS = rows('ambiguous', [
  ['ho-am-01', 'move the product demo', asks(), 'no new time (and Product demo / Product demo prep)'],
  [
    'ho-am-02',
    'cancel my meeting with Rachel',
    asks(),
    'renewal call today, onboarding 1 Dec, customer call 3 Dec, QBR 4 Dec, exec sponsor 8 Dec, Product demo 15 Dec',
  ],
  [
    'ho-am-03',
    'can u reschedule the pacific design thing',
    asks(),
    'Pacific Design kickoff 3 Dec, Vendor demo 10 Dec, Pacific Design check-in 17 Dec; and no new time',
  ],
  ['ho-am-04', 'set up a meeting with Sam and Omar next week', asks(), 'Omar Haddad or Omar Said'],
  [
    'ho-am-05',
    'Please delete the Harbor Point meeting.',
    asks(),
    'Partner call 27 Nov, contract review 4 Dec, Harbor Point syncs 16 and 18 Dec',
  ],
]);

const NEGATIVE = rows('negative', [
  ['ho-ne-01', 'thx thats perfect', nothing()],
  ['ho-ne-02', 'remind me what QBR stands for', nothing(), 'must not create a reminder'],
  ['ho-ne-03', 'had a great lunch with hannah yesterday', nothing(), 'past-tense chat, not a booking'],
  ['ho-ne-04', 'whats 15 percent of 240', nothing()],
  ['ho-ne-05', 'okay thank you bye', nothing()],
]);

export const HOLDOUT_CORPUS: CorpusRow[] = [
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
