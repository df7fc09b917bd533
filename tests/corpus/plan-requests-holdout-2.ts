// A SECOND HELD-OUT plan corpus: requests Kairos was not tuned on, written by hand against
// tests/fixtures/calendars/five-months.json (see tests/corpus/CALENDAR.md) before reading any of lib/, with the same
// row type, reading conventions and judging as tests/corpus/plan-requests.ts. It avoids the phrasings, and where it
// can the events and people, of plan-requests.ts and plan-requests-holdout.ts, and speaks in many voices: terse,
// chatty, lowercase, speech-to-text, non-native, typos, formal, emoji, British English.
//
// A measurement only: it is in no test and not in passing.json.
//   npx tsx tests/corpus/run-plan-corpus.ts --holdout2 [--category X] [--id A,B] [--verbose] [--check]
//
// now = Tue 2026-11-24 09:00 America/New_York. "tomorrow" = Wed 25 Nov, "this Friday" = 27 Nov,
// "this coming monday" = 30 Nov, "next week" = 30 Nov – 6 Dec, "next tues" = 1 Dec, "next friday" = 4 Dec,
// "a week from thursday" = 3 Dec, "two weeks from today" = 8 Dec, "the monday after next" = 7 Dec,
// "Monday week" (British) = 7 Dec, "the next fortnight" = 24 Nov – 7 Dec, "last week" = 16–22 Nov.
// US numeric dates are month/day ("12/17" = 17 Dec). A "meeting" has guests; Gym, classes, Haircut… are personal.

import type { CorpusRow, CreateExpectation, TimeWindow } from './plan-requests';

import {
  ny,
  win,
  morning,
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

const TRAVEL_BLOCK: CreateExpectation[] = [{ title: '/travel|trip|flight|out of office|ooo|away|chicago|tokyo/i' }];
const SICK_BLOCK: CreateExpectation[] = [{ title: '/sick|out of office|ooo|unavailable|off/i' }];
const OUT_BLOCK: CreateExpectation[] = [{ title: '/out of office|ooo|unavailable|away|off|out/i' }];
const WEEK_OF_DEC14: TimeWindow = { start: ny('12-14', '00:00'), end: ny('12-21', '00:00') };

// ---------------------------------------------------------------------------------------------
// The rows

const TITLE_TARGET = rows('title-target', [
  [
    'h2-tt-01',
    'bump the board deck review to 4pm',
    mv(to('boarddeck1202', '12-02', '16:00')),
    'Wed 2 Dec 14:00; 16:00–17:00 is free',
  ],
  ['h2-tt-02', 'scrap sprint planning tmrw', del('sprint1125')],
  [
    'h2-tt-03',
    'hey kairos shove the q1 planning kickoff this coming monday to one pm',
    mv(to('qkickoff1130', '11-30', '13:00')),
    'Mon 30 Nov 09:30',
  ],
  [
    'h2-tt-04',
    "Please rename 'Pick up dry cleaning' to 'Dry cleaning + tailor'.",
    ren('drcleaning1125', 'Dry cleaning + tailor'),
  ],
  ['h2-tt-05', 'cancell the secruity questionaire review', del('secquestions1202')],
  ['h2-tt-06', 'can you shift meal prep on sunday to half four', mv(to('mealprep1129', '11-29', '16:30')), 'British: 16:30'],
  ['h2-tt-07', 'game night 🎲 move to 8pm pls', mv(to('gamenight1128', '11-28', '20:00'))],
  ['h2-tt-08', 'ditch the escalation call', del('escalation1204'), 'Brightline escalation, Fri 4 Dec 09:30'],
  [
    'h2-tt-09',
    'I want that you move the deal review for sakura to 5:30 pm',
    mv(to('dealsakura1203', '12-03', '17:30')),
    'Deal review: Sakura, Thu 3 Dec 09:30; 17:30 is free after the metrics review',
  ],
]);

const POSITION = rows('position', [
  [
    'h2-po-01',
    'drop my 2nd-to-last meeting on tuesday the 1st',
    del('pricingpage1201'),
    'standup, Dana, onboarding workshop, Pricing page review, Interview: AE (Spanish and Haircut are personal)',
  ],
  ['h2-po-02', "what's right after my lunch with sam", answer(['Board deck review']), 'Wed 2 Dec: lunch 12:30, board deck 14:00'],
  [
    'h2-po-03',
    'cancel the meeting after lunch on friday the 4th',
    del('harborcontract1204'),
    'Lunch with Omar 12:00–13:00, then Harbor Point contract review 13:30',
  ],
  [
    'h2-po-04',
    'move my last meeting tomorrow to 8am',
    mv(to('designrev@2026-11-25', '11-25', '08:00')),
    'Design review 15:30 is the last with guests; the dry cleaning pickup is personal',
  ],
  [
    'h2-po-05',
    'which is my penultimate meeting on dec 3',
    answer(['Interview: Product designer']),
    'last meeting Weekly metrics review 17:00; Spanish class is personal',
  ],
  [
    'h2-po-06',
    'push the meeting before my haircut back 30 min',
    mv(to('intae1201', '12-01', '14:30')),
    'Haircut Tue 1 Dec 18:00; Spanish 16:00 is not a meeting; Interview: Account executive 14:00',
  ],
  ['h2-po-07', 'cancel the last event on saturday dec 5', del('shopping1205'), 'Holiday shopping 13:00'],
  [
    'h2-po-08',
    'ok cancel the third meeting next friday',
    del('designsnc@2026-12-04'),
    'Fri 4 Dec: standup, Brightline escalation, Design sync (the Gym is not a meeting)',
  ],
  [
    'h2-po-09',
    'whats after the team meeting on monday',
    answer(['Pottery class']),
    'Mon 30 Nov: Team meeting 11:00, Pottery 14:00',
  ],
]);

const PERSON = rows('person', [
  [
    'h2-pe-01',
    "marcus is out sick on the 9th, cancel whatever's with him that day",
    del('designrev@2026-12-09'),
    'the only 9 Dec event with Marcus',
  ],
  [
    'h2-pe-02',
    'Please shift my session with Elena and Marcus on December 10 one hour later.',
    mv(to('vendordemo1210', '12-10', '14:00')),
    'Vendor demo: Pacific Design 13:00',
  ],
  [
    'h2-pe-03',
    'cancel whatever ive got with jordan on friday dec 4',
    del('salesstandup@2026-12-04', 'jordan1204', 'rapup1204'),
    'standup, Check-in with Jordan, Week wrap-up',
  ],
  [
    'h2-pe-04',
    'bump my call with fiona and ben to noon',
    mv(to('harborcall1127', '11-27', '12:00')),
    'Partner call with Harbor Point Fri 27 Nov 11:00',
  ],
  [
    'h2-pe-05',
    'set up 30 mins w/ lucas tmrw at 4:30',
    make({ attendees: [EMAIL.lucas], start: ny('11-25', '16:30'), minutes: 30 }),
    'Design review ends 16:30, dry cleaning 17:30',
  ],
  [
    'h2-pe-06',
    'please to remove the meeting with nina of next tuesday',
    del('onboard1201'),
    'Brightline onboarding workshop 1 Dec',
  ],
  [
    'h2-pe-07',
    'move my meeting with tom@brightline.test on dec 8 to 3pm',
    mv(to('sponsor1208', '12-08', '15:00')),
    'Brightline exec sponsor meeting 11:00; 15:00–16:00 is free',
  ],
  [
    'h2-pe-08',
    'book coffee with Priyanka on thursday the 10th at 9:30',
    asks(),
    'nobody called Priyanka (only Priya): ask, never guess',
  ],
  [
    'h2-pe-09',
    'the omar from brightline - cancel my next meeting with him',
    del('renevalcall1124'),
    'Omar Said: Brightline renewal call today 13:00',
  ],
]);

const TIME_SELECTION = rows('time-selection', [
  ['h2-ts-01', 'ditch my 12/17 5pm', del('accountpla1217'), 'Account planning Thu 17 Dec 17:00'],
  [
    'h2-ts-02',
    'what have i got between 10 and 12 on 12/4',
    answer(['Design sync', 'Roadmap review', 'Check-in with Jordan'], ['Lunch with Omar', 'Harbor Point']),
  ],
  [
    'h2-ts-03',
    'free up my wednesday morning next week',
    del('gmsession@2026-12-02', 'salesstandup@2026-12-02', 'hiringsnc@2026-12-02', 'secquestions1202'),
    'Wed 2 Dec before noon; Priya’s birthday is all-day and stays',
  ],
  [
    'h2-ts-04',
    'anything on after 7 tonight?',
    answer([['nothing', 'free', 'no', 'none', "don't", 'clear']]),
    'Spanish class ends 17:00',
  ],
  ['h2-ts-05', 'cancel the 8am on dec 8', del('dentist1208')],
  [
    'h2-ts-06',
    'slide my 2pm next tues to 3:15',
    mv(to('intae1201', '12-01', '15:15')),
    'Interview: Account executive Tue 1 Dec 14:00–14:45',
  ],
  [
    'h2-ts-07',
    'whats happening the evening of dec 8',
    answer(['Sakura pilot check-in'], ['Pricing workshop', 'exec sponsor']),
    'Sakura pilot check-in 18:00',
  ],
  [
    'h2-ts-08',
    'whats on between 9:30 and 11 the monday after next',
    answer(['Forecast review'], ['Team meeting', 'Lunch with Dana']),
    'Mon 7 Dec: Forecast review 09:30; Team meeting starts 11:00',
  ],
  ['h2-ts-09', 'clear sunday jan 10 pls', del('groceries0110')],
]);

const BULK = rows('bulk', [
  [
    'h2-bu-01',
    'cancel all the marketing syncs in january',
    del('marketings0104', 'marketings0107', 'marketings0108', 'marketings0121', 'marketings0122'),
  ],
  [
    'h2-bu-02',
    'ditch every pacific design check-in for the rest of the year',
    del('pacificdes1217'),
    'only 17 Dec is left in 2026; the Pacific Design kickoff is not a check-in',
  ],
  ['h2-bu-03', 'clear out the weekend of dec 5', del('ogaclass@2026-12-05', 'shopping1205', 'lunchmom1206')],
  [
    'h2-bu-04',
    'cancel every meeting I have with Lucas on dec 3',
    del('salesstandup@2026-12-03', 'dealsakura1203', 'metrics1203'),
  ],
  [
    'h2-bu-05',
    'push all my remaining 1:1s with priya in 2026 to 4:30',
    mv(
      to('oneonepri@2026-11-30', '11-30', '16:30'),
      to('oneonepri@2026-12-07', '12-07', '16:30'),
      to('oneonepri@2026-12-14', '12-14', '16:30'),
      to('oneonepri@2026-12-21', '12-21', '16:30'),
      to('oneonepri@2026-12-28', '12-28', '16:30'),
    ),
  ],
  [
    'h2-bu-06',
    'cancel the yoga classes for the next fortnight',
    del('ogaclass@2026-11-28', 'ogaclass@2026-12-05'),
    'the next Saturday after is 12 Dec, 18 days away',
  ],
  ['h2-bu-07', 'delete all interviews in january', del('intervieba0105', 'intervieba0111', 'intervieba0119')],
  [
    'h2-bu-08',
    'everything from 6pm onwards next week, kill it',
    del('sakura1130', 'haircut1201'),
    'Sakura Systems sync Mon 19:00, Haircut Tue 18:00',
  ],
  [
    'h2-bu-09',
    'ok cancel all the design syncs in december',
    del('designsnc@2026-12-04', 'designsnc@2026-12-11', 'designsnc@2026-12-18'),
    '25 Dec is skipped; not the Design reviews',
  ],
]);

const CONDITION = rows('condition', [
  [
    'h2-co-01',
    'if the holiday party runs past 9 move it an hour earlier',
    nothing(),
    'Holiday party 18:00–21:00 ends at 9, not past it',
  ],
  [
    'h2-co-02',
    'if I have nothing on saturday the 12th after yoga, pencil in a hike at 11',
    make({ title: '/hike/i', start: ny('12-12', '11:00') }),
    'Sat 12 Dec has only the Yoga class',
  ],
  [
    'h2-co-03',
    'if the dentist on the 8th clashes with anything, shift it to 7am',
    nothing(),
    'Dentist 08:00–08:45, standup at 09:00: no clash',
  ],
  [
    'h2-co-04',
    "if i'm seeing sam this friday, cancel it",
    nothing(),
    'Fri 27 Nov: Pipeline review, Partner call, Cooking class, none with Sam',
  ],
  [
    'h2-co-05',
    "if there's an hour free between 12 and 3 on dec 16, block it for lunch",
    make({ title: '/lunch/i', window: win('12-16', '12:00', '15:00'), free: true }),
    'Wed 16 Dec is free 10:30–14:30',
  ],
  ['h2-co-06', "cancel the haircut unless it's on a weekend", del('haircut1201'), 'Haircut Tue 1 Dec'],
  [
    'h2-co-07',
    'if my last meeting on the 14th ends after 5, move it to 1pm',
    mv(to('accountpla1214', '12-14', '13:00')),
    'Account planning 17:00–17:45',
  ],
  [
    'h2-co-08',
    "if priya's birthday falls on a weekday, book a team cake at 3pm that day",
    make({ title: '/cake/i', start: ny('12-02', '15:00') }),
    "Priya's birthday Wed 2 Dec",
  ],
  [
    'h2-co-09',
    "if i'm free thursday the 17th at 1pm, set up 45 min with Hannah",
    make({ attendees: [EMAIL.hannah], start: ny('12-17', '13:00'), minutes: 45 }),
    'Pacific Design check-in ends 12:30; Spanish at 16:00',
  ],
]);

const QUESTION_WHEN = rows('question-when', [
  ['h2-qw-01', 'what time is game night', answer([t('19:00')])],
  ['h2-qw-02', 'hey kairos what day is the roadmap sync in december', answer([d('2026-12-14')])],
  ['h2-qw-03', 'When is the Q1 planning kickoff?', answer([t('09:30'), anyOf(d('2026-11-30'), 'Monday')])],
  ['h2-qw-04', 'wen is my cooking class', answer([t('14:00')]), 'Fri 27 Nov 14:00'],
  ['h2-qw-05', 'What time does the exec sponsor meeting end?', answer([t('12:00')])],
  [
    'h2-qw-06',
    'when is the vendor demo in LA time',
    answer([t('10:00')]),
    'Vendor demo: Pacific Design 13:00 New York = 10:00 Los Angeles',
  ],
  ['h2-qw-07', 'when was the boston conference', answer([d('2026-10-20')]), 'SaaS Growth Summit 20–22 Oct'],
  ['h2-qw-08', 'what time is lunch with my mum on the 6th', answer([t('12:00')])],
  ['h2-qw-09', 'when is the check in with jordan next friday', answer([t('11:30')])],
]);

const QUESTION_COUNT = rows('question-count', [
  ['h2-qc-01', 'how many gym sessions in december', answer([['12', 'twelve']]), 'Mon/Wed/Fri, 25 Dec skipped'],
  [
    'h2-qc-02',
    'how many meetings on the 2nd',
    answer([['7', 'seven']]),
    'Wed 2 Dec: the Gym and the all-day birthday are not meetings',
  ],
  ['h2-qc-03', 'how many times have i had coffee with dana', answer([['6', 'six']]), '16 and 28 Sep, 3, 4, 10 and 12 Nov'],
  [
    'h2-qc-04',
    'how many sakura calls are left',
    answer([['2', 'two']]),
    'Sakura Systems sync 30 Nov, Sakura pilot check-in 8 Dec; the Deal review is internal',
  ],
  ['h2-qc-05', 'How many events do I have on the weekend of the 5th?', answer([['3', 'three']])],
  ['h2-qc-06', 'how many roadmap syncs have i had', answer([['8', 'eight']]), '2, 3, 4, 24, 30 Sep, 19 Oct, 4 and 18 Nov'],
  [
    'h2-qc-07',
    'how many hrs of meetings on friday dec 4',
    answer([['6 h 45', '6h45', '6:45', '6.75', '6 hours 45', '6 hours and 45', '405']]),
    '15+30+30+60+30+60+60+30+60+30 min; the Gym is not a meeting',
  ],
  ['h2-qc-08', 'how many onboarding plan reviews in jan', answer([['5', 'five']]), '5, 6, 20, 22, 28 Jan'],
  [
    'h2-qc-09',
    'number of meetings w/ harbor point ppl in january?',
    answer([['7', 'seven']]),
    'Harbor Point syncs 4, 7, 15, 20, 22, 25, 27 Jan',
  ],
]);

const QUESTION_AGENDA = rows('question-agenda', [
  [
    'h2-qa-01',
    'whats on for the 1st',
    answer(['Brightline onboarding workshop', 'Pricing page review', 'Interview: Account executive', 'Haircut']),
  ],
  ['h2-qa-02', "what's the plan for wednesday the 16th", answer(['Harbor Point sync', 'Onboarding plan review', 'Hiring sync'])],
  ['h2-qa-03', 'what did i get up to on halloween', answer(['Yoga']), 'Sat 31 Oct: Yoga class'],
  ['h2-qa-04', 'ok what does the day after tomorrow look like', answer(['Turkey trot', 'dinner'])],
  ['h2-qa-05', 'show me 12/18', answer(['Harbor Point sync', 'Marketing sync', 'Finance review'])],
  [
    'h2-qa-06',
    "what's on a week from thursday",
    answer(['Deal review: Sakura', 'Pacific Design kickoff', 'API review', 'Weekly metrics review']),
    'Thu 3 Dec',
  ],
  [
    'h2-qa-07',
    "what's on two weeks from today",
    answer(['Dentist', 'Brightline exec sponsor meeting', 'Pricing workshop', 'Sakura pilot check-in']),
    'Tue 8 Dec',
  ],
  [
    'h2-qa-08',
    'what did i have on the 19th of november',
    answer(['Sync with Omar', 'Quarterly planning', 'Expense report review']),
  ],
  ['h2-qa-09', "📅 new year's eve?", answer(['standup']), 'Thu 31 Dec: Sales standup (inside the out-of-office)'],
]);

const QUESTION_FREE = rows('question-free', [
  ['h2-qf-01', 'am i free at 11 on 12/15', answer(['Product demo']), 'Product demo 11:00–11:45'],
  [
    'h2-qf-02',
    'is there room for a half hour call before the team lunch tmrw',
    answer([anyOf(t('11:00'), t('08:00'))]),
    'Wed 25 Nov: 08:00–09:00 and 11:00–11:30 are free',
  ],
  ['h2-qf-03', 'r u free on the 13th', answer([['yes', 'free', 'nothing']]), 'Sun 13 Dec is empty'],
  ['h2-qf-04', 'am I free at half two on friday', answer(['Cooking']), 'Cooking class 14:00–16:00'],
  ['h2-qf-05', 'is jan 13 free', answer([anyOf('Conference', 'RevOps', 'Austin')]), 'RevOps Summit 12–14 Jan'],
  [
    'h2-qf-06',
    'do I have a two-hour window on jan 7',
    answer([anyOf(t('10:30'), t('15:30'))]),
    'free 10:30–13:00 and from 15:30',
  ],
  [
    'h2-qf-07',
    'is there any time on monday the 30th between the team meeting and pottery',
    answer([anyOf('yes', 'free', t('12:00'))]),
    '12:00–14:00 is free',
  ],
  [
    'h2-qf-08',
    'Am I available Wednesday December 9th from 11 to 1?',
    answer([['yes', 'free', 'available']]),
    'Interview ends 11:00, Offsite planning at 13:00',
  ],
  ['h2-qf-09', "any chance i'm free thursday the 10th at 4", answer(['Spanish']), 'Spanish class 16:00'],
]);

const QUESTION_WHO = rows('question-who', [
  ['h2-qo-01', "who's in the Q1 planning kickoff", answer(['Priya', 'Hannah', 'Carlos'])],
  ['h2-qo-02', 'who am I meeting on the 8th', answer(['Rachel', 'Kenji', 'Hannah', 'Dana'])],
  ['h2-qo-03', 'is nina coming to the qbr?', answer([['yes', 'invited', 'attending', 'coming', 'accepted']])],
  [
    'h2-qo-04',
    'is rachel coming to the escalation',
    answer([['no', 'not', "isn't"]]),
    'Brightline escalation: Omar Said, Tom, Sam',
  ],
  ['h2-qo-05', 'wholl be at sprint planning tmrw', answer(['Omar', 'Hannah', 'Mei'])],
  ['h2-qo-06', "who's my 11:30 on friday the 4th with", answer(['Jordan'])],
  ['h2-qo-07', 'who did i meet with the most last week', answer(['Lucas']), 'Lucas 9 events, Jordan 8'],
  ['h2-qo-08', "who's coming to the dec 2 security questionaire thing", answer([['Omar Haddad', 'omar.haddad'], 'Ingrid'])],
  ['h2-qo-09', 'Could you please list the attendees of the Pacific Design check-in on December 17?', answer(['Elena', 'Marcus'])],
]);

const QUESTION_NEXT_LAST = rows('question-next-last', [
  ['h2-qn-01', 'when did I last go to a movie night', answer([d('2026-10-03')])],
  ['h2-qn-02', "when's my next onboarding plan review", answer([d('2026-12-16')])],
  ['h2-qn-03', 'when did i last see marcus', answer([d('2026-11-11')]), 'Design review Wed 11 Nov'],
  [
    'h2-qn-04',
    "what's next on my calendar",
    answer([anyOf('Check-in with Dana', 'Sales standup')]),
    'the standup starts now; the Check-in with Dana at 10:00',
  ],
  ['h2-qn-05', 'when was my last lunch with jordan', answer([d('2026-11-13')])],
  ['h2-qn-06', 'next harbor point sync?', answer([d('2026-12-16')])],
  ['h2-qn-07', 'When was the last time I had a dentist appointment?', answer([d('2026-09-15')])],
  ['h2-qn-08', 'whens my next dinner with friends', answer([d('2026-12-20')])],
  ['h2-qn-09', 'hey kairos when did i last talk to yuki', answer([d('2026-11-13')]), 'Sakura Systems sync Fri 13 Nov'],
]);

const MULTI_INTENT = rows('multi-intent', [
  [
    'h2-mi-01',
    'ditch game night and pencil in a movie at home saturday at 8pm',
    { changes: { deleted: ['gamenight1128'], created: [{ title: '/movie/i', start: ny('11-28', '20:00') }] } },
  ],
  [
    'h2-mi-02',
    'move the sprint planning tomorrow to 11 and cancel my check-in with jordan',
    { changes: { moved: [to('sprint1125', '11-25', '11:00')], deleted: ['jordan1125'] } },
  ],
  [
    'h2-mi-03',
    'book an hour w/ kenji and yuki on dec 14 at 7pm, and what time is our pilot check-in on the 8th?',
    {
      changes: { created: [{ attendees: [EMAIL.kenji, EMAIL.yuki], start: ny('12-14', '19:00'), minutes: 60 }] },
      answerIncludes: [t('18:00')],
    },
  ],
  [
    'h2-mi-04',
    'rename the weekly metrics review to KPI review and push it to 5:30',
    {
      changes: {
        renamed: [{ id: 'metrics1203', title: 'KPI review' }],
        moved: [to('metrics1203', '12-03', '17:30')],
      },
    },
  ],
  [
    'h2-mi-05',
    'delete the lunch with mom on the 6th and the holiday shopping the day before',
    del('lunchmom1206', 'shopping1205'),
  ],
  [
    'h2-mi-06',
    'move the haircut to the 5th at 11am and block 30 min before it for travel',
    {
      changes: {
        moved: [to('haircut1201', '12-05', '11:00')],
        created: [{ title: '/travel/i', start: ny('12-05', '10:30'), minutes: 30 }],
      },
    },
  ],
  [
    'h2-mi-07',
    'whos in the pricing workshop and can u move it to 3',
    { changes: { moved: [to('pricing1208', '12-08', '15:00')] }, answerIncludes: ['Hannah', 'Carlos', 'Lucas'] },
  ],
  [
    'h2-mi-08',
    'cancel the 7am gym tomorrow, add a run at 6:30pm',
    { changes: { deleted: ['gmsession@2026-11-25'], created: [{ title: '/run/i', start: ny('11-25', '18:30') }] } },
  ],
  [
    'h2-mi-09',
    'move the roadmap sync on dec 14 to 1pm and cancel the account planning that evening',
    { changes: { moved: [to('roadmapsnc1214', '12-14', '13:00')], deleted: ['accountpla1214'] } },
  ],
]);

const SEED = rows('seed', [
  [
    'h2-se-01',
    "I'm off to Chicago on Tues Dec 15, clear my diary and let everyone know",
    {
      changes: {
        deleted: [
          'salesstandup@2026-12-15',
          'danacheckin@2026-12-15',
          'productdem1215',
          'accountpla1215',
          'spanishclass@2026-12-15',
          'financerev1215',
        ],
        mayCreate: TRAVEL_BLOCK,
      },
    },
    '"clear my diary" includes the Spanish class',
  ],
  [
    'h2-se-02',
    'flying to tokyo wed dec 9 - cancel my meetings that day and email the attendees, leave the gym',
    {
      changes: {
        deleted: ['salesstandup@2026-12-09', 'hiringsnc@2026-12-09', 'intsales1209', 'offsite1209', 'designrev@2026-12-09'],
        mayCreate: TRAVEL_BLOCK,
      },
    },
  ],
  [
    'h2-se-03',
    "push the exec sponsor meeting and the pricing workshop on dec 8 to the week of the 14th whenever everyone's free, dont put anything on my gym",
    mv({ id: 'sponsor1208', window: WEEK_OF_DEC14, free: true }, { id: 'pricing1208', window: WEEK_OF_DEC14, free: true }),
  ],
  [
    'h2-se-04',
    "reschedule my afternoon classes next week to mornings, but leave monday's alone and keep lunch open",
    mv(
      { id: 'spanishclass@2026-12-01', window: morning('12-01'), free: true },
      { id: 'spanishclass@2026-12-03', window: morning('12-03'), free: true },
    ),
    'Spanish Tue 1 and Thu 3 Dec; Pottery Mon 30 Nov stays; Yoga is a morning class',
  ],
  [
    'h2-se-05',
    "i'm sick tmrw, clear wednesday and tell people",
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
          'salesmeeting1125',
          'designrev@2026-11-25',
          'drcleaning1125',
        ],
        mayCreate: SICK_BLOCK,
      },
    },
  ],
  [
    'h2-se-06',
    'hey kairos im travelling on the eleventh clear the day and notify everyone',
    {
      changes: {
        deleted: ['gmsession@2026-12-11', 'salesstandup@2026-12-11', 'designsnc@2026-12-11', 'pipelinerev1211', 'annualrev1211'],
        mayCreate: TRAVEL_BLOCK,
      },
    },
  ],
  [
    'h2-se-07',
    "Could you move this Friday's Harbor Point call and the pipeline review to sometime next week when all attendees are available? Please avoid my gym sessions.",
    mv({ id: 'pipelinerev1127', window: NEXT_WEEK, free: true }, { id: 'harborcall1127', window: NEXT_WEEK, free: true }),
  ],
  [
    'h2-se-08',
    'clear my afternoon on friday dec 4 for a flight and let the attendees know',
    {
      changes: {
        deleted: ['lunchomar1204', 'harborcontract1204', 'dealdesk1204', 'qbr1204', 'rapup1204'],
        mayCreate: TRAVEL_BLOCK,
      },
    },
    'afternoon = 12:00–18:00: from the Lunch with Omar on',
  ],
  [
    'h2-se-09',
    "i'm out the whole of jan 5 - wipe it and ping everyone",
    {
      changes: {
        deleted: ['salesstandup@2027-01-05', 'onboarding0105', 'danacheckin@2027-01-05', 'intervieba0105', 'budgetrevi0105'],
        mayCreate: OUT_BLOCK,
      },
    },
  ],
]);

const CREATE = rows('create', [
  ['h2-cr-01', 'pencil in a dentist cleaning jan 20 at 9:30', make({ title: '/dentist/i', start: ny('2027-01-20', '09:30') })],
  [
    'h2-cr-02',
    'block out 2 to 4 on thursday the 10th for deep work',
    make({ title: '/deep work/i', start: ny('12-10', '14:00'), minutes: 120 }),
  ],
  [
    'h2-cr-03',
    'squeeze in a 15 min call with Sam tmrw morning',
    make({ attendees: [EMAIL.sam], window: morning('11-25'), minutes: 15, free: true }),
  ],
  [
    'h2-cr-04',
    'book a catch-up with Lucas and Jordan on Monday week at ten',
    make({ attendees: [EMAIL.lucas, EMAIL.jordan], start: ny('12-07', '10:00') }),
    'British "Monday week" = Mon 7 Dec',
  ],
  ['h2-cr-05', "🎂 add Dad's birthday as an all day event on jan 23", make({ title: '/dad/i', allDay: '2027-01-23' })],
  [
    'h2-cr-06',
    'schedul a mtg w/ hanah and mei on dec 11 at 12:30 for 45 mins',
    make({ attendees: [EMAIL.hannah, EMAIL.mei], start: ny('12-11', '12:30'), minutes: 45 }),
  ],
  ['h2-cr-07', 'ok add pick up the kids at four thirty this friday', make({ title: '/pick up/i', start: ny('11-27', '16:30') })],
  [
    'h2-cr-08',
    "please you make a meeting with Ben Carter for the 9 december at 11 o'clock",
    make({ attendees: [EMAIL.ben], start: ny('12-09', '11:00') }),
  ],
  [
    'h2-cr-09',
    "Schedule a 90-minute workshop titled 'Pricing strategy' with Carlos and Priya on Tuesday, January 26 at 1:00 PM.",
    make({
      title: '/pricing strategy/i',
      attendees: [EMAIL.carlos, EMAIL.priya],
      start: ny('2027-01-26', '13:00'),
      minutes: 90,
    }),
  ],
]);

const AMBIGUOUS = rows('ambiguous', [
  [
    'h2-am-01',
    'shove the sync to thursday',
    asks(),
    'Design sync, Hiring sync, Sakura Systems sync, Harbor Point syncs, Roadmap sync…',
  ],
  ['h2-am-02', 'cancel my lunch next week', asks(), 'Lunch with Sam, Working lunch: Q1 budget, Lunch with Omar, Lunch with Mom'],
  ['h2-am-03', 'set up a call with kenji', asks(), 'no day or time at all'],
  ['h2-am-04', 'move it to friday', asks(), 'no event named'],
  ['h2-am-05', 'push the design meeting back an hour', asks(), 'Design review tomorrow or Design sync 4 Dec'],
  [
    'h2-am-06',
    'can you cancel the interview next week',
    asks(),
    'Interview: Account executive 1 Dec, Interview: Product designer 3 Dec',
  ],
  ['h2-am-07', 'change the time of my call with Harbor Point', asks(), 'no new time given'],
  [
    'h2-am-08',
    'delete the one with Hannah on Wednesday',
    asks(),
    'Wed 25 Nov: Hiring sync, Sprint planning, Team lunch, Design review',
  ],
  ['h2-am-09', 'book a meeting with Mike on tuesday', asks('Mike'), 'nobody called Mike'],
  ['h2-am-10', 'reschedule my 4pm', asks(), 'Spanish class today at 16:00, but no new time'],
]);

const NEGATIVE = rows('negative', [
  ['h2-ne-01', 'cheers mate', nothing()],
  ['h2-ne-02', '👍', nothing()],
  ['h2-ne-03', 'my meetings are killing me lol', nothing(), 'venting; must not delete anything'],
  ['h2-ne-04', 'i was thinking about cancelling the gym but nah', nothing(), 'decided against it'],
  ['h2-ne-05', "what's the capital of Portugal", nothing()],
  ['h2-ne-06', "Can you translate 'see you tomorrow' into Spanish?", nothing(), 'not about the Spanish class'],
  ['h2-ne-07', 'the team meeting went really well yesterday', nothing(), 'past-tense chat'],
  ['h2-ne-08', 'ok nvm dont move it', nothing()],
  ['h2-ne-09', 'remind me why we have a standup every day', nothing(), 'must not create a reminder'],
]);

export const HOLDOUT_2_CORPUS: CorpusRow[] = [
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
