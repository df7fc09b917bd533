import type { Interval } from '../time/interval';
import { nameFromEmail } from '../nlu/extract-attendees';
import type { TurnContext } from './turn-context';

export interface AttendeeBusy {
  /** Busy time by email, for those whose calendar could be read. */
  busy: Map<string, Interval[]>;
  /** What the card should say about those whose calendar could not be read. */
  notes: string[];
}

/**
 * Attendees' busy time from their calendars (Google free/busy) where it is shared with the person.
 * Never fails a turn: an unreadable calendar becomes a note on the card and the slot search goes on
 * without that person's busy time, as the person would if they could not see it either.
 */
export async function readAttendeeBusy(
  emails: readonly string[],
  range: Interval,
  ctx: Pick<TurnContext, 'freeBusy' | 'log'>,
): Promise<AttendeeBusy> {
  const busy = new Map<string, Interval[]>();
  if (ctx.freeBusy === undefined || emails.length === 0) return { busy, notes: [] };
  try {
    const answers = await ctx.freeBusy.query(emails, range);
    const hidden: string[] = [];
    const failed: string[] = [];
    for (const email of emails) {
      const answer = answers.get(email);
      if (answer?.kind === 'busy') busy.set(email, answer.busy);
      else if (answer?.kind === 'error') failed.push(email);
      else hidden.push(email);
    }
    const notes: string[] = [];
    if (hidden.length > 0) {
      notes.push(
        `${names(hidden)}'s calendar${hidden.length > 1 ? 's are' : ' is'} not shared with you, so their busy time is not checked.`,
      );
    }
    if (failed.length > 0)
      notes.push(`Google could not read ${names(failed)}'s calendar just now; their busy time is not checked.`);
    ctx.log?.('calendar', { freeBusyAsked: emails.length, freeBusyVisible: busy.size });
    return { busy, notes };
  } catch (error) {
    ctx.log?.('calendar', { freeBusyError: error instanceof Error ? error.message : String(error) });
    return { busy, notes: ["Your guests' calendars could not be read just now, so only your own busy time is checked."] };
  }
}

function names(emails: readonly string[]): string {
  const all = emails.map(nameFromEmail);
  return all.length <= 2 ? all.join(' and ') : `${all.slice(0, -1).join(', ')} and ${all.at(-1) ?? ''}`;
}
