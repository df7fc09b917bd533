// The conversation corpus: follow-ups as people type them in the side panel, run headlessly through
// `kairos ask --conversation FILE` (run-conversation-corpus.ts). Written by hand against
// tests/fixtures/calendars/five-months.json (tests/corpus/CALENDAR.md), with now = Tue 24 Nov 2026
// 09:00 New York, and the plan corpus's reading conventions (tests/corpus/plan-requests.ts):
// "tomorrow" = Wed 25 Nov, "Friday" = Fri 27 Nov, "Monday" = Mon 30 Nov, "next week" = 30 Nov – 6 Dec,
// "next Tuesday" = 1 Dec, "next Wednesday" = 2 Dec, "next Friday" = 4 Dec.
//
// Expectations say what a person would reasonably expect after the last turn, not what Kairos does
// today. A turn starting with "+" runs with --yes; a bare "yes" / "go ahead" approves what the last
// turn left open. Where asking back is as reasonable as acting, `asks()` is accepted beside the outcome.

import type { CreateExpectation, Expectation, MoveExpectation } from '../plan-requests';
import {
  EMAIL,
  NEXT_WEEK,
  afternoon,
  anyOf,
  asks,
  d,
  del,
  make,
  morning,
  mv,
  ny,
  nothing,
  ren,
  t,
  to,
  win,
} from '../plan-row-builders';
import { conversations, type Conversation } from './conversation-types';

/** A new event that must not clash with anything. */
const fresh = (c: CreateExpectation): Expectation => make({ ...c, free: true });
const moved = (...m: MoveExpectation[]): Expectation => mv(...m);

/** How a reply acknowledges "no" / "never mind". */
const ACK = anyOf(
  'nothing',
  'reject',
  'rejected',
  'cancel',
  'cancelled',
  'canceled',
  'discarded',
  'dropped',
  'ok',
  'okay',
  'no problem',
  'got it',
  "won't",
  'will not',
  'not book',
  'left',
  'unchanged',
);

// ---------------------------------------------------------------------------------------------
// a) A new event, then revisions of the live suggestion, then approval.

const REVISE_NEW = conversations('revise-new', [
  [
    'rn-01',
    ['set up a 30 min call with dana friday at 4pm', 'any earlier times?', 'yes'],
    fresh({ title: '/dana/i', day: '2026-11-27', minutes: 30, attendees: [EMAIL.dana] }),
    { relative: { earlierThan: 0 } },
  ],
  [
    'rn-02',
    ['coffee with mei tomorrow', 'anything later?', 'book it'],
    fresh({ day: '2026-11-25', attendees: [EMAIL.mei] }),
    { relative: { laterThan: 0 } },
  ],
  [
    'rn-03',
    ['find an hour with hannah next week', 'show me more', 'go ahead'],
    fresh({ window: NEXT_WEEK, minutes: 60, attendees: [EMAIL.hannah] }),
    { relative: { notFirstSlotOf: 0 } },
  ],
  [
    'rn-04',
    ['lunch with sam on monday', 'what about tuesday?', 'yes'],
    fresh({ title: '/lunch/i', day: '2026-12-01', window: win('12-01', '11:00', '15:00'), attendees: [EMAIL.sam] }),
    { note: 'after a Monday 30 Nov proposal, "tuesday" is Tue 1 Dec' },
  ],
  [
    'rn-05',
    ['30 minutes with carlos next wednesday', 'thursday instead?', 'yes'],
    fresh({ day: '2026-12-03', minutes: 30, attendees: [EMAIL.carlos] }),
    { note: 'Thu 3 Dec is packed: only 14:30–15:00 and after 17:30 are free' },
  ],
  [
    'rn-06',
    ['meeting with priya friday at 12', 'make it 45 minutes', 'yes'],
    make({ start: ny('11-27', '12:00'), minutes: 45, attendees: [EMAIL.priya] }),
  ],
  [
    'rn-07',
    ['quick sync w/ jordan mon 4:30pm', 'make it an hour', 'yes'],
    make({ start: ny('11-30', '16:30'), minutes: 60, attendees: [EMAIL.jordan] }),
  ],
  [
    'rn-08',
    ['can you find time for a call with rachel kim next week', 'in the afternoon instead', 'yes'],
    fresh({ window: NEXT_WEEK, attendees: [EMAIL.rachel] }),
    { relative: { timeOfDay: { from: '12:00', to: '18:00' } } },
  ],
  [
    'rn-09',
    ['schedule a 1:1 with lucas on dec 9', 'after 3?', 'yes'],
    fresh({ day: '2026-12-09', attendees: [EMAIL.lucas] }),
    { relative: { timeOfDay: { from: '15:00', to: '24:00' } } },
  ],
  [
    'rn-10',
    ['coffee with hannah thursday the 10th', 'how about the 2nd option', 'yes'],
    fresh({ day: '2026-12-10', attendees: [EMAIL.hannah] }),
    { relative: { slot: { turn: 0, index: 1 } } },
  ],
  [
    'rn-11',
    ['set up a meeting with omar haddad and mei on dec 8', 'the third one', 'book it'],
    fresh({ day: '2026-12-08', attendees: [EMAIL.omarH, EMAIL.mei] }),
    { relative: { slot: { turn: 0, index: 2 } } },
  ],
  [
    'rn-12',
    ['lunch with carlos friday at 1pm', 'any earlier?', 'ok'],
    fresh({ day: '2026-11-27', attendees: [EMAIL.carlos] }),
    { relative: { earlierThan: 0 } },
  ],
  [
    'rn-13',
    ['pls book call with fiona and ben next tues at 12', 'make it 45 min', 'yes'],
    make({ start: ny('12-01', '12:00'), minutes: 45, attendees: [EMAIL.fiona, EMAIL.ben] }),
  ],
  [
    'rn-14',
    ['Could you please arrange a meeting with Elena Rossi next Wednesday afternoon?', 'Is there anything later?', 'Yes please.'],
    fresh({ day: '2026-12-02', window: afternoon('12-02'), attendees: [EMAIL.elena] }),
    { relative: { laterThan: 0 } },
  ],
  [
    'rn-15',
    ['brainstorm with hannah and mei tomorrow', 'what about friday?', 'in the afternoon', 'yes'],
    fresh({ day: '2026-11-27', window: afternoon('11-27'), attendees: [EMAIL.hannah, EMAIL.mei] }),
  ],
  [
    'rn-16',
    ['i need 2 hours for budget planing with carlos the week of dec 7', 'show me more', 'ok the first one you showed me', 'yes'],
    fresh({ window: { start: ny('12-07', '00:00'), end: ny('12-12', '00:00') }, minutes: 120, attendees: [EMAIL.carlos] }),
    { relative: { slot: { turn: 0, index: 0 } } },
  ],
  [
    'rn-17',
    ['catch up with dana monday', 'make it 45 minutes', 'any later times?', 'go ahead'],
    fresh({ day: '2026-11-30', minutes: 45, attendees: [EMAIL.dana] }),
    { relative: { laterThan: 1 } },
  ],
  ['rn-18', ['mtg w/ tom gallagher tmrw', 'friday instead?', 'yes'], fresh({ day: '2026-11-27', attendees: [EMAIL.tom] })],
  [
    'rn-19',
    ['set up interview debrief with jordan and lucas on the 7th', 'make it an hour', 'after 3?', 'yes'],
    fresh({ day: '2026-12-07', minutes: 60, attendees: [EMAIL.jordan, EMAIL.lucas] }),
    { relative: { timeOfDay: { from: '15:00', to: '24:00' } } },
  ],
  [
    'rn-20',
    ['book a call with yuki sato on dec 9 at 2', 'actually make it 30 min', 'yes'],
    make({ start: ny('12-09', '14:00'), minutes: 30, attendees: [EMAIL.yuki] }),
  ],
  [
    'rn-21',
    ['coffee chat with jordan on dec 11', 'morning please', 'the 2nd option', 'yes'],
    fresh({ day: '2026-12-11', window: morning('12-11'), attendees: [EMAIL.jordan] }),
    { relative: { slot: { turn: 1, index: 1 } } },
  ],
]);

// ---------------------------------------------------------------------------------------------
// b) A new event, then "no" / "never mind": nothing is written (the rejecting turn runs with --yes,
// so a rejection read as a new request would write what it suggests).

const REJECT = conversations('reject', [
  ['rj-01', ['lunch with dana friday', ['+no', { says: [ACK] }]], nothing()],
  ['rj-02', ['set up a call with priya tomorrow at 11', ['+never mind', { says: [ACK] }]], nothing()],
  ['rj-03', ['coffee w sam monday', ['+forget it', { says: [ACK] }]], nothing()],
  ['rj-04', ['meeting with hannah next week', 'make it 45 minutes', ['+actually forget it', { says: [ACK] }]], nothing()],
  ['rj-05', ['book 1h with carlos on dec 9', 'any later times?', ['+nah', { says: [ACK] }]], nothing()],
  ['rj-06', ['schedule a sync with omar haddad thursday the 10th', ['+no thanks', { says: [ACK] }]], nothing()],
  ['rj-07', ['dinner with rachel kim on dec 8 at 7pm', ['+nope, never mind', { says: [ACK] }]], nothing()],
  ['rj-08', ['call with fiona friday at 12', ['+no, cancel that', { says: [ACK] }]], nothing()],
  [
    'rj-09',
    ['lunch with mei tomorrow', 'what about friday?', ['+no forget it, i will do it myself', { says: [ACK] }]],
    nothing(),
  ],
  [
    'rj-10',
    ['Could you schedule a meeting with Lucas on Monday afternoon?', ['+No, thank you. Please leave it.', { says: [ACK] }]],
    nothing(),
  ],
  ['rj-11', ['1:1 with jordan dec 7', ['+scrap that', { says: [ACK] }]], nothing()],
  ['rj-12', ['coffee with priya tomorrow', 'show me more', ['+none of those work, forget it', { says: [ACK] }]], nothing()],
  ['rj-13', ['meet kenji on monday at 8pm', ['+dont', { says: [ACK] }]], nothing(), { note: '"dont" without the apostrophe' }],
  ['rj-14', ['lunch w/ sam fri', ['+nvm', { says: [ACK] }]], nothing()],
  ['rj-15', ['plan a call with elena dec 2 at 4pm', ['+no no no', { says: [ACK] }]], nothing()],
  ['rj-16', ['set up time with tom next tuesday', ['+not now', { says: [ACK] }]], nothing()],
  ['rj-17', ['schedule a meeting with dana and carlos tomorrow', ['+hmm no, leave it', { says: [ACK] }]], nothing()],
  [
    'rj-18',
    ['Organise un meeting with Hannah on friday please', ['+no is ok, I not need it anymore', { says: [ACK] }]],
    nothing(),
  ],
  [
    'rj-19',
    ['lunch with dana friday', 'no', "+what's on friday?"],
    nothing([anyOf('Pipeline review'), anyOf('Cooking class')]),
    { note: 'after the rejection, Friday has no lunch with Dana and the question is answered' },
  ],
  ['rj-20', ['drinks with lucas and jordan next friday after work', 'make it 6pm', ['+cancel', { says: [ACK] }]], nothing()],
]);

// ---------------------------------------------------------------------------------------------
// c) A question, then an action on what it answered.

const QUESTION_THEN_ACT = conversations('question-then-act', [
  [
    'qa-01',
    [
      'what does next week look like?',
      'can you make thursday lighter?',
      'move the API review and the demo prep but not the team check-in',
      'yes',
    ],
    [moved({ id: 'apirev1203', free: true }, { id: 'demoprep1203', free: true })],
    { relative: { movedOffDay: '2026-12-03' }, note: '"thursday" after "next week" is Thu 3 Dec, the heavy one' },
  ],
  [
    'qa-02',
    [['when is my next meeting with carlos?', { says: [anyOf('Budget check'), t('15:00')] }], '+move it to 5pm'],
    mv(to('budget1124', '11-24', '17:00')),
  ],
  [
    'qa-03',
    [['whens my next mtg with dana', { says: [anyOf('Check-in with Dana')] }], '+push it to 11'],
    mv(to('danacheckin@2026-11-24', '11-24', '11:00')),
  ],
  [
    'qa-04',
    [['when do I next meet Hannah?', { says: [anyOf('Interview: Solutions engineer')] }], '+move it to tomorrow at 11'],
    mv(to('intse1124', '11-25', '11:00')),
  ],
  [
    'qa-05',
    [["what's my next meeting with fiona walsh", { says: [anyOf('Harbor Point')] }], '+can you move it to 1pm'],
    mv(to('harborcall1127', '11-27', '13:00')),
  ],
  [
    'qa-06',
    [['when am I meeting kenji next?', { says: [anyOf('Sakura Systems sync')] }], '+make it an hour earlier'],
    mv(to('sakura1130', '11-30', '18:00')),
  ],
  [
    'qa-07',
    [['What is the next meeting with Elena?', { says: [anyOf('Design review')] }], '+Please move it to 4:30 pm.'],
    mv(to('designrev@2026-11-25', '11-25', '16:30')),
  ],
  [
    'qa-08',
    [['what do I have tomorrow?', { says: [anyOf('Gym'), anyOf('Sprint planning')] }], '+cancel the first one'],
    [del('gmsession@2026-11-25'), asks()],
  ],
  ['qa-09', [["what's on friday?", { says: [anyOf('Cooking class')] }], '+cancel the last one'], [del('cooking1127'), asks()]],
  [
    'qa-10',
    [["what's on monday", { says: [anyOf('Pottery class')] }], '+move the pottery class to 5'],
    mv(to('potterclass@2026-11-30', '11-30', '17:00')),
  ],
  [
    'qa-11',
    [['do i have anything with nina this week?', { says: [anyOf('Brightline contract review')] }], '+cancel the contract review'],
    [del('contract1125'), asks()],
  ],
  [
    'qa-12',
    ['how busy am I on dec 4?', '+move the week wrap-up to monday'],
    [moved({ id: 'rapup1204', day: '2026-12-07', free: true }), moved({ id: 'rapup1204', day: '2026-11-30', free: true })],
  ],
  [
    'qa-13',
    ['am I free wednesday afternoon?', '+ok book a 30 min call with sam then'],
    fresh({ window: afternoon('11-25'), minutes: 30, attendees: [EMAIL.sam] }),
  ],
  ['qa-14', [["when's my haircut?", { says: [d('2026-12-01')] }], '+move it to 5pm'], mv(to('haircut1201', '12-01', '17:00'))],
  ['qa-15', ["what's on my calendar next friday", '+cancel the deal desk'], del('dealdesk1204')],
  [
    'qa-16',
    ['what does thursday dec 3 look like?', 'move the weekly metrics review to friday', 'yes'],
    [moved({ id: 'metrics1203', day: '2026-12-04', free: true }), moved({ id: 'metrics1203', day: '2026-11-27', free: true })],
  ],
  [
    'qa-17',
    [['who is coming to the onboarding workshop?', { says: [anyOf('Omar Said'), anyOf('Rachel')] }], '+push it back an hour'],
    mv(to('onboard1201', '12-01', '12:00')),
  ],
  [
    'qa-18',
    [['when is the sakura deal review?', { says: [d('2026-12-03')] }], '+move it to dec 2 at 10'],
    mv(to('dealsakura1203', '12-02', '10:00')),
  ],
  [
    'qa-19',
    ['whats my week look like', 'can you make friday lighter?', 'move the cooking class to saturday', 'yes'],
    moved({ id: 'cooking1127', day: '2026-11-28', free: true }),
  ],
  [
    'qa-20',
    [['anything on sunday?', { says: [anyOf('Meal prep')] }], '+move the meal prep to 11am'],
    mv(to('mealprep1129', '11-29', '11:00')),
  ],
]);

// ---------------------------------------------------------------------------------------------
// d) An edit, then a revision of it, then approval.

const EDIT_REVISE = conversations('edit-revise', [
  ['ed-01', ['move the pipeline review to monday', 'actually make it 4:30', 'yes'], mv(to('pipelinerev1127', '11-30', '16:30'))],
  ['ed-02', ['move my check-in with jordan to friday', 'actually make it 4pm', 'yes'], mv(to('jordan1125', '11-27', '16:00'))],
  ['ed-03', ['push the sprint planning to friday', 'make it 1pm', 'yes'], mv(to('sprint1125', '11-27', '13:00'))],
  ['ed-04', ['reschedule the budget check with carlos to tomorrow', 'make it 11', 'yes'], mv(to('budget1124', '11-25', '11:00'))],
  ['ed-05', ['move the dentist to 9:30', 'actually 12:30 is better', 'yes'], mv(to('dentist1208', '12-08', '12:30'))],
  [
    'ed-06',
    ['move the security questionnaire review to the afternoon', 'make it 4', 'yes'],
    mv(to('secquestions1202', '12-02', '16:00')),
  ],
  ['ed-07', ['shift the webinar dry run to 4pm', 'actually 4:30', 'yes'], mv(to('rehearsal1202', '12-02', '16:30'))],
  ['ed-08', ['move the hiring debrief to 2pm', 'no wait, 3pm', 'yes'], mv(to('debrief1210', '12-10', '15:00'))],
  [
    'ed-09',
    ['rename the pricing workshop to pricing deep dive', 'actually call it pricing strategy workshop', 'yes'],
    ren('pricing1208', 'Pricing strategy workshop'),
  ],
  [
    'ed-10',
    ['move the year-end review with priya to 3pm', 'actually make it thursday', 'yes'],
    moved({ id: 'annualrev1211', day: '2026-12-10', window: win('12-10', '14:00', '16:00') }),
    { note: 'Thursday 10 Dec, the day before; 14:00 (its time) or 15:00 (the time just asked) are both fine' },
  ],
  [
    'ed-11',
    ['move the lunch with omar to 12:30', 'and make it 45 minutes', 'yes'],
    moved({ id: 'lunchomar1204', start: ny('12-04', '12:30'), minutes: 45 }),
  ],
  [
    'ed-12',
    ['push the pricing page review back an hour', 'ok make it 3pm instead', 'yes'],
    mv(to('pricingpage1201', '12-01', '15:00')),
  ],
  [
    'ed-13',
    ["move tomorrow's design review to 4:30", 'actually make it friday at 4', 'yes'],
    mv(to('designrev@2026-11-25', '11-27', '16:00')),
  ],
  [
    'ed-14',
    ['move the pacific design kickoff to 2:30', 'make it 30 min', 'yes'],
    moved({ id: 'pacifickick1203', start: ny('12-03', '14:30'), minutes: 30 }),
  ],
  [
    'ed-15',
    ['move the board deck review to 10am', 'actually can we do 4pm instead', 'yes'],
    mv(to('boarddeck1202', '12-02', '16:00')),
  ],
  ['ed-16', ['move the offsite planning to the morning', 'make it 11', 'yes'], mv(to('offsite1209', '12-09', '11:00'))],
  ['ed-17', ['move the vendor demo to 2pm', 'actually 3', 'yes'], mv(to('vendordemo1210', '12-10', '15:00'))],
  ['ed-18', ['move the check-in with lucas to 4', 'make it 4:30 actually', 'yes'], mv(to('lucas1202', '12-02', '16:30'))],
  [
    'ed-19',
    ['Could you please move the escalation call to the afternoon?', 'Let us say 4 pm.', 'Yes, thank you.'],
    mv(to('escalation1204', '12-04', '16:00')),
  ],
  [
    'ed-20',
    ['rename game night to board games', 'actually call it board game night', 'yes'],
    ren('gamenight1128', 'Board game night'),
  ],
]);

// ---------------------------------------------------------------------------------------------
// e) A cancel taken back ("actually, don't"), or a cancel that needs "which one?" answered.
// (There is no chat "undo" in the CLI; undoing an applied change is not covered.)

const CANCEL_FOLLOWUP = conversations('cancel-followup', [
  ['cf-01', ['cancel the haircut', ["+actually, don't", { says: [ACK] }]], nothing()],
  ['cf-02', ['cancel my check-in', 'the one with jordan', 'yes'], del('jordan1125')],
  ['cf-03', ['cancel the interview', 'the product designer one', 'yes'], del('intdesign1203')],
  ['cf-04', ['cancel the lunch', 'the one with sam', 'yes'], del('lunchsam1202')],
  ['cf-05', ['cancel my meeting with omar', 'the lunch', 'yes'], del('lunchomar1204')],
  ['cf-06', ['cancel the review', 'the board deck one', 'yes'], del('boarddeck1202')],
  ['cf-07', ['cancel the sync', 'the sakura one', 'yes'], del('sakura1130')],
  ['cf-08', ['cancel the sales standup tomorrow', ["+wait, don't", { says: [ACK] }]], nothing()],
  ['cf-09', ["cancel tomorrow's gym", ['+no actually keep it', { says: [ACK] }]], nothing()],
  [
    'cf-10',
    ['cancel the check-in', 'the second one', 'yes'],
    del('jordan1125'),
    { note: 'the check-ins in time order: Dana today 10:00, Jordan tomorrow 11:30, …' },
  ],
  ['cf-11', ['cancel the team lunch', ['+actually no, leave it', { says: [ACK] }]], nothing()],
  ['cf-12', ['delete the interview', 'the one next tuesday', 'yes'], del('intae1201')],
  ['cf-13', ['cancel the customer call', ['+on second thought, keep it', { says: [ACK] }]], nothing()],
  ['cf-14', ['cancel the pricing thing', 'the workshop', 'yes'], del('pricing1208')],
  ['cf-15', ['cancel lunch on dec 4', ['+hmm no dont cancel it', { says: [ACK] }]], nothing()],
  ['cf-16', ['cancel the check in with dana', 'no, the one next week', 'yes'], del('danacheckin@2026-12-01')],
  ['cf-17', ['delete the interview', 'the one with omar', 'yes'], del('intse1124')],
  ['cf-18', ['cancel my lunch with mom', ['+no wait, keep it', { says: [ACK] }]], nothing()],
  ['cf-19', ['cancel the design review', 'i mean the one on dec 9', 'yes'], del('designrev@2026-12-09')],
  ['cf-20', ['cancel the pipeline review', 'the one in december', 'yes'], del('pipelinerev1211')],
]);

// ---------------------------------------------------------------------------------------------
// f) A new event whose guest is ambiguous (two Omars) or unknown: Kairos asks, the person answers.

const GUEST_CLARIFY = conversations('guest-clarify', [
  ['gc-01', ['set up a meeting with omar friday', 'omar haddad', 'yes'], fresh({ day: '2026-11-27', attendees: [EMAIL.omarH] })],
  ['gc-02', ['coffee with zoe tomorrow', 'zoe@acme.test', 'yes'], fresh({ day: '2026-11-25', attendees: ['zoe@acme.test'] })],
  [
    'gc-03',
    ['lunch with omar next tuesday', 'the brightline one', 'yes'],
    fresh({ day: '2026-12-01', attendees: [EMAIL.omarS] }),
  ],
  [
    'gc-04',
    ['call with chris on monday at 4:30pm', 'chris.doe@example.com', 'yes'],
    make({ start: ny('11-30', '16:30'), attendees: ['chris.doe@example.com'] }),
  ],
  [
    'gc-05',
    ['quick call with omar tomorrow morning', 'Said', 'yes'],
    fresh({ window: morning('11-25'), attendees: [EMAIL.omarS] }),
  ],
  [
    'gc-06',
    ['meeting with jamie on friday at 9', 'jamie@northwind.test', 'yes'],
    make({ start: ny('11-27', '09:00'), attendees: ['jamie@northwind.test'] }),
  ],
  [
    'gc-07',
    ['lunch with my new hire Priyanka on Dec 9', 'her email is priyanka.s@kairos.test', 'yes'],
    fresh({ day: '2026-12-09', attendees: ['priyanka.s@kairos.test'] }),
  ],
  ['gc-08', ['call with omar', 'haddad', 'yes'], fresh({ attendees: [EMAIL.omarH] })],
  [
    'gc-09',
    ['meet Ana Souza tomorrow at 4:30', 'ana@souza.design', 'yes'],
    make({ start: ny('11-25', '16:30'), attendees: ['ana@souza.design'] }),
  ],
  [
    'gc-10',
    ['coffee with dan friday', 'no, dan.brooks@gmail.com', 'yes'],
    fresh({ day: '2026-11-27', attendees: ['dan.brooks@gmail.com'] }),
    { note: 'Dan is not Dana: if Kairos offers Dana Whitfield, the person corrects it' },
  ],
  [
    'gc-11',
    ['lunch with mei and omar on dec 9', 'omar from engineering', 'yes'],
    fresh({ day: '2026-12-09', attendees: [EMAIL.mei, EMAIL.omarH] }),
  ],
  [
    'gc-12',
    ['30 min meeting with jordan and taylor monday at 10:30', 'taylor@kairos.test', 'yes'],
    make({ start: ny('11-30', '10:30'), minutes: 30, attendees: [EMAIL.jordan, 'taylor@kairos.test'] }),
  ],
  [
    'gc-13',
    ['set up a call with Omar about the contract next wednesday', 'the one from brightline', 'yes'],
    fresh({ day: '2026-12-02', attendees: [EMAIL.omarS] }),
  ],
  [
    'gc-14',
    ['schedule a sync with Sophie friday afternoon', "sophie's email is sophie.martin@harborpoint.test", 'yes'],
    fresh({ window: afternoon('11-27'), attendees: ['sophie.martin@harborpoint.test'] }),
  ],
  [
    'gc-15',
    ['Please book one hour with Mr. Nakamura on 8 December at 3 pm', 'nakamura@sakura.test', 'yes'],
    make({ start: ny('12-08', '15:00'), minutes: 60, attendees: ['nakamura@sakura.test'] }),
  ],
  [
    'gc-16',
    ['mtg with omar + rachel dec 10 at 2', 'omar said', 'yes'],
    make({ start: ny('12-10', '14:00'), attendees: [EMAIL.omarS, EMAIL.rachel] }),
  ],
  [
    'gc-17',
    ['catch up with Alexis on monday at noon', 'alexis@kairos.test', 'yes'],
    make({ start: ny('11-30', '12:00'), attendees: ['alexis@kairos.test'] }),
  ],
  [
    'gc-18',
    ['lunch with omar on dec 11', 'omar.haddad@kairos.test', 'go ahead'],
    fresh({ day: '2026-12-11', attendees: [EMAIL.omarH] }),
  ],
]);

// ---------------------------------------------------------------------------------------------
// g) Places follow-ups (the fake Foursquare, work in Soho, London).

const PLACES = conversations('places', [
  [
    'pl-01',
    ['coffee with sam tomorrow', 'somewhere else?', 'yes'],
    fresh({ day: '2026-11-25', attendees: [EMAIL.sam] }),
    { places: true, relative: { otherPlaceThan: 0 } },
  ],
  [
    'pl-02',
    ['lunch with dana friday', 'a different place please', 'book it'],
    fresh({ day: '2026-11-27', attendees: [EMAIL.dana] }),
    { places: true, relative: { otherPlaceThan: 0 } },
  ],
  [
    'pl-03',
    ['coffee with mei monday', 'make it lunch instead', 'yes'],
    fresh({ title: '/lunch/i', day: '2026-11-30', window: win('11-30', '11:00', '15:00'), attendees: [EMAIL.mei] }),
    { places: true, relative: { hasLocation: true } },
  ],
  [
    'pl-04',
    ['drinks with lucas friday after work', 'somewhere cheaper?', 'yes'],
    fresh({ day: '2026-11-27', attendees: [EMAIL.lucas] }),
    { places: true, relative: { hasLocation: true } },
  ],
  [
    'pl-05',
    ['coffee with hannah tomorrow', 'any earlier times?', 'yes'],
    fresh({ day: '2026-11-25', attendees: [EMAIL.hannah] }),
    { places: true, relative: { hasLocation: true, earlierThan: 0 } },
  ],
  [
    'pl-06',
    ['lunch with carlos next tuesday', 'somewhere quieter', 'yes'],
    fresh({ day: '2026-12-01', attendees: [EMAIL.carlos] }),
    { places: true, relative: { hasLocation: true } },
  ],
  [
    'pl-07',
    ['coffee with priya on dec 9', 'not there', 'go ahead'],
    fresh({ day: '2026-12-09', attendees: [EMAIL.priya] }),
    { places: true, relative: { otherPlaceThan: 0 } },
  ],
  ['pl-08', ['coffee with jordan friday', ['+never mind', { says: [ACK] }]], nothing(), { places: true }],
]);

export const CONVERSATIONS: Conversation[] = [
  ...REVISE_NEW,
  ...REJECT,
  ...QUESTION_THEN_ACT,
  ...EDIT_REVISE,
  ...CANCEL_FOLLOWUP,
  ...GUEST_CLARIFY,
  ...PLACES,
];
