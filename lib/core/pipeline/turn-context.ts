import type { CalendarPort } from '../../ports/calendar';
import type { Clock } from '../../ports/clock';
import type { IdSource } from '../../ports/ids';
import type { ActionSource } from '../approvals/pending-action';
import type { Approvals } from '../approvals/approvals';
import type { Preferences } from '../domain/preferences';
import type { TurnEvent } from './turn-event';

/** What every stage and handler of one turn may use: ports, settled preferences, and the stream. */
export interface TurnContext {
  calendar: CalendarPort;
  approvals: Approvals;
  clock: Clock;
  ids: IdSource;
  preferences: Preferences;
  /** The person's zone: their setting, else the browser's. */
  timeZone: string;
  source: ActionSource;
  emit: (event: TurnEvent) => void;
}
