// A THIRD HELD-OUT plan corpus: requests Kairos was not tuned on, written by hand against
// tests/fixtures/calendars/five-months.json (see tests/corpus/CALENDAR.md) before reading any of lib/, with the same
// row type, reading conventions and judging as tests/corpus/plan-requests.ts. It avoids the phrasings, and where it
// can the events and people, of the earlier rounds, and leans on voices they used less: very terse notes, long
// rambling messages with the request buried inside, polite corporate English, non-native English (German, Spanish,
// Indian, Chinese patterns), speech-to-text misrecognitions, British English, questions without a question mark,
// requests with a negation or an exception, and requests about the past.
//
// A measurement only: it is in no test and not in passing.json.
//   npx tsx tests/corpus/run-plan-corpus.ts --holdout3 [--category X] [--id A,B] [--verbose] [--check]
//
// now = Tue 2026-11-24 09:00 America/New_York. "tomorrow" = Wed 25 Nov, "Thursday" = 26 Nov (Thanksgiving),
// "this Friday" = 27 Nov, "next week" = 30 Nov – 6 Dec, "next tuesday" = 1 Dec, "next Thursday" = 3 Dec,
// "next Friday" = 4 Dec, British "Monday week" = 7 Dec and "Friday week" = 4 Dec, "this week" = 23–29 Nov.
// A "meeting" has guests; Gym, classes, Haircut, Dentist… are personal.

import type { CorpusRow, CreateExpectation, TimeWindow } from './plan-requests';

import {
  ny,
  win,
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

const TRAVEL_BLOCK: CreateExpectation[] = [{ title: '/travel|trip|flight|out of office|ooo|away|austin|london|tokyo/i' }];
const WEEK_OF_DEC7: TimeWindow = { start: ny('12-07', '00:00'), end: ny('12-14', '00:00') };
const NEVER = [
  'never',
  'no past',
  'no previous',
  'no meeting',
  'not met',
  "haven't",
  'have not',
  "can't find",
  "couldn't find",
  "don't see",
  'no record',
  'no earlier',
  'first time',
];

// ---------------------------------------------------------------------------------------------
// The rows

const TITLE_TARGET = rows('title-target', [
  ['t3-tt-01', 'mv webinar dry run → 5:30p', mv(to('rehearsal1202', '12-02', '17:30')), 'Wed 2 Dec 17:00–17:30'],
  [
    't3-tt-02',
    'Could you kindly arrange for the pricing page review to be moved to 3 PM the same day? Many thanks in advance.',
    mv(to('pricingpage1201', '12-01', '15:00')),
    'Tue 1 Dec 13:00; 15:00–15:30 is free',
  ],
  ['t3-tt-03', 'cancel the turkey trot five k', del('trot1126'), 'speech-to-text spelling of 5K'],
  [
    't3-tt-04',
    'move the holiday shopping to half ten',
    mv(to('shopping1205', '12-05', '10:30')),
    'British: 10:30 the same Saturday, after the Yoga class',
  ],
  [
    't3-tt-05',
    'Please you can make the haircut one hour more late.',
    mv(to('haircut1201', '12-01', '19:00')),
    'German pattern; Haircut Tue 1 Dec 18:00',
  ],
  [
    't3-tt-06',
    "change the name of the product demo prep for 'Demo dry run'",
    ren('demoprep1203', 'Demo dry run'),
    'Spanish pattern "cambiar el nombre … por"',
  ],
  ['t3-tt-07', 'help me delete weekly metrics review', del('metrics1203'), 'Chinese pattern'],
  ['t3-tt-08', 'yr-end review w/ priya -> noon', mv(to('annualrev1211', '12-11', '12:00')), 'Fri 11 Dec 14:00'],
]);

const POSITION = rows('position', [
  [
    't3-po-01',
    'kill my first mtg after lunch tmrw',
    del('contract1125'),
    'Wed 25 Nov: Team lunch 12:00–13:00, then Brightline contract review 13:00',
  ],
  [
    't3-po-02',
    "what's the last thing I have before the thanksgiving dinner",
    answer(['Turkey trot']),
    'Thu 26 Nov: Turkey trot 08:00, dinner 16:00',
  ],
  [
    't3-po-03',
    "so the week's been a total mess honestly, the QBR stuff is eating everything and I still haven't touched the deck, anyway could you move the second meeting on monday the 7th to the afternoon sometime, whenever's open, thanks",
    mv({ id: 'forecast1207', window: afternoon('12-07'), free: true }),
    'Mon 7 Dec: standup 09:00, Forecast review 09:30 (the Gym is no meeting)',
  ],
  [
    't3-po-04',
    'drop whatever comes right before my design review tmrw',
    del('salesmeeting1125'),
    'Wed 25 Nov: Sales meeting 14:00–15:00, Design review 15:30',
  ],
  ['t3-po-05', 'what was my last meeting last friday', answer(['Deal desk']), 'Fri 20 Nov: Deal desk 14:00'],
  [
    't3-po-06',
    "what's my second meeting on friday the forth",
    answer(['escalation']),
    'Fri 4 Dec: standup 09:00, Brightline escalation 09:30 (Gym is no meeting)',
  ],
  [
    't3-po-07',
    'Kindly prepone the meeting after the API review by half an hour',
    mv(to('intdesign1203', '12-03', '14:30')),
    'Indian English "prepone": Interview: Product designer Thu 3 Dec 15:00 → 14:30',
  ],
]);

const PERSON = rows('person', [
  ['t3-pe-01', 'mv 1:1 w priya → 5p', mv(to('oneonepri@2026-11-30', '11-30', '17:00')), 'next 1:1 is Mon 30 Nov 16:00'],
  [
    't3-pe-02',
    'my next thing with ingrid — can it go to 4pm',
    mv(to('secquestions1202', '12-02', '16:00')),
    'Security questionnaire review Wed 2 Dec 11:00; 16:00–17:00 is free',
  ],
  [
    't3-pe-03',
    "Would you be so kind as to cancel this week's meeting with Nina Petrova.",
    del('contract1125'),
    'Brightline contract review Wed 25 Nov (the pricing call on the 18th was last week)',
  ],
  ['t3-pe-04', 'lunch w omar fri 4th, cancel pls', del('lunchomar1204'), 'the only lunch with either Omar'],
  [
    't3-pe-05',
    'move my call with kenjee to eight p m',
    mv(to('sakura1130', '11-30', '20:00')),
    'speech-to-text "Kenji"; Sakura Systems sync Mon 30 Nov 19:00',
  ],
  [
    't3-pe-06',
    'The appointment with Elena on 10 December I would like to have one hour later, please.',
    mv(to('vendordemo1210', '12-10', '14:00')),
    'German word order; Vendor demo: Pacific Design 13:00',
  ],
  ['t3-pe-07', 'Cancel please the meeting with Carlos of today', del('budget1124'), 'Spanish pattern; 15:00 today'],
]);

const TIME_SELECTION = rows('time-selection', [
  [
    't3-ts-01',
    "cancel my too o'clock on monday",
    del('potterclass@2026-11-30'),
    'speech-to-text "two"; Mon 30 Nov 14:00 Pottery class',
  ],
  [
    't3-ts-02',
    'what have I got after five on the third',
    answer(['metrics']),
    'Thu 3 Dec: Weekly metrics review 17:00 (Spanish ends at 17:00)',
  ],
  [
    't3-ts-03',
    'clear tmrw morning except the standup',
    del('gmsession@2026-11-25', 'hiringsnc@2026-11-25', 'sprint1125', 'jordan1125'),
    'Wed 25 Nov before noon, the Gym included',
  ],
  [
    't3-ts-04',
    'shift my half nine on Friday week to four o’clock',
    mv(to('escalation1204', '12-04', '16:00')),
    'British: Friday week = Fri 4 Dec; Brightline escalation 09:30; 16:00–16:30 free',
  ],
  ['t3-ts-05', 'whats on between lunch and 4 on the 8th', answer(['Pricing workshop']), 'Tue 8 Dec 14:00'],
  [
    't3-ts-06',
    'Please do the needful and cancel my 3:30 slot on 2nd December',
    del('lucas1202'),
    'Indian English; Check-in with Lucas 15:30',
  ],
  ['t3-ts-07', 'what did I have at 1 pm on 18th nov', answer(['pricing call']), 'Brightline pricing call 13:00'],
  ['t3-ts-08', 'anything in the evening of monday the 30th', answer(['Sakura']), 'Sakura Systems sync 19:00'],
]);

const BULK = rows('bulk', [
  [
    't3-bu-01',
    'cancel all my spanish classes in december except the last one',
    del(
      'spanishclass@2026-12-01',
      'spanishclass@2026-12-03',
      'spanishclass@2026-12-08',
      'spanishclass@2026-12-10',
      'spanishclass@2026-12-15',
    ),
    'the series ends with Thu 17 Dec',
  ],
  [
    't3-bu-02',
    'move every gym session next week to 6am',
    mv(
      to('gmsession@2026-11-30', '11-30', '06:00'),
      to('gmsession@2026-12-02', '12-02', '06:00'),
      to('gmsession@2026-12-04', '12-04', '06:00'),
    ),
  ],
  [
    't3-bu-03',
    'rm all budget reviews jan',
    del('budgetrevi0104', 'budgetrevi0105', 'budgetrevi0107', 'budgetrevi0115', 'budgetrevi0119', 'budgetrevi0127'),
  ],
  [
    't3-bu-04',
    'I would be grateful if you could cancel all of the roadmap syncs scheduled for January.',
    del('roadmapsnc0107', 'roadmapsnc0111', 'roadmapsnc0121', 'roadmapsnc0125', 'roadmapsnc0128', 'roadmapsnc0129'),
  ],
  [
    't3-bu-05',
    'All my meetings with Tom next week please delete, but not the customer call.',
    del('onboard1201', 'escalation1204'),
    'German word order; Tom: onboarding workshop 1 Dec, Customer call 3 Dec (kept), escalation 4 Dec',
  ],
  ['t3-bu-06', 'cancel all movie nights in jan', del('movienight0117', 'movienight0123', 'movienight0130')],
  [
    't3-bu-07',
    "ugh so december is going to be brutal with year end and everything, and I really need my mornings back, so can you push all the hiring syncs in december to the afternoon, same day, wherever there's a gap, and honestly if that's not possible just tell me",
    mv(
      { id: 'hiringsnc@2026-12-02', window: afternoon('12-02'), free: true },
      { id: 'hiringsnc@2026-12-09', window: afternoon('12-09'), free: true },
      { id: 'hiringsnc@2026-12-16', window: afternoon('12-16'), free: true },
    ),
    'the series ends with Wed 16 Dec',
  ],
  [
    't3-bu-08',
    'bin all my 1:1s with Priya in January',
    del('oneonepri@2027-01-04', 'oneonepri@2027-01-11', 'oneonepri@2027-01-25'),
    'British; 18 Jan (MLK Day) is skipped',
  ],
]);

const CONDITION = rows('condition', [
  [
    't3-co-01',
    'if the team lunch tomorrow clashes with anything, move the other thing to 1:30',
    nothing(),
    'Team lunch 12:00–13:00: Jordan ends at 12:00, contract review starts at 13:00; no clash',
  ],
  [
    't3-co-02',
    'only if nobody is invited to game night, move it to 7:30',
    mv(to('gamenight1128', '11-28', '19:30')),
    'Game night has no guests',
  ],
  [
    't3-co-03',
    "if there's nothing after 5 on dec 10, add a run at 5:30",
    make({ title: '/run/i', start: ny('12-10', '17:30') }),
    'Thu 10 Dec: Spanish ends at 17:00, nothing after',
  ],
  [
    't3-co-04',
    'if the sales meeting tomorrow has priya in it, move it to 4:30',
    mv(to('salesmeeting1125', '11-25', '16:30')),
    'Priya is a guest; 16:30–17:30 is free',
  ],
  [
    't3-co-05',
    "If I'm not seeing Hannah on Friday the 11th, set up 30 min with her at 12",
    nothing(),
    'Hannah is in the Design sync on Fri 11 Dec',
  ],
  [
    't3-co-06',
    'In case my Monday 30th is having more than 5 meetings, cancel the pottery',
    nothing(),
    'Indian English; Mon 30 Nov has exactly 5 meetings (standup, kickoff, team meeting, 1:1, Sakura sync)',
  ],
  [
    't3-co-07',
    "cancel the cooking class on friday unless I've got nothing else that afternoon",
    nothing(),
    'Fri 27 Nov afternoon has only the Cooking class, so it stays',
  ],
]);

const QUESTION_WHEN = rows('question-when', [
  ['t3-qw-01', "when's the turkey trot", answer([t('08:00')])],
  ['t3-qw-02', 'what time do I have the haircut', answer([t('18:00')])],
  ['t3-qw-03', 'when is the bored deck review', answer([t('14:00'), d('2026-12-02')]), 'speech-to-text "board"'],
  [
    't3-qw-04',
    "what time's the Harbor Point contract review in UK time",
    answer([t('18:30')]),
    'Fri 4 Dec 13:30 New York = 18:30 London',
  ],
  ['t3-qw-05', 'when does the thanksgiving dinner end', answer([t('20:00')])],
  ['t3-qw-06', 'At which day is the Hiring debrief?', answer([d('2026-12-10')]), 'German pattern'],
  ['t3-qw-07', 'when was labor day this year', answer([d('2026-09-07')])],
  ['t3-qw-08', 'Offsite planning is what time', answer([t('13:00')]), 'Chinese pattern; Wed 9 Dec'],
]);

const QUESTION_COUNT = rows('question-count', [
  [
    't3-qc-01',
    'how many meetings tmrw',
    answer([['8', 'eight']]),
    'Wed 25 Nov: standup, hiring, sprint, Jordan, team lunch, contract, sales meeting, design review (Gym, dry cleaning are not meetings)',
  ],
  [
    't3-qc-02',
    'how many times did I meet Rachel in October',
    answer([['6', 'six']]),
    'customer calls 14 and 30 Oct, product demos 19, 26, 27, 29 Oct',
  ],
  ['t3-qc-03', 'how many pottery classes are left', answer([['3', 'three']]), '30 Nov, 7 and 14 Dec'],
  [
    't3-qc-04',
    'Could you tell me how many hours of meetings I have next Friday',
    answer([['6h45', '6h 45', '6 h 45', '6 hours 45', '6 hours and 45', '6.75', '6:45', '405', '6¾']]),
    'Fri 4 Dec: 15+30+30+60+30+60+60+30+60+30 = 405 min (Gym excluded)',
  ],
  [
    't3-qc-05',
    'how many sakura syncs did i have',
    answer([['8', 'eight']]),
    'Sakura Systems sync 3, 8, 11, 18 Sep, 14, 16 Oct, 4, 13 Nov (30 Nov is to come)',
  ],
  ['t3-qc-06', 'how many design sinks till christmas', answer([['3', 'three']]), 'speech-to-text; Design sync 4, 11, 18 Dec'],
  [
    't3-qc-07',
    'How much Brightline pricing calls there were in November?',
    answer([['4', 'four']]),
    'Spanish pattern; 2, 5, 6, 18 Nov',
  ],
]);

const QUESTION_AGENDA = rows('question-agenda', [
  ['t3-qa-01', "wat's on sat", answer(['Yoga', 'Game night']), 'Sat 28 Nov'],
  [
    't3-qa-02',
    "morning! coffee hasn't kicked in yet, I have a dentist thing at some point soon I think but that's not what I'm asking, just give me the rundown for next tuesday, whatever's on",
    answer(['onboarding', 'Pricing page', 'Interview', 'Haircut']),
    'Tue 1 Dec',
  ],
  [
    't3-qa-03',
    'what was on my calendar on the 10th of november',
    answer(['Coffee with Dana', 'Account planning', 'Pacific Design']),
  ],
  ['t3-qa-04', "what've I got on Monday week", answer(['Forecast', 'Lunch with Dana', 'Pottery']), 'British: Mon 7 Dec'],
  ['t3-qa-05', 'show me thursday the 10th but skip the standup', answer(['Team check-in', 'Hiring debrief', 'Vendor demo'])],
  [
    't3-qa-06',
    'Tomorrow afternoon I have what',
    answer(['contract review', 'Sales meeting', 'Design review'], ['Sprint planning']),
    'Chinese pattern; Wed 25 Nov from noon',
  ],
  ['t3-qa-07', "what's on the fourteenth", answer(['Roadmap sync', 'Account planning', 'Pottery']), 'Mon 14 Dec'],
]);

const QUESTION_FREE = rows('question-free', [
  ['t3-qf-01', 'free at 3 tmrw', answer([['yes', 'free']]), 'Wed 25 Nov 15:00–15:30 is free'],
  ['t3-qf-02', 'is my friday afternoon open', answer(['Cooking']), 'Cooking class 14:00–16:00'],
  [
    't3-qf-03',
    'Would I have any availability for a one-hour meeting on Tuesday 8 December',
    answer([anyOf(t('12:00'), t('15:00'), t('17:00'))]),
    'free hours 12:00–14:00, 15:00–16:00, 17:00–18:00',
  ],
  ['t3-qf-04', 'Am I free for a cuppa at half ten on the 2nd', answer([['yes', 'free']]), 'Wed 2 Dec 10:00–11:00 is free'],
  [
    't3-qf-05',
    'am I free at for thirty on friday the forth',
    answer(['wrap']),
    'speech-to-text "four thirty"; Week wrap-up 16:30',
  ],
  [
    't3-qf-06',
    'is there a gap between the renewal call and the interview today',
    answer([['15', 'fifteen', '1:45', '13:45']]),
    'renewal call ends 13:45, interview at 14:00',
  ],
  [
    't3-qf-07',
    'I am free the 22 of december in the afternoon?',
    answer([anyOf('out of office', 'OOO', 'free', 'nothing')]),
    'Spanish pattern; only the all-day Out of office',
  ],
]);

const QUESTION_WHO = rows('question-who', [
  ['t3-qo-01', 'whos at the deal desk on the 4th', answer(['Carlos', 'Lucas'])],
  ['t3-qo-02', "who's the roadmap review with", answer(['Priya', 'Hannah', 'Omar'])],
  ['t3-qo-03', 'who did I have lunch with on the 16th of november', answer(['Carlos'])],
  ['t3-qo-04', 'Is Marcus in the Pacific Design kickoff', answer([['yes', 'invited', 'attending', 'is in', 'coming', 'guest']])],
  [
    't3-qo-05',
    'Who all are there in the Brightline onboarding workshop',
    answer(['Rachel', 'Tom', 'Nina', 'Sam', 'Omar']),
    'Indian English',
  ],
  ['t3-qo-06', 'who was at the lunch and learn', answer(['Hannah', 'Omar', 'Mei']), 'Fri 20 Nov'],
  ['t3-qo-07', 'With whom do I have the Working lunch?', answer(['Carlos', 'Priya']), 'German pattern'],
]);

const QUESTION_NEXT_LAST = rows('question-next-last', [
  ['t3-qn-01', 'when did i last see tom', answer([d('2026-11-17')]), 'Customer call: Brightline Tue 17 Nov'],
  ['t3-qn-02', 'next gym?', answer([anyOf(d('2026-11-25'), 'tomorrow', 'Wednesday'), t('07:00')])],
  ['t3-qn-03', 'When was my last haircut', answer([d('2026-10-24')])],
  [
    't3-qn-04',
    "when's the next time I see Fiona",
    answer([anyOf(d('2026-11-27'), 'Friday'), t('11:00')]),
    'Partner call with Harbor Point Fri 27 Nov',
  ],
  ['t3-qn-05', 'When did I last have the car serviced', answer([d('2026-11-08')]), 'Car service Sun 8 Nov'],
  [
    't3-qn-06',
    'last time i met ben carter?',
    answer([NEVER]),
    'Ben is only in the Partner call 27 Nov and the contract review 4 Dec, both ahead',
  ],
  [
    't3-qn-07',
    'when is my next won on won with priya',
    answer([anyOf(d('2026-11-30'), 'Monday'), t('16:00')]),
    'speech-to-text "one on one"',
  ],
  ['t3-qn-08', 'When was the last time that I went to the farmers market?', answer([d('2026-11-21')]), 'Spanish pattern'],
]);

const MULTI_INTENT = rows('multi-intent', [
  [
    't3-mi-01',
    'cancel the pipeline review on friday and move the harbor point call to 10',
    { changes: { deleted: ['pipelinerev1127'], moved: [to('harborcall1127', '11-27', '10:00')] } },
  ],
  [
    't3-mi-02',
    "rename lunch with sam to 'Sam account sync' and make it 45 min",
    {
      changes: {
        renamed: [{ id: 'lunchsam1202', title: 'Sam account sync' }],
        moved: [{ id: 'lunchsam1202', start: ny('12-02', '12:30'), minutes: 45 }],
      },
    },
  ],
  [
    't3-mi-03',
    'Delete the dry cleaning tomorrow and put a dentist appointment on Dec 10 at 8am',
    {
      changes: {
        deleted: ['drcleaning1125'],
        created: [{ title: '/dentist/i', start: ny('12-10', '08:00') }],
      },
    },
  ],
  [
    't3-mi-04',
    "hey so I talked to Dana and she's completely swamped this week, which, fair, so can you cancel our check-in today and book 30 min with her on thursday the 3rd at 2:30 instead? also thanks for earlier",
    {
      changes: {
        deleted: ['danacheckin@2026-11-24'],
        created: [{ attendees: [EMAIL.dana], start: ny('12-03', '14:30'), minutes: 30 }],
      },
    },
  ],
  [
    't3-mi-05',
    'what time is the board deck review and cancel the check-in with lucas after it',
    { changes: { deleted: ['lucas1202'] }, answerIncludes: [t('14:00')] },
  ],
  [
    't3-mi-06',
    'cancel standup tomorrow and thursday',
    del('salesstandup@2026-11-25'),
    'Thursday is Thanksgiving and has no standup',
  ],
  [
    't3-mi-07',
    'move the dentist to twelve thirty and cancel the pricing work shop',
    { changes: { moved: [to('dentist1208', '12-08', '12:30')], deleted: ['pricing1208'] } },
    'speech-to-text; both Tue 8 Dec',
  ],
  [
    't3-mi-08',
    "Cancel next Thursday's metrics review and pop a 30-minute catch-up with Priya in its place",
    {
      changes: {
        deleted: ['metrics1203'],
        created: [{ attendees: [EMAIL.priya], start: ny('12-03', '17:00'), minutes: 30 }],
      },
    },
    'British; Weekly metrics review Thu 3 Dec 17:00',
  ],
]);

const SEED = rows('seed', [
  [
    't3-se-01',
    'travelling to austin jan 12-14 for revops, clear those days',
    {
      changes: {
        deleted: [
          'salesstandup@2027-01-12',
          'danacheckin@2027-01-12',
          'gmsession@2027-01-13',
          'salesstandup@2027-01-13',
          'salesstandup@2027-01-14',
          'teamcheckin@2027-01-14',
        ],
        mayCreate: TRAVEL_BLOCK,
      },
    },
  ],
  [
    't3-se-02',
    'thursday the 3rd is nuts — move the API review and the demo prep to the following week wherever I am free',
    mv({ id: 'apirev1203', window: WEEK_OF_DEC7, free: true }, { id: 'demoprep1203', window: WEEK_OF_DEC7, free: true }),
  ],
  [
    't3-se-03',
    "my classes this week clash with customer stuff, move the afternoon ones to mornings but leave friday's as is",
    mv({ id: 'spanishclass@2026-11-24', window: win('11-24', '09:00', '12:00'), free: true }),
    'this week: Spanish today 16:00 (Thursday skipped), Cooking Fri (kept)',
  ],
  [
    't3-se-04',
    'I shall be travelling to London on Monday 14 December. Please clear my calendar for that day and inform the attendees.',
    {
      changes: {
        deleted: [
          'gmsession@2026-12-14',
          'salesstandup@2026-12-14',
          'roadmapsnc1214',
          'teammeeting@2026-12-14',
          'potterclass@2026-12-14',
          'oneonepri@2026-12-14',
          'accountpla1214',
        ],
        mayCreate: TRAVEL_BLOCK,
      },
    },
  ],
  [
    't3-se-05',
    "reschedule everything i have with brightline next week to the week after, when they're all free",
    mv(
      { id: 'onboard1201', window: WEEK_OF_DEC7, free: true },
      { id: 'custcall1203', window: WEEK_OF_DEC7, free: true },
      { id: 'escalation1204', window: WEEK_OF_DEC7, free: true },
      { id: 'qbr1204', window: WEEK_OF_DEC7, free: true },
    ),
    'every event with a Brightline guest 30 Nov – 6 Dec',
  ],
  [
    't3-se-06',
    'im flying to tokyo on the eight cancel everything accept the dentist and let the attendees no',
    {
      changes: {
        deleted: [
          'salesstandup@2026-12-08',
          'danacheckin@2026-12-08',
          'sponsor1208',
          'pricing1208',
          'spanishclass@2026-12-08',
          'sakurapilot1208',
        ],
        mayCreate: TRAVEL_BLOCK,
      },
    },
    'speech-to-text "except", "know"; Tue 8 Dec',
  ],
  [
    't3-se-07',
    "so Priya just told me there's a board thing on the morning of Wednesday the 2nd that I have to attend, no idea why nobody told me sooner, so please move my meetings that morning except the standup to another day next week and let people know",
    mv({ id: 'hiringsnc@2026-12-02', window: NEXT_WEEK, free: true }, { id: 'secquestions1202', window: NEXT_WEEK, free: true }),
    'Wed 2 Dec morning: Hiring sync 09:30, Security questionnaire review 11:00 (the Gym is no meeting)',
  ],
]);

const CREATE = rows('create', [
  ['t3-cr-01', 'lunch w/ mei thu 10th 12:30', make({ attendees: [EMAIL.mei], start: ny('12-10', '12:30') })],
  [
    't3-cr-02',
    "Please schedule a one-hour meeting titled 'Renewal strategy' with Sam Okafor and Rachel Kim on Monday 7 December at 1:00 PM.",
    make({
      title: '/renewal strategy/i',
      attendees: [EMAIL.sam, EMAIL.rachel],
      start: ny('12-07', '13:00'),
      minutes: 60,
    }),
  ],
  [
    't3-cr-03',
    'add a doctors appointment on december sixteenth at nine fifteen am',
    make({ title: '/doctor/i', start: ny('12-16', '09:15') }),
  ],
  [
    't3-cr-04',
    "Please make for me an appointment 'Steuerberater' on 15 January at 16 o'clock",
    make({ title: '/steuerberater/i', start: ny('2027-01-15', '16:00') }),
    'German pattern',
  ],
  [
    't3-cr-05',
    'Kindly block 45 mins with Hannah tomorrow evening to discuss roadmap',
    make({ attendees: [EMAIL.hannah], minutes: 45, window: win('11-25', '17:00', '22:00'), free: true }),
    'Indian English; dry cleaning 17:30–18:00',
  ],
  [
    't3-cr-06',
    "Stick 'Boiler service' in on Friday the 18th of December, all day",
    make({ title: '/boiler/i', allDay: '2026-12-18' }),
    'British',
  ],
  ['t3-cr-07', '+ standup prep 8:45 tmrw 15m', make({ title: '/standup prep/i', start: ny('11-25', '08:45'), minutes: 15 })],
  [
    't3-cr-08',
    'Tomorrow 4:30pm help me add call with Kenji 30 minutes',
    make({ attendees: [EMAIL.kenji], start: ny('11-25', '16:30'), minutes: 30 }),
    'Chinese pattern',
  ],
]);

const AMBIGUOUS = rows('ambiguous', [
  ['t3-am-01', 'move my review to 3', asks(), 'Design review, Roadmap review, Board deck review, reviews everywhere'],
  ['t3-am-02', 'cancel my thing with omar next week', asks(), 'Omar Haddad (several) and Omar Said (onboarding, escalation)'],
  ['t3-am-03', 'push it back a bit', asks(), 'no event named'],
  ['t3-am-04', 'book the usual with the team', asks(), 'no day, time or people'],
  [
    't3-am-05',
    'cancel the check in next week',
    asks(),
    'Check-in with Dana 1 Dec, with Lucas 2 Dec, Team check-in 3 Dec, with Jordan 4 Dec',
  ],
  ['t3-am-06', 'set up something with Sarah friday', asks('Sarah'), 'nobody called Sarah'],
  ['t3-am-07', 'can you move the 10 o clock', asks(), 'no new time'],
  [
    't3-am-08',
    'move the interview to wednesday',
    asks(),
    'Interview: Solutions engineer today, Account executive 1 Dec, Product designer 3 Dec…',
  ],
]);

const NEGATIVE = rows('negative', [
  ['t3-ne-01', 'gracias!', nothing()],
  ['t3-ne-02', "no that's all for now", nothing()],
  ['t3-ne-03', 'I wish I could cancel thanksgiving dinner haha', nothing(), 'a wish, not a request'],
  ['t3-ne-04', 'whats the weather tmrw', nothing()],
  ['t3-ne-05', 'danke schön, very helpful', nothing()],
  ['t3-ne-06', 'never mind about the turkey trot', nothing()],
  ['t3-ne-07', "last week's team meeting ran long again", nothing(), 'past-tense chat'],
  ['t3-ne-08', "how do you say 'pottery' in french", nothing(), 'not about the Pottery class'],
]);

export const HOLDOUT_3_CORPUS: CorpusRow[] = [
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
