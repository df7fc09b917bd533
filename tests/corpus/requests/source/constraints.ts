// Rules about when (not) to meet. `who` is checked where the words name the person ("Omar can't do
// mornings" → Omar; "I can't do mornings" → me) and left out where a pronoun or nothing names them.
// "can't", "is out", "only" are hard; "prefers", "would rather", "ideally", "if possible" are preferences.
import { C, rows, type Expect, type SourceRow } from './helpers';

type Rule = NonNullable<Expect['constraints']>[number];
const HARD = 'hard' as const;
const PREF = 'preference' as const;

const avoid = (who?: string, days?: string[], strength?: Rule['strength']): Rule => ({
  type: 'avoid',
  ...(who === undefined ? {} : { who }),
  ...(days === undefined ? {} : { days }),
  ...(strength === undefined ? {} : { strength }),
});
const within = (who?: string, days?: string[], strength?: Rule['strength']): Rule => ({
  type: 'within',
  ...(who === undefined ? {} : { who }),
  ...(days === undefined ? {} : { days }),
  ...(strength === undefined ? {} : { strength }),
});
const order = (who?: string): Rule => ({ type: 'order', ...(who === undefined ? {} : { who }) });
const keepFree = (who?: string): Rule => ({ type: 'keep_free', ...(who === undefined ? {} : { who }) });
const leaveGap = (who?: string): Rule => ({ type: 'leave_gap', ...(who === undefined ? {} : { who }) });

const constraintsOthers = rows('constraints-others', [
  ['terse', "Omar can't do mornings", { constraints: [avoid('Omar', undefined, HARD)] }],
  ['formal', 'Priya prefers not to have meetings on Tuesday after 15:00', { constraints: [avoid('Priya', ['tue'], PREF)] }],
  ['formal', 'Priya would like to avoid meetings on Tuesday after 15:00', { constraints: [avoid('Priya', ['tue'], PREF)] }],
  [
    'imperative',
    "Set up a call with Omar next week; Omar can't do mornings",
    { intent: C, constraints: [avoid('Omar', undefined, HARD)] },
  ],
  [
    'chatty',
    "find some time with Dana next week — Dana's only free in the afternoons",
    { intent: C, constraints: [within('Dana', undefined, HARD)] },
  ],
  [
    'imperative',
    'Book a meeting with Lena on Thursday, Lena is only available after 2pm',
    { intent: C, constraints: [within('Lena', undefined, HARD)] },
  ],
  [
    'imperative',
    'schedule a 1:1 with Marco next week, Marco would rather not meet on Fridays',
    { intent: C, constraints: [avoid('Marco', ['fri'], PREF)] },
  ],
  [
    'imperative',
    'Find time with sam@acme.com next week; sam@acme.com is out on Mondays',
    { intent: C, constraints: [avoid('sam@acme.com', ['mon'], HARD)] },
  ],
  [
    'chatty',
    'Omar and Priya both prefer mornings, can you find a slot for the three of us next week',
    { constraints: [within('Omar', undefined, PREF), within('Priya', undefined, PREF)] },
  ],
  [
    'imperative',
    "Schedule a review with Ken, but Ken can't do Wednesdays",
    { intent: C, constraints: [avoid('Ken', ['wed'], HARD)] },
  ],
  [
    'polite',
    'Could you find time with Aisha next week? She prefers afternoons.',
    { intent: C, constraints: [within(undefined, undefined, PREF)] },
  ],
  [
    'imperative',
    'Set up lunch with Yuki next week, Yuki only does Tuesdays and Thursdays',
    { intent: C, constraints: [within('Yuki', ['tue', 'thu'], HARD)] },
  ],
  ['terse', 'Raj: no fridays', { constraints: [avoid(undefined, ['fri'])] }],
  [
    'imperative',
    'find a time for me and Fatima next week; Fatima needs it as early as possible',
    { constraints: [order('Fatima')] },
  ],
  ['imperative', 'Book a call with Greta at her earliest availability', { intent: C, constraints: [order()] }],
  [
    'chatty',
    "can you get Ben and me together next week? Ben can't do anything after 4",
    { intent: C, constraints: [avoid('Ben', undefined, HARD)] },
  ],
  [
    'imperative',
    "Schedule a sync with Lena and Marco next week; Lena can't do Mondays and Marco prefers afternoons",
    { intent: C, constraints: [avoid('Lena', ['mon'], HARD), within('Marco', undefined, PREF)] },
  ],
  ['formal', 'Victor would rather not meet on Friday afternoons', { constraints: [avoid('Victor', ['fri'], PREF)] }],
  [
    'imperative',
    "Find an hour with jane@acme.com next week; she's only around on Wednesdays",
    { intent: C, constraints: [within(undefined, ['wed'], HARD)] },
  ],
  [
    'imperative',
    'Noah is off on Thursday, so find another day next week for the planning meeting',
    { constraints: [avoid('Noah', ['thu'], HARD)] },
  ],
  [
    'formal',
    'Please arrange a meeting with Daniel next week. Daniel is unavailable on Tuesdays.',
    { intent: C, constraints: [avoid('Daniel', ['tue'], HARD)] },
  ],
  ['chatty', "Mateo's a night owl, he hates mornings — find us time next week", { constraints: [avoid()] }],
  [
    'imperative',
    'Set up a meeting with Hannah; Hannah prefers not to meet before 11',
    { intent: C, constraints: [avoid('Hannah', undefined, PREF)] },
  ],
  [
    'imperative',
    'Find time with Zara next week, Zara only has Friday mornings free',
    { intent: C, constraints: [within('Zara', ['fri'], HARD)] },
  ],
  [
    'imperative',
    "Book a call with Tariq next week — Tariq can't do Mondays or Fridays",
    { intent: C, constraints: [avoid('Tariq', ['mon', 'fri'], HARD)] },
  ],
  ['formal', 'Ingrid would like to avoid Wednesdays', { constraints: [avoid('Ingrid', ['wed'], PREF)] }],
  [
    'imperative',
    'Schedule a call with Bruno next week. Bruno is in Lisbon and can only do mornings',
    { intent: C, constraints: [within('Bruno', undefined, HARD)] },
  ],
  [
    'chatty',
    "Paolo says he's free any day except thursday, can you set up coffee next week",
    { constraints: [avoid(undefined, ['thu'])] },
  ],
  [
    'imperative',
    'Find a time next week when Amara is free, she prefers not to have meetings on Monday',
    { constraints: [avoid(undefined, ['mon'], PREF)] },
  ],
  ['terse', 'Elif can only meet on Tuesday afternoons', { constraints: [within('Elif', ['tue'], HARD)] }],
  [
    'imperative',
    'Book a meeting with Pedro and Sven next week; Pedro prefers mornings',
    { intent: C, constraints: [within('Pedro', undefined, PREF)] },
  ],
  [
    'imperative',
    'Schedule a call with Mei next week, Mei would rather avoid Thursdays',
    { intent: C, constraints: [avoid('Mei', ['thu'], PREF)] },
  ],
  [
    'imperative',
    "Find a slot for a call with Abdul; Abdul can't do Tuesday after 3pm",
    { intent: C, constraints: [avoid('Abdul', ['tue'], HARD)] },
  ],
  ['chatty', 'Theo prefers late afternoons — find us 30 minutes next week', { constraints: [within('Theo', undefined, PREF)] }],
  [
    'imperative',
    "Set up a 1:1 with Lucas next week; Lucas isn't available on Wednesday or Thursday",
    { intent: C, constraints: [avoid('Lucas', ['wed', 'thu'], HARD)] },
  ],
  ['imperative', 'Book time with Mia as late as possible on Friday', { intent: C, constraints: [order()] }],
  [
    'imperative',
    "find time with Kenji next week but not on monday, Kenji's out",
    { intent: C, constraints: [avoid(undefined, ['mon'])] },
  ],
  [
    'imperative',
    "Get time with Julia next week. Julia doesn't do Fridays.",
    { intent: C, constraints: [avoid('Julia', ['fri'], HARD)] },
  ],
  [
    'polite',
    'Could you book a call with Rui next week? Rui would prefer Thursday.',
    { intent: C, constraints: [within('Rui', ['thu'], PREF)] },
  ],
  [
    'imperative',
    'Arrange a meeting with Chloe next week, Chloe prefers Tuesday or Wednesday',
    { intent: C, constraints: [within('Chloe', ['tue', 'wed'], PREF)] },
  ],
  [
    'imperative',
    'Find an hour with Leila next week; Leila is only available in the mornings',
    { intent: C, constraints: [within('Leila', undefined, HARD)] },
  ],
  [
    'imperative',
    "book lunch with Ravi next week; Ravi can't do Mondays",
    { intent: C, constraints: [avoid('Ravi', ['mon'], HARD)] },
  ],
  [
    'chatty',
    'Lee and Sam are both slammed on monday, so anything but monday next week please',
    { constraints: [avoid(undefined, ['mon'])] },
  ],
  [
    'imperative',
    'Schedule a review with dana@acme.com next week; dana@acme.com prefers afternoons',
    { intent: C, constraints: [within('dana@acme.com', undefined, PREF)] },
  ],
  ['formal', 'Omar would rather not meet before 10am', { constraints: [avoid('Omar', undefined, PREF)] }],
  ['terse', "Priya can't do Thursdays", { constraints: [avoid('Priya', ['thu'], HARD)] }],
  [
    'imperative',
    'Find time for the team next week, but Marco can only do Wednesday',
    { intent: C, constraints: [within('Marco', ['wed'], HARD)] },
  ],
  ['imperative', 'Set up a call with Nina at her earliest convenience', { intent: C, constraints: [order()] }],
  ['imperative', 'Book the interview with alex@mail.com as soon as possible', { intent: C, constraints: [order()] }],
  [
    'imperative',
    "Schedule a sync with Yuki next week; Yuki can't do mornings or Fridays",
    { intent: C, constraints: [avoid('Yuki', undefined, HARD)] },
  ],
  [
    'formal',
    'Please schedule a meeting with Helen next week; Helen is unavailable on Mondays.',
    { intent: C, constraints: [avoid('Helen', ['mon'], HARD)] },
  ],
  [
    'imperative',
    'Book coffee with Greta next week, Greta prefers not to meet on Tuesday after 15:00',
    { intent: C, constraints: [avoid('Greta', ['tue'], PREF)] },
  ],
  [
    'imperative',
    "Find a time with Omar and Priya next week. Omar prefers mornings, Priya can't do Wednesdays.",
    { intent: C, constraints: [within('Omar', undefined, PREF), avoid('Priya', ['wed'], HARD)] },
  ],
  [
    'chatty',
    "Fatima's only in the office tuesdays and thursdays, can we do in-person then next week",
    { constraints: [within('Fatima', ['tue', 'thu'], HARD)] },
  ],
  ['formal', 'Carlos would prefer to meet after 2pm', { constraints: [within('Carlos', undefined, PREF)] }],
  ['terse', "Ahmed can't meet on Wednesday mornings", { constraints: [avoid('Ahmed', ['wed'], HARD)] }],
  [
    'imperative',
    'find time next week with Jess, Jess prefers to avoid Mondays',
    { intent: C, constraints: [avoid('Jess', ['mon'], PREF)] },
  ],
  [
    'imperative',
    'schedule a call with Rosa next week, Rosa only does afternoons',
    { intent: C, constraints: [within('Rosa', undefined, HARD)] },
  ],
  [
    'imperative',
    'Book a meeting with Zoe next week; Zoe is not available on Thursday',
    { intent: C, constraints: [avoid('Zoe', ['thu'], HARD)] },
  ],
  [
    'chatty',
    "find time with Omar next week, he can't do mornings",
    { intent: C, constraints: [avoid(undefined, undefined, HARD)] },
  ],
]);

const constraintsSelf = rows('constraints-self', [
  [
    'imperative',
    "Find time with Omar next week, I can't do mornings",
    { intent: C, constraints: [avoid('me', undefined, HARD)] },
  ],
  [
    'terse',
    'schedule a call with Priya next week, mornings only',
    { intent: C, constraints: [within(undefined, undefined, HARD)] },
  ],
  ['terse', 'Book a 1:1 with Dana next week, not on Mondays', { intent: C, constraints: [avoid(undefined, ['mon'], HARD)] }],
  ['imperative', 'Find time for a review next week, as early as possible', { constraints: [order()] }],
  ['imperative', 'Schedule a meeting with Ken on Thursday but leave time for lunch', { intent: C, constraints: [leaveGap()] }],
  ['imperative', 'Find a slot with Lena next week, but keep my gym slot free', { intent: C, constraints: [keepFree('me')] }],
  ['imperative', 'book a call with Marco next week, not during lunch', { intent: C, constraints: [keepFree()] }],
  ['chatty', 'I prefer afternoons — find time with Aisha next week', { constraints: [within('me', undefined, PREF)] }],
  ['imperative', "Schedule a sync next week; I'm out on Friday", { constraints: [avoid('me', ['fri'], HARD)] }],
  [
    'imperative',
    "Find time with Raj next week, I'd rather not meet on Wednesday",
    { intent: C, constraints: [avoid('me', ['wed'], PREF)] },
  ],
  [
    'imperative',
    "Book a meeting with Yuki next week, I'm only free after 3pm",
    { intent: C, constraints: [within('me', undefined, HARD)] },
  ],
  [
    'imperative',
    'find an hour with Carlos next week, ideally in the morning',
    { intent: C, constraints: [within(undefined, undefined, PREF)] },
  ],
  [
    'imperative',
    'Set up a call with Greta next week, but not on Tuesday or Thursday',
    { intent: C, constraints: [avoid(undefined, ['tue', 'thu'], HARD)] },
  ],
  ['imperative', 'Schedule a call with Ben at the earliest possible time', { intent: C, constraints: [order()] }],
  ['imperative', 'Find time with Priya next week, as late in the day as possible', { intent: C, constraints: [order()] }],
  ['terse', 'Book coffee with Dana next week, afternoons only', { intent: C, constraints: [within(undefined, undefined, HARD)] }],
  ['imperative', 'Find time with Omar next week, but leave me an hour for lunch', { intent: C, constraints: [leaveGap()] }],
  ['imperative', 'Schedule the review next week, just not during my gym time', { constraints: [keepFree()] }],
  [
    'imperative',
    "I can't do Mondays, so find time with Lena next week on another day",
    { constraints: [avoid('me', ['mon'], HARD)] },
  ],
  [
    'imperative',
    'Find a time with Noah next week, only on Wednesday or Thursday',
    { intent: C, constraints: [within(undefined, ['wed', 'thu'], HARD)] },
  ],
  [
    'chatty',
    "I'm a morning person, so if you could find time with Emma next week in the morning that'd be great",
    { constraints: [within()] },
  ],
  ['imperative', 'Schedule a 1:1 with Liam next week, keep my lunch hour free', { intent: C, constraints: [keepFree()] }],
  [
    'imperative',
    "Set up a call with Mateo next week, I'm only available on Tuesday",
    { intent: C, constraints: [within('me', ['tue'], HARD)] },
  ],
  [
    'imperative',
    'Find time with Pedro on Thursday, preferably in the afternoon',
    { intent: C, constraints: [within(undefined, undefined, PREF)] },
  ],
  ['terse', 'Book a meeting next week with Sven, avoid Friday', { intent: C, constraints: [avoid(undefined, ['fri'])] }],
  [
    'imperative',
    'Schedule time with Elif next week, I would rather avoid Mondays',
    { intent: C, constraints: [avoid('me', ['mon'], PREF)] },
  ],
  ['imperative', 'Find a slot with Jonas next week, no meetings before noon for me', { intent: C, constraints: [avoid('me')] }],
  [
    'imperative',
    'Find time with the team next week but not on Friday afternoon',
    { intent: C, constraints: [avoid(undefined, ['fri'], HARD)] },
  ],
  [
    'imperative',
    'Set up a meeting with Ola next week, mornings if possible',
    { intent: C, constraints: [within(undefined, undefined, PREF)] },
  ],
  ['imperative', 'Book the earliest slot with Tariq next week', { intent: C, constraints: [order()] }],
  [
    'imperative',
    "Schedule a review with Ingrid next week, I'm busy Thursday",
    { intent: C, constraints: [avoid('me', ['thu'])] },
  ],
  [
    'imperative',
    'Find time with Amara next week; make sure I still have time for lunch',
    { intent: C, constraints: [leaveGap()] },
  ],
  [
    'terse',
    'Set up a call with Ken next week, only in the afternoon',
    { intent: C, constraints: [within(undefined, undefined, HARD)] },
  ],
  ['terse', 'book a meeting with Chloe next week, not monday', { intent: C, constraints: [avoid(undefined, ['mon'], HARD)] }],
  ['imperative', 'Schedule lunch with Rui next week, as soon as possible', { intent: C, constraints: [order()] }],
  ['imperative', 'Find time with Leila next week, I prefer Tuesdays', { intent: C, constraints: [within('me', ['tue'], PREF)] }],
  [
    'imperative',
    "Set up a meeting with Zara next week but don't put it during my gym session",
    { intent: C, constraints: [keepFree()] },
  ],
  [
    'imperative',
    "Find time for a call with Julia next week; I won't be around on Thursday",
    { intent: C, constraints: [avoid('me', ['thu'])] },
  ],
  [
    'imperative',
    'Book a 1:1 with Lucas next week, preferably not Friday',
    { intent: C, constraints: [avoid(undefined, ['fri'], PREF)] },
  ],
  ['imperative', 'find time with Mia next week, but I need an hour free for lunch', { intent: C, constraints: [leaveGap()] }],
  [
    'imperative',
    'Schedule a call with Kenji next week, I only take calls in the morning',
    { intent: C, constraints: [within('me', undefined, HARD)] },
  ],
  ['terse', 'Find time with Theo next week, earliest available', { intent: C, constraints: [order()] }],
  [
    'imperative',
    "Set up a review with Hannah next week, I can't do Wednesdays or Fridays",
    { intent: C, constraints: [avoid('me', ['wed', 'fri'], HARD)] },
  ],
  [
    'terse',
    'Book a sync with Victor next week, only Monday or Tuesday',
    { intent: C, constraints: [within(undefined, ['mon', 'tue'], HARD)] },
  ],
  ['imperative', 'Find time with Nina on Friday, but keep my lunch free', { intent: C, constraints: [keepFree()] }],
  ['chatty', "i'd rather not do mondays, can you find time with Ahmed next week?", { constraints: [avoid('me', ['mon'], PREF)] }],
  [
    'imperative',
    'find time with Greta next week, late afternoons work best for me',
    { intent: C, constraints: [within('me', undefined, PREF)] },
  ],
  [
    'imperative',
    "Schedule a call with Omar next week, I'm only free on Thursday afternoons",
    { intent: C, constraints: [within('me', ['thu'], HARD)] },
  ],
  ['imperative', 'Book coffee with Dana next week at the latest time possible', { intent: C, constraints: [order()] }],
  ['terse', 'Find time with Priya next week, avoiding Tuesday', { intent: C, constraints: [avoid(undefined, ['tue'])] }],
  [
    'polite',
    'Could you find a time with Sam next week that is not on Wednesday, please?',
    { intent: C, constraints: [avoid(undefined, ['wed'])] },
  ],
  ['imperative', 'Book a meeting with Kim next week but not during my lunch break', { intent: C, constraints: [keepFree()] }],
]);

const constraintsSelfMore = rows('constraints-self', [
  [
    'imperative',
    "Set up a call with Dana next week, I can't do Fridays",
    { intent: C, constraints: [avoid('me', ['fri'], HARD)] },
  ],
  [
    'imperative',
    'Book lunch with Omar next week, ideally on Thursday',
    { intent: C, constraints: [within(undefined, ['thu'], PREF)] },
  ],
  ['terse', 'find time with Ken next week at the earliest', { intent: C, constraints: [order()] }],
  [
    'imperative',
    'Set up a review next week; I only do meetings on Tuesdays and Thursdays',
    { constraints: [within('me', ['tue', 'thu'], HARD)] },
  ],
  ['imperative', 'Book coffee with Lena next week, leave time for lunch', { intent: C, constraints: [leaveGap()] }],
  ['imperative', 'Schedule a call with Marco next week, just not during my gym slot', { intent: C, constraints: [keepFree()] }],
  [
    'imperative',
    "find time with Yuki next week, I'd prefer afternoons",
    { intent: C, constraints: [within('me', undefined, PREF)] },
  ],
  ['imperative', "Book a 1:1 with Raj next week but I'm out Wednesday", { intent: C, constraints: [avoid('me', ['wed'])] }],
]);

export const CONSTRAINT_ROWS: SourceRow[] = [...constraintsOthers, ...constraintsSelf, ...constraintsSelfMore];
