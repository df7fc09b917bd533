import type { SingleChange } from './pending-action';

// What the person reads when a bulk change stops part-way: how much was made, why the rest was
// not, and what to do about it.

interface KindWords {
  made: string;
  noun: string;
  notMade: string;
}

const WORDS: Readonly<Record<SingleChange['kind'] | 'mixed', KindWords>> = {
  create: { made: 'Added', noun: 'events', notMade: 'added' },
  update: { made: 'Changed', noun: 'events', notMade: 'changed' },
  delete: { made: 'Deleted', noun: 'events', notMade: 'changed' },
  mixed: { made: 'Made', noun: 'changes', notMade: 'made' },
};

function wordsFor(changes: readonly SingleChange[]): KindWords {
  const kinds = new Set(changes.map((c) => c.kind));
  const [only] = kinds;
  return kinds.size === 1 && only !== undefined ? WORDS[only] : WORDS.mixed;
}

/** "Deleted 12 of 20 events", "Made 3 of 5 changes". */
export function madeWords(changes: readonly SingleChange[], made: number): string {
  const words = wordsFor(changes);
  return `${words.made} ${String(made)} of ${String(changes.length)} ${words.noun}`;
}

/**
 * Stopped for a passing reason: "Deleted 12 of 20 events; 8 were not changed because Google
 * Calendar is rate limiting Kairos. Press Retry to finish the other 8."
 */
export function incompleteReport(changes: readonly SingleChange[], made: number, causeMessage: string): string {
  const rest = changes.length - made;
  const why = reasonOf(causeMessage);
  if (made === 0) return `Nothing was changed yet because ${why}. Press Retry to make all ${String(rest)}.`;
  const were = rest === 1 ? 'was' : 'were';
  return `${madeWords(changes, made)}; ${String(rest)} ${were} not ${wordsFor(changes).notMade} because ${why}. Press Retry to finish the other ${String(rest)}.`;
}

/**
 * A Retry stopped for a reason Retry cannot fix (a target changed, is gone, may not be changed):
 * what was made stays, and the person chooses between asking again and undoing it.
 */
export function stoppedReport(changes: readonly SingleChange[], made: number, problem: string): string {
  const rest = changes.length - made;
  const sentence = /[.!?]$/.test(problem) ? problem : `${problem}.`;
  return `${madeWords(changes, made)}, then stopped: ${sentence} The other ${String(rest)} ${rest === 1 ? 'was' : 'were'} not made; ask again for them, or undo the ${String(made)} from History.`;
}

/**
 * The cause, without the advice: the calendars' words put what happened first and what to do after
 * a dash ("Google Calendar is busy right now — try again in a minute."), and Retry is the advice here.
 */
function reasonOf(message: string): string {
  const [cause = message] = message.split(' — ');
  return cause.trim().replace(/[.!]$/, '');
}
