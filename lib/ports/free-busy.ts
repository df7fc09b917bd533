import type { Interval } from '../core/time/interval';

/** One person's busy time as their calendar shares it, or why it cannot be seen. */
export type FreeBusyAnswer =
  | { kind: 'busy'; busy: Interval[] }
  /** Their calendar is not shared with the person (or not on Google): slots cannot allow for them. */
  | { kind: 'not_visible' }
  | { kind: 'error'; message: string };

/** Other people's busy time (Google's freebusy.query); absent on the local calendar. */
export interface FreeBusyPort {
  /** One answer per email asked, keyed by the email as given. */
  query(emails: readonly string[], range: Interval): Promise<Map<string, FreeBusyAnswer>>;
}
