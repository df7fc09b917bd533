// The plan corpus: plain-English requests to Kairos with the outcome a correct assistant produces,
// written by hand against tests/fixtures/calendars/five-months.json (listed in tests/corpus/CALENDAR.md).
//
// Every row runs with now = Tue 2026-11-24 09:00 America/New_York, in zone America/New_York.
// Reading conventions used throughout (see CALENDAR.md, "Decisions"):
//   - "tomorrow" = Wed 25 Nov; "Thursday" = Thu 26 Nov (Thanksgiving); "Friday"/"this Friday" = Fri 27 Nov;
//     "Monday" = Mon 30 Nov; "next week" = Mon 30 Nov – Sun 6 Dec; "next Friday" = Fri 4 Dec (the product brief's reading);
//     "next Thursday" = Thu 3 Dec; "this week" = Mon 23 – Sun 29 Nov; "last week" = Mon 16 – Sun 22 Nov.
//   - A "meeting" is an event with guests; Gym, classes, Haircut, Dentist, dry cleaning… are personal events, not meetings.
//     "Clear my calendar" / "everything" / "all events" means every timed event, personal ones included.
//   - Morning = before 12:00, afternoon = 12:00–18:00, evening = from 17:00/18:00.
//   - An event named by its title means the next upcoming one with that title ("the pipeline review" = Fri 27 Nov);
//     a word shared by different titles ("the check-in", "the review", "the lunch", "the interview") is ambiguous.
//
// Event references: a one-off event by its id; one occurrence of a recurring series as
// `<seriesId>@<YYYY-MM-DD>` (the New York date the series put that occurrence on).
// Times are ISO 8601 with the New York offset (-05:00 for every date used here).

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

export type Category =
  | 'title-target'
  | 'position'
  | 'person'
  | 'time-selection'
  | 'bulk'
  | 'condition'
  | 'question-when'
  | 'question-count'
  | 'question-agenda'
  | 'question-free'
  | 'question-who'
  | 'question-next-last'
  | 'multi-intent'
  | 'seed'
  | 'create'
  | 'ambiguous'
  | 'negative';

export const CATEGORIES: readonly Category[] = [
  'title-target',
  'position',
  'person',
  'time-selection',
  'bulk',
  'condition',
  'question-when',
  'question-count',
  'question-agenda',
  'question-free',
  'question-who',
  'question-next-last',
  'multi-intent',
  'seed',
  'create',
  'ambiguous',
  'negative',
];

/** An event id, or one occurrence of a series as `seriesId@YYYY-MM-DD`. */
export type EventRef = string;

/** A substring that must appear (case-insensitive), or a list of alternatives of which one must appear. */
export type AnyOf = string | readonly string[];

/** The whole event must lie inside [start, end). ISO with offset. */
export interface TimeWindow {
  start: string;
  end: string;
}

export interface MoveExpectation {
  id: EventRef;
  /** The exact new start, when the words determine it. */
  start?: string;
  /** The New York date the event must land on, when Kairos picks the time. */
  day?: string;
  window?: TimeWindow;
  /** New length; without it the event must keep its length. */
  minutes?: number;
  /** The new time must not overlap any other timed, opaque event of the calendar after the change. */
  free?: boolean;
}

export interface CreateExpectation {
  /** Case-insensitive substring, or a regex written as "/source/flags". */
  title?: string;
  start?: string;
  day?: string;
  window?: TimeWindow;
  minutes?: number;
  /** An all-day event on this date (YYYY-MM-DD). */
  allDay?: string;
  /** Emails that must be among the guests. */
  attendees?: string[];
  free?: boolean;
}

export interface ChangesExpectation {
  changes: {
    deleted?: EventRef[];
    moved?: MoveExpectation[];
    renamed?: { id: EventRef; title: string }[];
    created?: CreateExpectation[];
    /** Creates that are allowed but not required (e.g. a "Travel" block when clearing a day for travel). */
    mayCreate?: CreateExpectation[];
  };
  /** For requests that also ask something: what the reply must contain. */
  answerIncludes?: AnyOf[];
}

export interface AnswerExpectation {
  answer: { includes: AnyOf[]; excludes?: string[] };
}

export interface AsksExpectation {
  asks: true;
  mentions?: AnyOf[];
}

export interface NothingExpectation {
  nothing: true;
  answerIncludes?: AnyOf[];
}

export type Expectation = ChangesExpectation | AnswerExpectation | AsksExpectation | NothingExpectation;

export interface CorpusRow {
  id: string;
  category: Category;
  text: string;
  expect: Expectation;
  note?: string;
}

export const CORPUS_NOW = '2026-11-24T09:00:00-05:00';
export const CORPUS_ZONE = 'America/New_York';

// Fixed sets used by several rows.
const DEC4_MEETINGS: EventRef[] = [
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
const DEC4_ALL: EventRef[] = ['gmsession@2026-12-04', ...DEC4_MEETINGS];
const TRAVEL_BLOCK: CreateExpectation[] = [{ title: '/travel|trip|flight|out of office/i' }];

const CLASSES_THIS_MONTH: MoveExpectation[] = [
  { id: 'spanishclass@2026-11-24', window: win('11-24', '09:00', '12:00'), free: true },
  { id: 'cooking1127', window: morning('11-27'), free: true },
];
const SPANISH_DECEMBER = ['2026-12-01', '2026-12-03', '2026-12-08', '2026-12-10', '2026-12-15', '2026-12-17'];

const FRIDAY_MEETINGS_NEXT_WEEK: MoveExpectation[] = [
  { id: 'pipelinerev1127', window: NEXT_WEEK, free: true },
  { id: 'harborcall1127', window: NEXT_WEEK, free: true },
];

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
];

// ---------------------------------------------------------------------------------------------
// The rows

const TITLE_TARGET = rows('title-target', [
  [
    'tt-01',
    'move the sales meeting to 4:30pm',
    mv(to('salesmeeting1125', '11-25', '16:30')),
    'Sales meeting (Wed 14:00), not the daily Sales standup',
  ],
  [
    'tt-02',
    "cancel tomorrow's sales standup",
    del('salesstandup@2026-11-25'),
    'one occurrence, not the series, not the Sales meeting',
  ],
  ['tt-03', 'Please cancel the team lunch.', del('teamlunch1125'), 'not the Team meeting'],
  ['tt-04', 'push the team meeting on monday back an hour pls', mv(to('teammeeting@2026-11-30', '11-30', '12:00'))],
  ['tt-05', 'move todays chek-in with dana to 11', mv(to('danacheckin@2026-11-24', '11-24', '11:00')), 'not the Team check-in'],
  [
    'tt-06',
    'ugh thursday dec 3 is packed. can you move the team check-in to 2:30pm?',
    mv(to('teamcheckin@2026-12-03', '12-03', '14:30')),
  ],
  ['tt-07', 'cancel design sync on dec 4', del('designsnc@2026-12-04'), 'Design sync, not Design review'],
  ['tt-08', 'Move the Dec 9 design review to Thursday the 10th at 2pm', mv(to('designrev@2026-12-09', '12-10', '14:00'))],
  ['tt-09', 'rename Lunch with Omar to Lunch with Omar Haddad', ren('lunchomar1204', 'Lunch with Omar Haddad')],
  [
    'tt-10',
    'hey can you cancel the brightline contract review, thx',
    del('contract1125'),
    'not the Harbor Point contract review',
  ],
  [
    'tt-11',
    'move the harbor point contract review to monday the seventh at ten am',
    mv(to('harborcontract1204', '12-07', '10:00')),
  ],
  ['tt-12', 'the customer call w brightline on dec 3, move it to dec 10 2:30pm', mv(to('custcall1203', '12-10', '14:30'))],
  ['tt-13', "rename the webinar dry run to 'Webinar rehearsal'", ren('rehearsal1202', 'Webinar rehearsal')],
  ['tt-14', 'cancel my pricing page review', del('pricingpage1201'), 'not the Pricing workshop'],
  ['tt-15', 'Could you please move the pricing workshop to Wednesday Dec 9 at 2?', mv(to('pricing1208', '12-09', '14:00'))],
  ['tt-16', 'please to cancel the interview of this afternoon', del('intse1124')],
  ['tt-17', 'the product designer interview - can we do 2:30 instead', mv(to('intdesign1203', '12-03', '14:30'))],
  ['tt-18', 'delete deal desk on the 4th', del('dealdesk1204'), 'the one on 4 Dec; a Deal desk on 20 Nov is past'],
  [
    'tt-19',
    "Change the name of the Dec 8 Brightline exec sponsor meeting to 'Brightline exec review'",
    ren('sponsor1208', 'Brightline exec review'),
  ],
  ['tt-20', 'pls move lunch w/ sam to 1pm', mv(to('lunchsam1202', '12-02', '13:00'))],
  ['tt-21', 'cancle the weekly metrics review', del('metrics1203')],
  ['tt-22', "Move 'Forecast review' on Dec 7 to 10:00", mv(to('forecast1207', '12-07', '10:00'))],
  ['tt-23', 'the roadmap review on friday the 4th should be called Q1 roadmap review', ren('roadmap1204', 'Q1 roadmap review')],
  ['tt-24', 'i dont need the dry cleaning thing tomorrow, delete it', del('drcleaning1125')],
  ['tt-25', 'cancel the design sync this friday', nothing(), 'there is no Design sync on Fri 27 Nov (skipped for the holiday)'],
  // An arrow moves the event to the time after it, or renames it; a spoken clock after "to" is where it goes.
  ['tt-26', 'api review -> 2:30pm', mv(to('apirev1203', '12-03', '14:30'))],
  ['tt-27', 'lunch w/ dana => 1pm', mv(to('lunchdana1207', '12-07', '13:00'))],
  ['tt-28', 'hiring debrief → dec 10 2pm', mv(to('debrief1210', '12-10', '14:00'))],
  ['tt-29', 'webinar dry run -> Webinar rehearsal', ren('rehearsal1202', 'Webinar rehearsal')],
  ['tt-30', 'move the api review to two thirty', mv(to('apirev1203', '12-03', '14:30'))],
  ['tt-31', 'push the lunch with dana to twelve thirty', mv(to('lunchdana1207', '12-07', '12:30'))],
  ['tt-32', 'can we move the hiring debrief to eleven thirty', mv(to('debrief1210', '12-10', '11:30'))],
  ['tt-33', 'security questionnaire review -> 10am', mv(to('secquestions1202', '12-02', '10:00'))],
]);

const POSITION = rows('position', [
  [
    'po-01',
    'cancel my first meeting tomorrow',
    del('salesstandup@2026-11-25'),
    'the Gym at 07:00 has no guests: the first meeting is the standup',
  ],
  [
    'po-02',
    'The last meeting on Monday is way too late for me, can you move it to Tuesday at the same time?',
    mv(to('sakura1130', '12-01', '19:00')),
  ],
  ['po-03', 'cancel the meeting right after the stand up tomorrow', del('hiringsnc@2026-11-25')],
  [
    'po-04',
    'move my second meeting on Dec 3 to the afternoon of Dec 10',
    mv({ id: 'dealsakura1203', window: afternoon('12-10') }),
    'the standup is the first',
  ],
  ['po-05', 'cancle my next meeting with carlos', del('budget1124')],
  ['po-06', 'Hi! Could you cancel my next 1:1 with Priya, please?', del('oneonepri@2026-11-30')],
  ['po-07', 'move the next design review to four pm', mv(to('designrev@2026-11-25', '11-25', '16:00'))],
  ['po-08', 'skip the next team check-in', del('teamcheckin@2026-12-03'), 'none on Thanksgiving: the next is 3 Dec'],
  ['po-09', 'cancel the last meeting before lunch on wednesday', del('jordan1125'), 'Team lunch starts at 12:00'],
  ['po-10', 'move the meeting after the team lunch to 4:30pm', mv(to('contract1125', '11-25', '16:30'))],
  ['po-11', 'pls cancel my 4th meeting next thursday', del('custcall1203'), 'standup, Deal review, Team check-in, Customer call'],
  ['po-12', 'move the last thing on my calendar on friday dec 4 to monday dec 7 at 5pm', mv(to('rapup1204', '12-07', '17:00'))],
  ['po-13', 'push back my first meeting after lunch today by 15 minutes', mv(to('renevalcall1124', '11-24', '13:15'))],
  ['po-14', 'can u move my next gym session to 6am', mv(to('gmsession@2026-11-25', '11-25', '06:00'))],
  ['po-15', 'cancel the second spanish class of next week', del('spanishclass@2026-12-03')],
  ['po-16', "what's the first thing on my calendar tomorrow?", answer(['Gym', t('07:00')])],
  ['po-17', 'whats my last meeting on friday the 4th', answer(['Week wrap-up'])],
  ['po-18', 'cancel the one right before the sales meeting tomorrow', del('contract1125')],
  ['po-19', 'delete the meeting after my 1:1 with priya next monday', del('sakura1130')],
  ['po-20', 'my 2nd meeting of today, put it at 11:30 please', mv(to('danacheckin@2026-11-24', '11-24', '11:30'))],
  ['po-21', "I won't make the next pipeline review, cancel it", del('pipelinerev1127')],
  [
    'po-22',
    'move my last meeting of the week to monday',
    mv({ id: 'harborcall1127', day: '2026-11-30' }),
    "this week's last meeting with guests is Friday's partner call; the weekend has only personal events",
  ],
  ['po-23', "what's my next meeting after the standup tomorrow?", answer(['Hiring sync'])],
]);

const PERSON = rows('person', [
  ['pe-01', 'Carlos is sick today, can you cancel my meeting with him?', del('budget1124')],
  ['pe-02', 'cancel lunch with dana', del('lunchdana1207')],
  [
    'pe-03',
    'move my meeting with omar next friday to 3',
    asks(),
    'two Omars on 4 Dec: Omar Said (Brightline escalation), Omar Haddad (Roadmap review, Lunch)',
  ],
  ['pe-04', 'cancel my meeting with Omar Said on Dec 4', del('escalation1204')],
  ['pe-05', 'move my lunch with omar haddad to tuesday dec 8 at noon', mv(to('lunchomar1204', '12-08', '12:00'))],
  [
    'pe-06',
    'cancel my 1:1 with omar.haddad@kairos.test next thursday',
    del('apirev1203'),
    'the only event on 3 Dec with him alone',
  ],
  [
    'pe-07',
    'Book 30 min with Mei tomorrow afternoon',
    make({ attendees: [EMAIL.mei], window: afternoon('11-25'), minutes: 30, free: true }),
  ],
  [
    'pe-08',
    'I should really catch up with Fiona. Set up a call with her sometime next week',
    make({ attendees: [EMAIL.fiona], window: NEXT_WEEK }),
  ],
  ['pe-09', 'schedule a meeting with Zoe tomorrow at 2', asks('Zoe'), 'nobody called Zoe'],
  ['pe-10', 'meet with Omar tomorrow 4:30pm for 30 min', asks(), 'Omar Haddad or Omar Said'],
  ['pe-11', 'kenji cancelled on us, please remove my meetings with Kenji', del('sakura1130', 'sakurapilot1208')],
  ['pe-12', 'push my call with kenji tanaka to eight pm', mv(to('sakura1130', '11-30', '20:00'))],
  ['pe-13', 'please delete meeting with Nina Petrova of tomorrow', del('contract1125')],
  ['pe-14', 'move my meeting with rachel.kim@brightline.test on the 1st to 3pm', mv(to('onboard1201', '12-01', '15:00'))],
  ['pe-15', 'can u cancel my check in with lucas', del('lucas1202')],
  ['pe-16', 'the check-in of Jordan on wednesday, move to 4:45pm', mv(to('jordan1125', '11-25', '16:45'))],
  ['pe-17', 'book lunch with Sam on friday dec 11 at noon', make({ attendees: [EMAIL.sam], start: ny('12-11', '12:00') })],
  [
    'pe-18',
    'set up 45 min with hannah@kairos.test and mei@kairos.test thursday dec 10 at 2pm',
    make({ attendees: [EMAIL.hannah, EMAIL.mei], start: ny('12-10', '14:00'), minutes: 45 }),
  ],
  ['pe-19', 'cancel my meeting with Chris on friday', nothing(), 'nobody called Chris; nothing to cancel'],
  [
    'pe-20',
    'move everything with Yuki to the same time a day later',
    mv(to('sakura1130', '12-01', '19:00'), to('sakurapilot1208', '12-09', '18:00')),
  ],
  [
    'pe-21',
    'set up a meeting with omar said and nina for the contract signature next wednesday at 10',
    make({ attendees: [EMAIL.omarS, EMAIL.nina], start: ny('12-02', '10:00') }),
  ],
  ['pe-22', 'Cancel the 1:1 with Priya on Monday.', del('oneonepri@2026-11-30')],
  ['pe-23', 'move my meeting with Ingrid to 4pm the same day', mv(to('secquestions1202', '12-02', '16:00'))],
  ['pe-24', 'Can you cancel whatever I have with Ben Carter?', del('harborcall1127', 'harborcontract1204')],
  // A person named in a story first ("Dana's off tomorrow") is who "her" means after it, and "that day" the story's day.
  ['pe-25', "dana's off tomorrow, cancel my meetings with her", del('teamlunch1125'), 'the only Wed 25 Nov event with Dana'],
  [
    'pe-26',
    'omar haddad is sick on dec 3, please cancel whatever i have with him that day',
    del('teamcheckin@2026-12-03', 'demoprep1203', 'apirev1203'),
  ],
  ['pe-27', 'carlos is out friday the 4th, cancel the meeting i have with him', del('dealdesk1204')],
  ['pe-28', "hannah's on vacation dec 2 so cancel stuff with her that day", del('hiringsnc@2026-12-02', 'rehearsal1202')],
  ['pe-29', 'yuki@sakura.test call dec 8 => 7:30pm', mv(to('sakurapilot1208', '12-08', '19:30'))],
]);

const TIME_SELECTION = rows('time-selection', [
  [
    'ts-01',
    'cancel all my meetings before noon tomorrow',
    del('salesstandup@2026-11-25', 'hiringsnc@2026-11-25', 'sprint1125', 'jordan1125'),
    'the Gym has no guests; Team lunch starts at noon',
  ],
  [
    'ts-02',
    'what do I have tomorrow afternoon?',
    answer(['Brightline contract review', 'Sales meeting', 'Design review'], ['Sprint planning']),
  ],
  ['ts-03', 'what did I have last thursday', answer(['Sync with Omar', 'Quarterly planning', 'Expense report review'])],
  [
    'ts-04',
    'Could you list my meetings from the last 3 days?',
    answer(['Forecast review', 'Team meeting', '1:1 with Priya', 'Call with Rachel'], ['Deal desk', 'Lunch & learn']),
  ],
  ['ts-05', 'Please cancel everything after 5pm on Dec 3.', del('metrics1203')],
  ['ts-06', 'clear my morning on dec 1', del('salesstandup@2026-12-01', 'danacheckin@2026-12-01', 'onboard1201')],
  ['ts-07', 'cancle my evening plans on saturday', del('gamenight1128')],
  [
    'ts-08',
    'show me everything between 1 and 3 on wednesday',
    answer(['Brightline contract review', 'Sales meeting'], ['Design review', 'Sprint planning']),
  ],
  ['ts-09', 'anything on the calendar for sunday?', answer(['Meal prep'])],
  [
    'ts-10',
    'which meetings I have before 10 tomorrow?',
    answer(['Sales standup', 'Hiring sync'], ['Sprint planning', 'Team lunch']),
  ],
  ['ts-11', 'delete everything on sunday december sixth', del('lunchmom1206')],
  [
    'ts-12',
    'cancel the meetings between 2 and 4 on dec 3',
    del('apirev1203', 'intdesign1203'),
    'Spanish class starts at 4 and is not a meeting',
  ],
  ['ts-13', 'tomorrow the 10am meeting, please move at 4:30pm', mv(to('sprint1125', '11-25', '16:30'))],
  [
    'ts-14',
    "quick one - what's happening on the morning of dec 4?",
    answer(
      ['Brightline escalation', 'Design sync', 'Roadmap review', 'Check-in with Jordan'],
      ['Quarterly business review', 'Week wrap-up'],
    ),
  ],
  ['ts-15', 'cancel my 11am on Dec 2', del('secquestions1202')],
  ['ts-16', 'can u push the 3pm today to 3:30', mv(to('budget1124', '11-24', '15:30'))],
  ['ts-17', 'which days did I go to the gym in the last 7 days', answer([d('2026-11-18'), d('2026-11-20'), d('2026-11-23')])],
  ['ts-18', "what's on after 6pm next tuesday", answer(['Haircut'])],
  [
    'ts-19',
    'anything with brightline this week?',
    answer(['Brightline renewal call', 'Brightline contract review'], ['onboarding']),
  ],
  [
    'ts-20',
    'what meetings did i have earlier this week',
    answer(['Forecast review', 'Team meeting', 'Lunch with Hannah', '1:1 with Priya', 'Call with Rachel'], ['Sprint planning']),
  ],
  ['ts-21', 'cancel all upcoming meetings with tom this week', nothing(), "Tom's next meeting is Tue 1 Dec"],
  ['ts-22', 'delete my morning events on saturday', del('ogaclass@2026-11-28')],
  // Dates said, not written: a month with a plain number word, a weekday with the day of the month it falls on.
  ['ts-23', 'cancel the groceries on december nineteen', del('groceries1219')],
  ['ts-24', 'move the product demo on december fifteen to 1pm', mv(to('productdem1215', '12-15', '13:00'))],
  ['ts-25', 'cancel the forecast review monday the 7th', del('forecast1207')],
  ['ts-26', 'delete the vendor demo on thursday the tenth', del('vendordemo1210')],
  ['ts-27', 'move dec fifteen finance review to one pm', mv(to('financerev1215', '12-15', '13:00'))],
]);

const BULK = rows('bulk', [
  ['bu-01', 'cancel all my meetings on friday december fourth', del(...DEC4_MEETINGS), 'ten meetings; the Gym has no guests'],
  [
    'bu-02',
    'cancel all my spanish classes in december',
    del(...SPANISH_DECEMBER.map((x) => `spanishclass@${x}`)),
    'the course ends 17 Dec',
  ],
  [
    'bu-03',
    "delete all gym sessions next week, I'm injured",
    del('gmsession@2026-11-30', 'gmsession@2026-12-02', 'gmsession@2026-12-04'),
  ],
  [
    'bu-04',
    'cancel every meeting with Brightline next week',
    del('onboard1201', 'custcall1203', 'escalation1204', 'qbr1204'),
    'meetings with brightline.test guests',
  ],
  [
    'bu-05',
    'clear thursday dec 3 after lunch',
    del('pacifickick1203', 'apirev1203', 'intdesign1203', 'spanishclass@2026-12-03', 'metrics1203'),
    'the working lunch ends at 13:00; "clear" includes the class',
  ],
  ['bu-06', 'Please cancel all the interviews next week; the hiring freeze started.', del('intae1201', 'intdesign1203')],
  [
    'bu-07',
    'I need a quiet weekend, delete all my personal stuff this weekend',
    del('ogaclass@2026-11-28', 'gamenight1128', 'mealprep1129'),
  ],
  [
    'bu-08',
    'cancel all the sales standups nxt week',
    del(
      'salesstandup@2026-11-30',
      'salesstandup@2026-12-01',
      'salesstandup@2026-12-02',
      'salesstandup@2026-12-03',
      'salesstandup@2026-12-04',
    ),
  ],
  [
    'bu-09',
    'push all my meetings on dec 10 back by an hour',
    mv(
      to('salesstandup@2026-12-10', '12-10', '10:00'),
      to('teamcheckin@2026-12-10', '12-10', '11:00'),
      to('debrief1210', '12-10', '12:00'),
      to('vendordemo1210', '12-10', '14:00'),
    ),
    'Spanish class is not a meeting',
  ],
  ['bu-10', 'pls cancel everything on the 27th', del('gmsession@2026-11-27', 'pipelinerev1127', 'harborcall1127', 'cooking1127')],
  [
    'bu-11',
    'cancel all meetings with Sakura',
    del('sakura1130', 'sakurapilot1208'),
    '"Deal review: Sakura" is internal (Lucas, Jordan), not with Sakura',
  ],
  [
    'bu-12',
    'delete the design reviews for the rest of the year',
    del('designrev@2026-11-25', 'designrev@2026-12-09'),
    '23 Dec is already skipped',
  ],
  [
    'bu-13',
    'all my classes of next week, cancel them please',
    del('potterclass@2026-11-30', 'spanishclass@2026-12-01', 'spanishclass@2026-12-03', 'ogaclass@2026-12-05'),
  ],
  [
    'bu-14',
    'move all my check-ins next week to the afternoon',
    mv(
      { id: 'danacheckin@2026-12-01', window: afternoon('12-01'), free: true },
      { id: 'teamcheckin@2026-12-03', window: afternoon('12-03'), free: true },
      { id: 'jordan1204', window: afternoon('12-04'), free: true },
    ),
    'Check-in with Lucas (Wed 15:30) is already in the afternoon',
  ],
  ['bu-15', 'cancel my one-on-ones with omar haddad next week', del('apirev1203', 'lunchomar1204')],
  [
    'bu-16',
    'tomorrow cancel everything, but not the team lunch',
    del(
      'gmsession@2026-11-25',
      'salesstandup@2026-11-25',
      'hiringsnc@2026-11-25',
      'sprint1125',
      'jordan1125',
      'contract1125',
      'salesmeeting1125',
      'designrev@2026-11-25',
      'drcleaning1125',
    ),
  ],
  [
    'bu-17',
    "move all of friday's meetings an hour later",
    mv(to('pipelinerev1127', '11-27', '11:00'), to('harborcall1127', '11-27', '12:00')),
  ],
  ['bu-18', 'cancel all my meetings the day after thanksgiving', del('pipelinerev1127', 'harborcall1127')],
  [
    'bu-19',
    'cancel all 1:1s w priya in decmber',
    del('oneonepri@2026-12-07', 'oneonepri@2026-12-14', 'oneonepri@2026-12-21', 'oneonepri@2026-12-28'),
  ],
  [
    'bu-20',
    'remove the yoga classes in december',
    del('ogaclass@2026-12-05', 'ogaclass@2026-12-12', 'ogaclass@2026-12-19', 'ogaclass@2026-12-26'),
  ],
  ['bu-21', 'cancel anything after 5pm the week of dec 7', del('sakurapilot1208')],
  [
    'bu-22',
    'cancel all my lunches next week',
    del('lunchsam1202', 'budgetlunch1203', 'lunchomar1204', 'lunchmom1206'),
    'Lunch with Sam, Working lunch, Lunch with Omar, Lunch with Mom (Sun 6 Dec)',
  ],
  // What stays, said after what goes: "but keep my gym", "leave the gym alone", "don't touch the gym".
  [
    'bu-23',
    'clear dec 18 but keep my gym',
    del('salesstandup@2026-12-18', 'harborpoin1218', 'designsnc@2026-12-18', 'marketings1218', 'financerev1218'),
  ],
  [
    'bu-24',
    'wipe monday dec 14, leave the gym alone',
    del(
      'salesstandup@2026-12-14',
      'roadmapsnc1214',
      'teammeeting@2026-12-14',
      'potterclass@2026-12-14',
      'oneonepri@2026-12-14',
      'accountpla1214',
    ),
  ],
  [
    'bu-25',
    'cancel everything on friday dec 11 except my gym',
    del('salesstandup@2026-12-11', 'designsnc@2026-12-11', 'pipelinerev1211', 'annualrev1211'),
  ],
  [
    'bu-26',
    'clear my wednesday the 16th but keep the gym please',
    del('salesstandup@2026-12-16', 'hiringsnc@2026-12-16', 'harborpoin1216', 'onboarding1216'),
  ],
  [
    'bu-27',
    "free up dec 7 but don't touch the gym",
    del(
      'salesstandup@2026-12-07',
      'forecast1207',
      'teammeeting@2026-12-07',
      'lunchdana1207',
      'potterclass@2026-12-07',
      'oneonepri@2026-12-07',
    ),
  ],
]);

const CONDITION = rows('condition', [
  [
    'co-01',
    "if I haven't met Priya this week, book a 30-min 1:1 with her on Friday",
    nothing(),
    'met her Mon 23 Nov (Team meeting, 1:1)',
  ],
  [
    'co-02',
    "if I haven't seen Sam in the last 3 days, set up a coffee with him tomorrow afternoon",
    make({ attendees: [EMAIL.sam], window: afternoon('11-25') }),
    'last met Sam Thu 19 Nov (Team check-in)',
  ],
  [
    'co-03',
    'if i havent talked to kenji in 2 weeks, schedule a call with him next week',
    nothing(),
    'last met Fri 13 Nov, 11 days ago',
  ],
  [
    'co-04',
    "if it's been more than a week since I met Kenji, book a call with him next Tuesday at 7pm",
    make({ attendees: [EMAIL.kenji], start: ny('12-01', '19:00') }),
  ],
  [
    'co-05',
    "If I don't have anything with Fiona this month, would you set up a call with her next week?",
    nothing(),
    'Partner call Fri 27 Nov',
  ],
  ['co-06', 'If I have no meetings with Ingrid coming up, book 30 minutes with her on Dec 9 at 11', nothing(), '2 and 4 Dec'],
  [
    'co-07',
    "if I haven't met Nina since the pricing call, book a catch-up with her Thursday Dec 10 at 11:30",
    make({ attendees: [EMAIL.nina], start: ny('12-10', '11:30') }),
    'pricing call Wed 18 Nov; the contract review is tomorrow, not yet',
  ],
  ['co-08', 'if my haircut next week is before 5pm, move it to saturday', nothing(), 'the haircut is at 18:00'],
  [
    'co-09',
    'If the sales meeting is still on for tomorrow, could you move it to 4:30?',
    mv(to('salesmeeting1125', '11-25', '16:30')),
  ],
  ['co-10', 'if i have more then 8 meetings on dec 3 cancel the api review', del('apirev1203'), 'ten meetings'],
  [
    'co-11',
    "if I haven't been to the dentist in the last 6 months, book a checkup for jan 6 at 8am",
    nothing(),
    'Dentist 15 Sep (and one booked 8 Dec)',
  ],
  ['co-12', 'if i havent met rachel this week book a call with her friday at 1', nothing(), 'Call with Rachel Mon 23 Nov'],
  ['co-13', "if I haven't met Elena in the last month, set up a check-in with her next week", nothing(), 'Design review 11 Nov'],
  [
    'co-14',
    "if there's nothing on saturday afternoon, block 2 to 5pm for a bike ride",
    make({ title: '/bike/i', start: ny('11-28', '14:00'), minutes: 180 }),
  ],
  [
    'co-15',
    "if i'm free next thursday at 2:30pm, book 30 min with hannah",
    make({ attendees: [EMAIL.hannah], start: ny('12-03', '14:30'), minutes: 30 }),
  ],
  [
    'co-16',
    'if im free on december fourth at two pm book a call with tom',
    nothing(),
    'Harbor Point contract review 13:30–14:30',
  ],
  [
    'co-17',
    "if I've never met Ben Carter, set up an intro call with him next week",
    make({ attendees: [EMAIL.ben], window: NEXT_WEEK }),
    'his only meetings are upcoming',
  ],
  ['co-18', 'if I have meeting with Carlos today, move it to 3:30 please', mv(to('budget1124', '11-24', '15:30'))],
  [
    'co-19',
    "if I didn't meet Omar Said last week, schedule a call with him tomorrow at 4:30",
    nothing(),
    'Brightline pricing call Wed 18 Nov',
  ],
  [
    'co-20',
    "if I haven't had lunch with Carlos this month, book lunch with him next tuesday at 12:30",
    nothing(),
    'Lunch with Carlos Mon 16 Nov',
  ],
  [
    'co-21',
    'if my dentist appointment is in the morning, push it to the afternoon',
    mv({ id: 'dentist1208', window: afternoon('12-08'), free: true }),
    'Dentist Tue 8 Dec 08:00',
  ],
  [
    'co-22',
    'book a catch-up with Mei on Friday unless I already see her that day',
    make({ attendees: [EMAIL.mei], day: '2026-11-27' }),
    'no Design sync on 27 Nov',
  ],
  [
    'co-23',
    'book a catch-up with Hannah on Friday Dec 4 unless I already see her that day',
    nothing(),
    'Design sync and Roadmap review',
  ],
]);

const QUESTION_WHEN = rows('question-when', [
  ['qw-01', "when's the sales meeting", answer([t('14:00')]), 'not the 09:00 standup'],
  ['qw-02', 'hey when is my haircut again?', answer([t('18:00'), d('2026-12-01')])],
  ['qw-03', 'what time is the team lunch tmrw', answer([t('12:00')])],
  ['qw-04', 'when is the design review this week', answer([t('15:30')])],
  ['qw-05', "when's my dentist appointment?", answer([t('08:00'), d('2026-12-08')])],
  [
    'qw-06',
    'Could you tell me when the partner call with Harbor Point is?',
    answer([t('11:00')]),
    'written 16:00 London; 11:00 New York',
  ],
  ['qw-07', 'what time is the call with kenji on monday, my time', answer([t('19:00')]), 'written 09:00 Tokyo on Tue 1 Dec'],
  ['qw-08', 'when is the pacific design kickoff', answer([t('13:00'), d('2026-12-03')]), 'written 10:00 Los Angeles'],
  ['qw-09', 'when does spanish class end today', answer([t('17:00')])],
  ['qw-10', 'what time do I need to be at thanksgiving dinner', answer([t('16:00')])],
  ['qw-11', 'which day is the lunch with my mom', answer([anyOf('Sun', 'Sunday', d('2026-12-06'))])],
  ['qw-12', "when's priya's birthday", answer([d('2026-12-02')])],
  ['qw-13', 'When is the holiday party?', answer([t('18:00'), d('2026-12-17')])],
  ['qw-14', 'when is next pottery class?', answer([t('14:00'), d('2026-11-30')])],
  ['qw-15', 'whens the brightline escalation', answer([t('09:30'), d('2026-12-04')])],
  ['qw-16', 'When is the offsite planning meeting?', answer([t('13:00'), d('2026-12-09')])],
  ['qw-17', 'what time is the road map review', answer([t('10:30')])],
  ['qw-18', 'What time is my interview today?', answer([t('14:00')])],
  ['qw-19', 'when am I OOO in december', answer([d('2026-12-21')])],
  ['qw-20', 'when is the revops conference', answer([d('2027-01-12')])],
  ['qw-21', "what time's the turkey trot", answer([t('08:00')])],
  ['qw-22', 'what time does the sakura pilot check-in start for me?', answer([t('18:00')]), 'written 08:00 Tokyo on Wed 9 Dec'],
  // A zone named in the question: the answer in that zone's clock.
  ['qw-23', 'when is the partner call with harbor point in london time', answer([t('16:00')])],
  ['qw-24', 'what time is the sakura systems sync tokyo time?', answer([t('09:00')])],
  ['qw-25', 'whens the pacific design kickoff in pacific time', answer([t('10:00')])],
  ['qw-26', 'what time is my dentist in UTC', answer([t('13:00')])],
  ['qw-27', 'When is the quarterly business review, in GMT?', answer([t('20:00')])],
  // "remind me" before a question asks to be told, not reminded.
  ['qw-28', 'remind me what time the dentist is', answer([t('08:00')])],
  ['qw-29', 'can you remind me when my haircut is', answer([d('2026-12-01')])],
]);

const QUESTION_COUNT = rows('question-count', [
  ['qc-01', 'how many spanish classes are left?? pls', answer([['7', 'seven']]), 'today, 1, 3, 8, 10, 15, 17 Dec'],
  ['qc-02', 'how many design reviews have I had since september', answer([['6', 'six']]), '2, 16, 30 Sep, 14, 28 Oct, 11 Nov'],
  ['qc-03', 'how many meetings do I have on friday dec 4', answer([['10', 'ten']]), '11 events; the Gym has no guests'],
  ['qc-04', 'Could you tell me how many events are on my calendar on Thursday, December 3rd?', answer([['11', 'eleven']])],
  ['qc-05', 'how many 1:1s with priya do I have left this year', answer([['5', 'five']]), '30 Nov, 7, 14, 21, 28 Dec'],
  ['qc-06', 'how many times do i go to the gym next week', answer([['3', 'three']])],
  [
    'qc-07',
    'how many interviews do I have in the next two weeks',
    answer([['3', 'three']]),
    'today, 1 Dec, 3 Dec (9 Dec is later)',
  ],
  [
    'qc-08',
    'how many meetings with people from Brightline are on my calendar in november',
    answer([['8', 'eight']]),
    '2, 5, 6, 17, 18, 23, 24, 25 Nov',
  ],
  [
    'qc-09',
    'how many hours of meetings do I have tomorrow',
    answer([['5 h 45', '5h45', '5:45', '5.75', '5 hours 45', '5 hours and 45', '345']]),
    'meetings only: 15+30+60+30+60+30+60+60 min',
  ],
  ['qc-10', 'how much times I met Kenji until now?', answer([['8', 'eight']]), 'past Sakura Systems syncs'],
  ['qc-11', 'how many team meetings are left this year', answer([['5', 'five']])],
  ['qc-12', 'how many calls with Harbor Point this month', answer([['3', 'three']]), '6, 13 and 27 Nov'],
  ['qc-13', 'count my meetings with omar haddad next week', answer([['7', 'seven']])],
  ['qc-14', 'how many yoga class I had in october?', answer([['5', 'five']])],
  ['qc-15', 'how many haircuts have I had since september', answer([['1', 'one', 'once']])],
  [
    'qc-16',
    'how many meetings with Sam this week',
    answer([['2', 'two']]),
    'renewal call today, Sales meeting tomorrow; no Team check-in on Thanksgiving',
  ],
  ['qc-17', 'how many pottery clases are left', answer([['3', 'three']]), '30 Nov, 7 and 14 Dec'],
  ['qc-18', 'How many times am I meeting Rachel in December', answer([['5', 'five']])],
  ['qc-19', 'how many check-ins with dana have we had since september', answer([['12', 'twelve']])],
  [
    'qc-20',
    'how many meetings do I have on thanksgiving',
    answer([['0', 'no meeting', 'none', 'zero', "don't have any", 'nothing']]),
  ],
  ['qc-21', 'how many lunches do i have next week', answer([['4', 'four']])],
  ['qc-22', 'how many events next friday', answer([['11', 'eleven']])],
]);

const QUESTION_AGENDA = rows('question-agenda', [
  [
    'qa-01',
    'Good morning! What does my day look like?',
    answer([
      'Check-in with Dana',
      'Brightline renewal call',
      'Interview: Solutions engineer',
      'Budget check with Carlos',
      'Spanish class',
    ]),
  ],
  ['qa-02', "what's on tomorrow", answer(['Sprint planning', 'Team lunch', 'Sales meeting', 'Design review'])],
  [
    'qa-03',
    'What does next week look like?',
    answer([
      ['Q1 planning kickoff', 'Brightline onboarding workshop', 'Pacific Design kickoff', 'Roadmap review', 'Haircut', '48'],
    ]),
    "a summary names at least one of them, or the count: 48 events (47 timed + Priya's birthday)",
  ],
  ['qa-04', 'whats my thursday like', answer(['Thanksgiving'])],
  ['qa-05', 'give me a rundown of friday', answer(['Pipeline review', 'Partner call with Harbor Point', 'Cooking class'])],
  [
    'qa-06',
    'agenda for dec 3 pls',
    answer(['Deal review: Sakura', 'Customer call: Brightline', 'Pacific Design kickoff', 'API review', 'Weekly metrics review']),
  ],
  ['qa-07', 'what am I doing this weekend', answer(['Yoga class', 'Game night', 'Meal prep'])],
  [
    'qa-08',
    "what's left today",
    answer(['Brightline renewal call', 'Budget check with Carlos', 'Spanish class'], ['Forecast review']),
  ],
  [
    'qa-09',
    'what did my day look like yesterday',
    answer(['Forecast review', 'Team meeting', 'Lunch with Hannah', '1:1 with Priya', 'Call with Rachel']),
  ],
  [
    'qa-10',
    'what does monday look like',
    answer(['Q1 planning kickoff', 'Team meeting', 'Pottery class', '1:1 with Priya', 'Sakura Systems sync']),
  ],
  [
    'qa-11',
    "tell me what's happening on the 8th",
    answer(['Dentist', 'Brightline exec sponsor meeting', 'Pricing workshop', 'Sakura pilot check-in']),
  ],
  [
    'qa-12',
    'Could you show me my schedule for Wednesday, December 2?',
    answer(['Security questionnaire review', 'Lunch with Sam', 'Board deck review', 'Check-in with Lucas', 'Webinar dry run']),
  ],
  [
    'qa-13',
    'walk me through tuesday next week',
    answer(['Brightline onboarding workshop', 'Pricing page review', 'Interview: Account executive', 'Haircut']),
  ],
  [
    'qa-14',
    "what's on my plate for the rest of the week",
    answer([['Thanksgiving', 'Sales meeting', 'Team lunch', 'Sprint planning', '26']]),
    'names some of them, or the count: 26 events from now to Sunday',
  ],
  ['qa-15', 'whats happening sat', answer(['Yoga class', 'Game night'])],
  ['qa-16', 'show me friday dec 11', answer(['Pipeline review', 'Year-end review with Priya', 'Design sync'])],
  ['qa-17', 'whats on dec 10', answer(['Hiring debrief', 'Vendor demo: Pacific Design', 'Team check-in'])],
  [
    'qa-18',
    'what I have tomorrow in the morning?',
    answer(['Sales standup', 'Hiring sync', 'Sprint planning', 'Check-in with Jordan'], ['Sales meeting']),
  ],
  [
    'qa-19',
    'how does my afternoon look',
    answer(['Brightline renewal call', 'Interview: Solutions engineer', 'Budget check with Carlos'], ['Check-in with Dana']),
  ],
  ['qa-20', "what's on my calendar on christmas", answer(['Christmas'])],
  [
    'qa-21',
    'can you give me an overview of the week after next',
    answer([
      ['Dentist', 'Brightline exec sponsor meeting', 'Pricing workshop', 'Offsite planning', 'Year-end review with Priya', '31'],
    ]),
    'Mon 7 – Sun 13 Dec: 31 events',
  ],
  ['qa-22', "what's my sunday look like", answer(['Meal prep'])],
  // "what did I do", "what was I doing": the agenda of a day gone by; spoken dates name the day asked about.
  ['qa-23', 'what did i do last friday', answer(['Lunch & learn', 'Deal desk'])],
  ['qa-24', 'what was i doing yesterday afternoon', answer(['Pottery class', '1:1 with Priya'])],
  ['qa-25', 'what have i been up to this week', answer(['Forecast review', 'Lunch with Hannah'])],
  ['qa-26', 'what did we do on sunday', answer(['Call Mom']), 'the Sunday gone by, 22 Nov'],
  ['qa-27', 'what do i have on december fifteen', answer(['Product demo', 'Finance review'])],
  ['qa-28', 'whats on dec seventeen', answer(['Holiday party', 'Pacific Design check-in'])],
  ['qa-29', 'what was on my calendar friday the 20th', answer(['Design sync', 'Deal desk']), 'Fri 20 Nov (20 Dec is a Sunday)'],
  ['qa-30', 'what did i have on tuesday the 17th', answer(['Brightline QBR prep']), 'Tue 17 Nov (17 Dec is a Thursday)'],
  [
    'qa-31',
    "what's on monday the 4th",
    answer(['Budget review'], ['Quarterly business review']),
    'Mon 4 Jan (4 Dec is a Friday)',
  ],
]);

const QUESTION_FREE = rows('question-free', [
  [
    'qf-01',
    'am I free friday morning?',
    answer([anyOf('Pipeline review', t('10:00'))]),
    'Pipeline review 10:00, Partner call 11:00',
  ],
  ['qf-02', 'am i free saturday afternoon', answer([['yes', 'free', 'nothing']])],
  ['qf-03', 'when am i free tmrw?', answer([anyOf(t('11:00'), t('13:30'), t('16:30'))])],
  [
    'qf-04',
    'do I have a free hour during work hours next thursday',
    answer([['no', 'not', "don't", "doesn't"]]),
    'Thu 3 Dec: longest gap 09:00–17:30 is 30 minutes',
  ],
  ['qf-05', 'I am free the 4th at 2pm?', answer([anyOf('Harbor Point contract review', t('13:30'))])],
  ['qf-06', 'is wednesday at 1:30 open', answer([['yes', 'free', 'open']]), '13:30–14:00 is free'],
  ['qf-07', "when's my next free hour", answer([t('10:30')]), 'today 10:30–13:00'],
  ['qf-08', 'am I free monday afternoon', answer([anyOf('Pottery class', t('14:00')), anyOf('1:1 with Priya', t('16:00'))])],
  ['qf-09', 'can u fit a 2 hour block next tuesday morning', answer([['no', 'not', "can't", "don't"]])],
  ['qf-10', 'what free slots do i have on december ninth', answer([t('11:00'), t('14:00')])],
  ['qf-11', 'is my evening free tonight', answer([['yes', 'free', 'nothing']])],
  ['qf-12', 'am I free at 6pm on dec 1', answer(['Haircut'])],
  ['qf-13', 'any time thursday dec 10 afternoon for a 90 min workshop?', answer([t('14:00')])],
  ['qf-14', 'is friday the 11th afternoon open', answer([anyOf('Year-end review with Priya', t('14:00'))])],
  ['qf-15', 'am I busy on sunday', answer([anyOf('Meal prep', t('16:00'))])],
  ['qf-16', 'do i have anything at 10 tomorrow', answer(['Sprint planning'])],
  ['qf-17', 'am i free at noon on the 2nd', answer([anyOf('yes', 'free', t('12:30'), 'Lunch with Sam')])],
  ['qf-18', 'whens my first free 30 minutes after lunch tomorrow', answer([t('13:30')])],
  ['qf-19', 'is there a gap before my sales meeting tomorrow', answer([t('13:30')])],
  ['qf-20', 'am I free all day on thanksgiving', answer([anyOf('Turkey trot', t('08:00')), anyOf('dinner', t('16:00'))])],
  ['qf-21', 'could i squeeze in a 15 min call on dec 4', answer([anyOf(t('09:15'), t('13:00'), t('16:00'))])],
  ['qf-22', 'am I free next wednesday between 10 and 11', answer([['yes', 'free']])],
  // "do I have 2 hours free…": free time of at least that length.
  ['qf-23', 'got 90 min free on dec 15?', answer([t('11:45')])],
  ['qf-24', 'do we have three hours open on dec 17', answer([t('12:30')])],
  ['qf-25', 'is there an hour free on thursday dec 10 afternoon', answer([t('14:00')])],
  ['qf-26', 'have i got two hours spare on friday dec 11', answer([t('12:00')])],
  ['qf-27', 'i have 30 minutes free on dec 16?', answer([t('10:30')])],
]);

const QUESTION_WHO = rows('question-who', [
  ['qo-01', "who's coming to the sales meeting", answer(['Lucas', 'Jordan', 'Sam', 'Priya'])],
  ['qo-02', 'who is coming in team lunch?', answer(['Priya', 'Dana', 'Mei', 'Hannah', 'Lucas', 'Jordan'])],
  ['qo-03', "who's at the design review tomorrow", answer(['Mei', 'Hannah', 'Elena', 'Marcus'])],
  ['qo-04', 'who will be at the brightline escalation', answer([['Omar Said', 'omar@brightline.test'], 'Tom', 'Sam'])],
  ['qo-05', 'who is the harbor point contract review with', answer(['Fiona', 'Ben', 'Ingrid'])],
  ['qo-06', "who's my 3pm today with", answer(['Carlos'])],
  ['qo-07', 'who organised the quarterly business review?', answer([['you', 'Alex']])],
  ['qo-08', 'who will I meet on friday the 4th', answer(['Fiona', 'Rachel', 'Priya', 'Jordan', 'Carlos'])],
  [
    'qo-09',
    "who's joining the onboarding workshop",
    answer(['Rachel', 'Tom', 'Nina', 'Sam', ['Omar Said', 'omar@brightline.test']]),
  ],
  ['qo-10', 'who is the sakura call wiht', answer(['Kenji', 'Yuki'])],
  ['qo-11', 'guests on the pacific design kickoff?', answer(['Elena', 'Marcus', 'Mei'])],
  ['qo-12', 'Could you tell me who is attending the exec sponsor meeting?', answer(['Rachel', 'Tom', 'Nina', 'Sam', 'Priya'])],
  ['qo-13', 'who declined the team lunch', answer(['Carlos'])],
  ['qo-14', "who's in the team check-in", answer(['Dana', 'Sam', 'Mei', 'Omar'])],
  ['qo-15', 'who I met yesterday?', answer(['Lucas', 'Jordan', 'Carlos', 'Priya', 'Hannah', 'Rachel'])],
  ['qo-16', 'who is the webinar dry run with', answer(['Jordan', 'Hannah'])],
  ['qo-17', 'is Sam coming to the sales meeting', answer([['yes', 'accepted', 'attending', 'invited', 'coming']])],
  ['qo-18', 'is priya in the roadmap review', answer([['yes', 'accepted', 'attending', 'invited']])],
  ['qo-19', 'is Carlos coming to the team lunch?', answer([['declined', 'no', "isn't", 'not']])],
  ['qo-20', "who's at the offsite planning", answer(['Priya', 'Dana', 'Hannah'])],
  ['qo-21', 'who are the guests for the interview on the 3rd', answer(['Mei', 'Hannah'])],
  ['qo-22', 'who is the dec 8 pricing workshop with', answer(['Hannah', 'Carlos', 'Lucas'])],
  ['qo-23', 'remind me who is coming to the offsite planning', answer(['Priya', 'Dana', 'Hannah'])],
]);

const QUESTION_NEXT_LAST = rows('question-next-last', [
  ['qn-01', 'when did I last meet Sam', answer(['Team check-in', d('2026-11-19')])],
  ['qn-02', 'when do I next see Priya', answer(['Hiring sync']), 'Wed 25 Nov 09:30'],
  ['qn-03', 'when was my last hair cut', answer([d('2026-10-24')])],
  ['qn-04', 'whats my next meeting with omar said', answer(['Brightline renewal call'])],
  ['qn-05', 'when did i last talk to kenji?', answer([d('2026-11-13')])],
  ['qn-06', "when's my next 1:1 with priya", answer([d('2026-11-30')])],
  ['qn-07', 'last time I saw Rachel?', answer([anyOf('Call with Rachel', d('2026-11-23'), 'yesterday')])],
  ['qn-08', 'when is my next gym session', answer([t('07:00'), anyOf('tomorrow', d('2026-11-25'))])],
  ['qn-09', 'Do you know when I last had a pipeline review?', answer([d('2026-11-16')])],
  ['qn-10', 'next time I meet elena?', answer(['Design review'])],
  ['qn-11', 'when was the last design sync', answer([d('2026-11-20')])],
  ['qn-12', "when's my next meeting with Fiona", answer(['Partner call with Harbor Point'])],
  ['qn-13', 'which was my last meeting of yesterday?', answer(['Call with Rachel'])],
  ['qn-14', 'when did I last meet ben carter', answer([NEVER]), 'never: his meetings are all upcoming'],
  ['qn-15', 'when do I see Tom next', answer(['Brightline onboarding workshop'])],
  ['qn-16', 'when was the last time I met with omar haddad', answer(['Team meeting']), 'Mon 23 Nov 11:00'],
  ['qn-17', "when's the design review after this week's one", answer([d('2026-12-09')])],
  ['qn-18', 'when did I last go to pottery', answer([anyOf(d('2026-11-23'), 'yesterday', 'Monday')])],
  ['qn-19', "when's my next day off", answer(['Thanksgiving'])],
  ['qn-20', "when's the next time I meet Ingrid", answer(['Security questionnaire review'])],
  ['qn-21', 'when did I last see Nina', answer(['Brightline pricing call'])],
  ['qn-22', "what's after my check-in with dana today", answer(['Brightline renewal call'])],
  // "next", "again", "last" said after the person.
  ['qn-23', 'when am i seeing carlos again', answer(['Budget check with Carlos'])],
  ['qn-24', 'when do i meet with mei next', answer(['Sprint planning'])],
  ['qn-25', 'when i see rachel next time', answer(['Brightline renewal call'])],
  ['qn-26', 'when did i see omar said last', answer(['Brightline pricing call'])],
  ['qn-27', 'when i last met dana', answer(['Team meeting']), 'Mon 23 Nov 11:00'],
]);

const MULTI_INTENT = rows('multi-intent', [
  [
    'mi-01',
    'book lunch with Hannah on Thursday Dec 10 at noon and cancel the pricing workshop',
    { changes: { created: [{ attendees: [EMAIL.hannah], start: ny('12-10', '12:00') }], deleted: ['pricing1208'] } },
  ],
  [
    'mi-02',
    'cancel the dentist and move the haircut to 5pm',
    { changes: { deleted: ['dentist1208'], moved: [to('haircut1201', '12-01', '17:00')] } },
  ],
  [
    'mi-03',
    "move the sales meeting to 4:30 and tell me who's coming",
    { changes: { moved: [to('salesmeeting1125', '11-25', '16:30')] }, answerIncludes: ['Lucas', 'Jordan', 'Sam', 'Priya'] },
  ],
  [
    'mi-04',
    'cancel game night and add dinner with jordan saturday at 7pm',
    { changes: { deleted: ['gamenight1128'], created: [{ title: '/dinner/i', start: ny('11-28', '19:00') }] } },
  ],
  [
    'mi-05',
    "cancel tomorrow's standup and move the hiring sync to 9",
    { changes: { deleted: ['salesstandup@2026-11-25'], moved: [to('hiringsnc@2026-11-25', '11-25', '09:00')] } },
  ],
  [
    'mi-06',
    'delete the webinar dry run. also what time is my lunch with sam?',
    { changes: { deleted: ['rehearsal1202'] }, answerIncludes: [t('12:30')] },
  ],
  [
    'mi-07',
    'push the api review to 2:30 on dec 3 and cancel the metrics review',
    { changes: { moved: [to('apirev1203', '12-03', '14:30')], deleted: ['metrics1203'] } },
  ],
  [
    'mi-08',
    'schedule a 30 min call with Kenji next Wednesday at 7pm and cancel the one on Monday',
    { changes: { created: [{ attendees: [EMAIL.kenji], start: ny('12-02', '19:00'), minutes: 30 }], deleted: ['sakura1130'] } },
  ],
  [
    'mi-09',
    'cancel cooking class move pipeline review on friday to two pm',
    { changes: { deleted: ['cooking1127'], moved: [to('pipelinerev1127', '11-27', '14:00')] } },
  ],
  [
    'mi-10',
    'Move my 1:1 with Priya on Monday to 5pm and book 15 min with Dana right after',
    {
      changes: {
        moved: [to('oneonepri@2026-11-30', '11-30', '17:00')],
        created: [{ attendees: [EMAIL.dana], start: ny('11-30', '17:30'), minutes: 15 }],
      },
    },
  ],
  [
    'mi-11',
    'cancel the brightline contract review tomorrow and let me know when the sales meeting is',
    { changes: { deleted: ['contract1125'] }, answerIncludes: [t('14:00')] },
  ],
  [
    'mi-12',
    "rename the deal desk on the 4th to 'Deal desk: Q4 close' and move it to 4pm",
    {
      changes: { renamed: [{ id: 'dealdesk1204', title: 'Deal desk: Q4 close' }], moved: [to('dealdesk1204', '12-04', '16:00')] },
    },
  ],
  [
    'mi-13',
    'add gym on saturday at 8am and cancel the yoga please',
    { changes: { created: [{ title: '/gym/i', start: ny('11-28', '08:00') }], deleted: ['ogaclass@2026-11-28'] } },
  ],
  [
    'mi-14',
    "what's on thursday dec 3? and cancel the weekly metrics review",
    { changes: { deleted: ['metrics1203'] }, answerIncludes: ['Pacific Design kickoff'] },
  ],
  [
    'mi-15',
    'move the design review tomorrow to 4 and cancel the dry cleaning pickup',
    { changes: { moved: [to('designrev@2026-11-25', '11-25', '16:00')], deleted: ['drcleaning1125'] } },
  ],
  [
    'mi-16',
    'book a haircut for jan 9 at 10am and remind me when my last haircut was',
    { changes: { created: [{ title: '/haircut/i', start: ny('2027-01-09', '10:00') }] }, answerIncludes: [d('2026-10-24')] },
  ],
  [
    'mi-17',
    'cancel the standups on dec 3 and dec 4 and move the deal review to 9am',
    {
      changes: {
        deleted: ['salesstandup@2026-12-03', 'salesstandup@2026-12-04'],
        moved: [to('dealsakura1203', '12-03', '09:00')],
      },
    },
  ],
  [
    'mi-18',
    'Set up a meeting with Rachel and Tom Monday Dec 7 at 1pm, and cancel the customer call on the 3rd',
    { changes: { created: [{ attendees: [EMAIL.rachel, EMAIL.tom], start: ny('12-07', '13:00') }], deleted: ['custcall1203'] } },
  ],
  [
    'mi-19',
    'Cancel the interview today and tell me how many interviews I have left this year',
    { changes: { deleted: ['intse1124'] }, answerIncludes: [['3', 'three']] },
    '1, 3 and 9 Dec remain',
  ],
  [
    'mi-20',
    "move week wrap-up to 4pm and call it 'Week wrap-up + drinks'",
    { changes: { moved: [to('rapup1204', '12-04', '16:00')], renamed: [{ id: 'rapup1204', title: 'Week wrap-up + drinks' }] } },
  ],
  [
    'mi-21',
    'block 2 hours on friday dec 11 afternoon for year-end planning and cancel the pipeline review that day',
    {
      changes: {
        created: [{ title: '/year-end planning/i', window: afternoon('12-11'), minutes: 120 }],
        deleted: ['pipelinerev1211'],
      },
    },
  ],
  [
    'mi-22',
    'cancel my 3pm today and move spanish class to 3',
    { changes: { deleted: ['budget1124'], moved: [to('spanishclass@2026-11-24', '11-24', '15:00')] } },
  ],
  // Two events after one verb: each changed, and what is said after the last said of both.
  ['mi-23', 'cancel the dentist and the haircut', del('dentist1208', 'haircut1201')],
  ['mi-24', 'pls cancel the api review and the weekly metrics review on dec 3', del('apirev1203', 'metrics1203')],
  [
    'mi-25',
    'push the check-in with lucas and the webinar dry run back an hour',
    mv(to('lucas1202', '12-02', '16:30'), to('rehearsal1202', '12-02', '18:00')),
  ],
  ['mi-26', 'delete groceries and the holiday shopping', del('groceries1219', 'shopping1205')],
  [
    'mi-27',
    "move the api review and the product demo prep to friday dec 11 when i'm free",
    mv({ id: 'apirev1203', day: '2026-12-11', free: true }, { id: 'demoprep1203', day: '2026-12-11', free: true }),
  ],
]);

const SEED = rows('seed', [
  [
    'se-01',
    "Reschedule all my afternoon classes this month to mornings, but don't touch the ones on Mondays and leave time for lunch",
    mv(...CLASSES_THIS_MONTH),
    'left this month: Spanish Tue 24 Nov 16:00, Cooking Fri 27 Nov 14:00 (Pottery Mon 30 Nov stays; Yoga is a morning class)',
  ],
  ['se-02', 'move my afternoon classes this month to the morning except the monday ones', mv(...CLASSES_THIS_MONTH)],
  [
    'se-03',
    'reschedule all my afternoon classes next month to mornings, but not the monday ones, and keep lunch free',
    mv(...SPANISH_DECEMBER.map((x) => ({ id: `spanishclass@${x}`, window: morning(x), free: true }))),
    'December: the six Spanish classes (Pottery is on Mondays)',
  ],
  [
    'se-04',
    'Clear my calendar next Friday for travel and notify anyone I had meetings with',
    { changes: { deleted: DEC4_ALL, mayCreate: TRAVEL_BLOCK } },
    'Fri 4 Dec; "clear my calendar" removes the Gym too',
  ],
  ['se-05', 'clear next friday, im travelling. let everyone know', { changes: { deleted: DEC4_ALL, mayCreate: TRAVEL_BLOCK } }],
  [
    'se-06',
    "i'm flying out on friday dec 4 - cancel all my meetings that day and notify the attendees",
    { changes: { deleted: DEC4_MEETINGS, mayCreate: TRAVEL_BLOCK } },
    'meetings only: the Gym stays',
  ],
  [
    'se-07',
    "Can you move my Friday meetings to a time when everyone is available next week, but make sure I don't miss my gym?",
    mv(...FRIDAY_MEETINGS_NEXT_WEEK),
    'this Friday (27 Nov): Pipeline review, Partner call with Harbor Point; not onto the Gym (Mon/Wed/Fri 07:00)',
  ],
  [
    'se-08',
    "move this friday's meetings to next week when everyone's free, don't schedule over my gym",
    mv(...FRIDAY_MEETINGS_NEXT_WEEK),
  ],
  [
    'se-09',
    'reschedule my afternoon classes for this month to mornings skip mondays leave lunch open',
    mv(...CLASSES_THIS_MONTH),
  ],
  [
    'se-10',
    'clear my calendar on dec 4 for travel and notify everyone',
    { changes: { deleted: DEC4_ALL, mayCreate: TRAVEL_BLOCK } },
  ],
  [
    'se-11',
    'can u move friday mtgs to next wk when ppl are free but dont make me miss the gym',
    mv(...FRIDAY_MEETINGS_NEXT_WEEK),
  ],
  ['se-12', 'Clear my calendar next Friday for travel', { changes: { deleted: DEC4_ALL, mayCreate: TRAVEL_BLOCK } }],
  [
    'se-13',
    "next friday I'll be travelling - clear the day and send a note to whoever I was meeting",
    { changes: { deleted: DEC4_ALL, mayCreate: TRAVEL_BLOCK } },
  ],
  [
    'se-14',
    'Move my Friday meetings to next week at a time that works for everyone, but keep my gym sessions',
    mv(...FRIDAY_MEETINGS_NEXT_WEEK),
  ],
  [
    'se-15',
    "reschedule this month's afternoon classes to mornings but leave mondays alone and make sure I still have time for lunch",
    mv(...CLASSES_THIS_MONTH),
  ],
  [
    'se-16',
    'Clear my calendar next Friday for travel and notify anyone I had meetings with, but keep the gym',
    { changes: { deleted: DEC4_MEETINGS, mayCreate: TRAVEL_BLOCK } },
  ],
  [
    'se-17',
    "can you clear out friday the 4th except the lunch with omar, I'm travelling",
    { changes: { deleted: DEC4_ALL.filter((x) => x !== 'lunchomar1204'), mayCreate: TRAVEL_BLOCK } },
  ],
  [
    'se-18',
    "Move my Friday meetings to a time when everyone is available next week, but make sure I don't miss my gym, and nothing on Monday please",
    mv(...FRIDAY_MEETINGS_NEXT_WEEK.map((m) => ({ ...m, window: { start: ny('12-01', '00:00'), end: ny('12-07', '00:00') } }))),
  ],
  [
    'se-19',
    'reschedule all of my afternoon classes this month into the mornings, apart from mondays, and leave an hour for lunch',
    mv(...CLASSES_THIS_MONTH),
  ],
  [
    'se-20',
    'for the rest of november move my afternoon classes to mornings (not mondays), keep lunch free pls',
    mv(...CLASSES_THIS_MONTH),
  ],
  [
    'se-21',
    "Reschedule all my afternoon classes this month to mornings, but don't touch the ones on Mondays and leave time for lunch. Also what time is the pottery class on Monday?",
    { changes: { moved: CLASSES_THIS_MONTH }, answerIncludes: [t('14:00')] },
  ],
  [
    'se-22',
    'Clear my calendar next Friday for travel and notify anyone I had meetings with. Who was I supposed to meet?',
    { changes: { deleted: DEC4_ALL, mayCreate: TRAVEL_BLOCK }, answerIncludes: ['Fiona', 'Rachel'] },
  ],
]);

const CREATE = rows('create', [
  ['cr-01', 'book a dentist appointment jan 6 at 8am', make({ title: '/dentist/i', start: ny('2027-01-06', '08:00') })],
  [
    'cr-02',
    'schedule a 45 minute call with Rachel on Dec 9 at 11',
    make({ attendees: [EMAIL.rachel], start: ny('12-09', '11:00'), minutes: 45 }),
  ],
  ['cr-03', "add 'Flight to Chicago' on dec 4 at 6pm", make({ title: '/flight to chicago/i', start: ny('12-04', '18:00') })],
  [
    'cr-04',
    'lunch with mom sunday december thirteenth at twelve thirty',
    make({ title: '/lunch with mom/i', start: ny('12-13', '12:30') }),
  ],
  [
    'cr-05',
    'block 2 hours for focus time on dec 10 in the afternoon',
    make({ title: '/focus/i', window: afternoon('12-10'), minutes: 120, free: true }),
  ],
  [
    'cr-06',
    'add a call with Ingrid Olsen on Monday Dec 7 at 10am for 30 minutes',
    make({ attendees: [EMAIL.ingrid], start: ny('12-07', '10:00'), minutes: 30 }),
  ],
  [
    'cr-07',
    'remind me to pick up dry cleaning on saturday at 11',
    make({ title: '/dry cleaning/i', start: ny('11-28', '11:00') }),
  ],
  ['cr-08', "Create an all-day event 'Quarter close' on December 31", make({ title: '/quarter close/i', allDay: '2026-12-31' })],
  [
    'cr-09',
    'schedule coffee with Dana next thursday at 3:45 for 15 min',
    make({ attendees: [EMAIL.dana], start: ny('12-03', '15:45'), minutes: 15 }),
  ],
  [
    'cr-10',
    'put a 1 hour meeting with Lucas and Jordan on Dec 10 at 3pm',
    make({ attendees: [EMAIL.lucas, EMAIL.jordan], start: ny('12-10', '15:00'), minutes: 60 }),
  ],
  [
    'cr-11',
    'new event: parent teacher conference, dec 8 at 5pm',
    make({ title: '/parent.?teacher/i', start: ny('12-08', '17:00') }),
  ],
  ['cr-12', 'I need a haircut on jan 16 at 11am', make({ title: '/haircut/i', start: ny('2027-01-16', '11:00') })],
  [
    'cr-13',
    'book board meeting prep with Priya and Carlos on Dec 9 at 11:30 for an hour',
    make({ attendees: [EMAIL.priya, EMAIL.carlos], start: ny('12-09', '11:30'), minutes: 60 }),
  ],
  ['cr-14', 'add gym tmrw at 6pm', make({ title: '/gym/i', start: ny('11-25', '18:00') })],
  [
    'cr-15',
    'schedule a 20-minute call with yuki@sakura.test on dec 10 at 7pm',
    make({ attendees: [EMAIL.yuki], start: ny('12-10', '19:00'), minutes: 20 }),
  ],
  [
    'cr-16',
    'set up a kickoff with Elena and Marcus from Pacific Design on Jan 8 at 2pm',
    make({ attendees: [EMAIL.elena, EMAIL.marcus], start: ny('2027-01-08', '14:00') }),
  ],
  ['cr-17', "Create 'Vet appointment' Saturday Dec 12 10:30am", make({ title: '/vet/i', start: ny('12-12', '10:30') })],
  [
    'cr-18',
    'add a 30 min prep for the brightline escalation on dec 3 at 2:30pm',
    make({ start: ny('12-03', '14:30'), minutes: 30 }),
  ],
  [
    'cr-19',
    'new meeting with Sam about the renewal on Dec 7 at 1pm',
    make({ attendees: [EMAIL.sam], start: ny('12-07', '13:00') }),
  ],
  ['cr-20', 'book me a massage on sunday at 3pm pls', make({ title: '/massage/i', start: ny('11-29', '15:00') })],
  [
    'cr-21',
    'make meeting year-end party planning with Hannah on Dec 16 at 3pm',
    make({ attendees: [EMAIL.hannah], start: ny('12-16', '15:00') }),
  ],
  [
    'cr-22',
    'Book a 1-hour call with fiona@harborpoint.test and ben.carter@harborpoint.test on Dec 11 at 12pm',
    make({ attendees: [EMAIL.fiona, EMAIL.ben], start: ny('12-11', '12:00'), minutes: 60 }),
  ],
  // Dates said, not written: "december nineteen", "dec twenty two".
  ['cr-23', 'book a haircut december nineteen at eleven am', make({ title: '/haircut/i', start: ny('12-19', '11:00') })],
  ['cr-24', 'pls add dentist on dec twenty two at 2pm', make({ title: '/dentist/i', start: ny('12-22', '14:00') })],
  [
    'cr-25',
    'put lunch with mom on sunday december twenty seven at noon',
    make({ title: '/lunch/i', start: ny('12-27', '12:00') }),
  ],
]);

const AMBIGUOUS = rows('ambiguous', [
  ['am-01', 'move my meeting with Omar', asks(), 'Omar Haddad or Omar Said, and to when'],
  ['am-02', 'cancel the review', asks(), 'Design review, Roadmap review, Pricing page review, Board deck review…'],
  ['am-03', 'move it to 3', asks(), 'no event named'],
  ['am-04', 'schedule a meeting', asks()],
  ['am-05', 'cancel my meeting', asks()],
  [
    'am-06',
    'move the check-in to tomorrow',
    asks(),
    'Check-in with Dana, Team check-in, Check-in with Jordan, Check-in with Lucas',
  ],
  ['am-07', 'reschedule the lunch', asks(), 'Team lunch, Lunch with Sam, Working lunch, Lunch with Omar, Lunch with Dana…'],
  ['am-08', 'set up a call with Alexandra next week', asks('Alexandra'), 'nobody called Alexandra'],
  ['am-09', 'book a meeting with Jamie tomorrow at 3', asks('Jamie'), 'nobody called Jamie'],
  ['am-10', 'cancel the sync', asks(), 'Design sync, Hiring sync, Sakura Systems sync…'],
  ['am-11', 'move the interview', asks(), 'three upcoming interviews, and no new time'],
  ['am-12', 'meet with Omar on thursday dec 10 at 2pm', asks()],
  ['am-13', 'can you make next thursday lighter?', asks(), 'which of the eleven events on 3 Dec should go or move'],
  [
    'am-14',
    'move the brightline call to next week',
    asks(),
    'Brightline renewal call (today) or Customer call: Brightline (3 Dec)',
  ],
  ['am-15', 'schedule lunch with Chris on friday', asks('Chris'), 'nobody called Chris'],
  ['am-16', 'put something on my calendar for next week', asks()],
  ['am-17', 'cancel the call', asks()],
  ['am-18', 'reschedule my meeting with Lucas and Jordan', asks(), 'standups, Pipeline reviews, Forecast review…'],
  ['am-19', 'book 30 min with omar tmrw at 11', asks()],
  ['am-20', 'cancel the meeting with the client', asks()],
  ['am-21', 'what about the other one?', asks()],
  ['am-22', 'move my Thursday meeting', asks(), 'no meeting on Thanksgiving; many on 3 Dec'],
  ['am-23', 'rename the meeting to Planning', asks()],
  // A person said only as "him", "her", "them", named nowhere before: whose events is asked, never guessed.
  ['am-24', 'cancel my meetings with him tomorrow', asks()],
  ['am-25', 'move my call with her to 4pm', asks()],
  ['am-26', 'pls delete whatever i have with them on friday', asks()],
]);

const NEGATIVE = rows('negative', [
  ['ne-01', 'thanks!', nothing()],
  ['ne-02', 'hi', nothing()],
  ['ne-03', 'What does next week look like?', nothing(), 'must never create an event called "What Does Look Like"'],
  ['ne-04', 'ok cool', nothing()],
  ['ne-05', 'how are you?', nothing()],
  ['ne-06', 'what can you do?', nothing()],
  ['ne-07', 'never mind', nothing()],
  ['ne-08', "what's the weather tomorrow?", nothing()],
  ['ne-09', 'tell me a joke', nothing()],
  ['ne-10', 'who are you', nothing()],
  ['ne-11', "that's all for now, thank you so much", nothing()],
  ['ne-12', 'can you help me plan my week?', nothing(), 'must not create "Plan My Week"'],
  ['ne-13', 'are you there?', nothing()],
  ['ne-14', 'no', nothing()],
  ['ne-15', 'lol', nothing()],
  ['ne-16', 'is it going to be busy next week?', nothing()],
  ['ne-17', 'why is my calendar so full', nothing()],
  ['ne-18', 'good morning kairos', nothing()],
  ['ne-19', 'I hate mondays', nothing(), 'must not create "Mondays"'],
  ['ne-20', 'do you have access to my email?', nothing()],
  ['ne-21', 'what time is it in tokyo', nothing()],
  ['ne-22', 'fyi the Q1 targets went well in the meeting with Priya', nothing()],
  ['ne-23', 'How long is the sales standup usually?', nothing(), 'a question, not a booking'],
  // Questions no calendar answers: a clear "I can't", and nothing booked.
  ['ne-24', 'what does ARR stand for', nothing([["can't", 'cannot', 'not something']])],
  ['ne-25', 'remind me what SLA means', nothing([["can't", 'cannot', 'not something']]), 'must not create a reminder'],
  ['ne-26', 'whats the meaning of EBITDA', nothing()],
  ['ne-27', 'can you tell me what OKR is short for', nothing()],
  ['ne-28', 'define churn rate', nothing()],
  ['ne-29', 'how do you spell Natarajan', nothing()],
  ['ne-30', "what's 20 percent of 150", nothing()],
]);

export const PLAN_CORPUS: CorpusRow[] = [
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
