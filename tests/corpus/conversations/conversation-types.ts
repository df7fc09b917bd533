// The shape of the conversation corpus (conversations.ts) and the builders its rows are written with.
//
// A conversation is 2–4 turns sent one after the other to the in-process CLI `ask --conversation FILE`
// against a fresh copy of tests/fixtures/calendars/five-months.json; turn i runs i minutes after
// now = Tue 2026-11-24 09:00 America/New_York. A turn whose text starts with "+" runs with --yes
// (the "+" is not sent). The final calendar is judged against the fixture with the plan corpus's
// judge (tests/corpus/run-plan-corpus.ts), plus the relative checks below.

import type { AnyOf, Expectation, TimeWindow } from '../plan-requests';

export type ConversationKind =
  'revise-new' | 'reject' | 'question-then-act' | 'edit-revise' | 'cancel-followup' | 'guest-clarify' | 'places';

export const CONVERSATION_KINDS: readonly ConversationKind[] = [
  'revise-new',
  'reject',
  'question-then-act',
  'edit-revise',
  'cancel-followup',
  'guest-clarify',
  'places',
];

export interface TurnExpectation {
  /** What the reply to this turn must contain (each entry: one of its alternatives). */
  says?: AnyOf[];
  /** This turn must leave a new-event proposal (a card with slots). */
  proposes?: { day?: string; window?: TimeWindow; minutes?: number };
}

export interface Turn {
  text: string;
  /** Run with --yes: every change the turn suggests is applied. */
  yes: boolean;
  expect?: TurnExpectation;
}

/**
 * Checks of the one event the conversation created against what Kairos showed earlier in it:
 * turn indexes are 0-based.
 */
export interface RelativeCheck {
  /** Starts before the first slot the proposal of this turn showed. */
  earlierThan?: number;
  /** Starts after the first slot the proposal of this turn showed. */
  laterThan?: number;
  /** Starts at the index-th slot (0 = the one suggested) the proposal of that turn showed. */
  slot?: { turn: number; index: number };
  /** Does not start at the suggested slot of that turn's proposal ("show me more", "other times?"). */
  notFirstSlotOf?: number;
  /** Its place is not the one suggested at that turn ("somewhere else"). */
  otherPlaceThan?: number;
  /** It has a location (a place was chosen). */
  hasLocation?: boolean;
  /** It lies inside this New York time of day ("15:00" – "18:00"), on whatever day. */
  timeOfDay?: { from: string; to: string };
  /** Every event moved is moved off this New York date (YYYY-MM-DD): "make Thursday lighter". */
  movedOffDay?: string;
}

export interface Conversation {
  id: string;
  kind: ConversationKind;
  turns: Turn[];
  /** The outcome after the last turn; a list means any one of them passes. */
  expect: Expectation | Expectation[];
  relative?: RelativeCheck;
  /** Runs with --places foursquare against the loopback fake (work: Soho, London). */
  places?: boolean;
  note?: string;
}

/** A turn: "+text" runs with --yes. */
export type TurnSpec = string | [text: string, expect: TurnExpectation];

function turnOf(spec: TurnSpec): Turn {
  const [raw, expect] = typeof spec === 'string' ? [spec, undefined] : spec;
  const yes = raw.startsWith('+');
  const text = yes ? raw.slice(1) : raw;
  return expect === undefined ? { text, yes } : { text, yes, expect };
}

export interface ConversationExtra {
  relative?: RelativeCheck;
  places?: boolean;
  note?: string;
}

export type ConversationSpec = [id: string, turns: TurnSpec[], expect: Expectation | Expectation[], extra?: ConversationExtra];

export function conversations(kind: ConversationKind, specs: ConversationSpec[]): Conversation[] {
  return specs.map(([id, turns, expect, extra]) => ({
    id,
    kind,
    turns: turns.map(turnOf),
    expect,
    ...(extra?.relative === undefined ? {} : { relative: extra.relative }),
    ...(extra?.places === undefined ? {} : { places: extra.places }),
    ...(extra?.note === undefined ? {} : { note: extra.note }),
  }));
}
