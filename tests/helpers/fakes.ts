import 'fake-indexeddb/auto';
import { createIdbActionStore } from '../../lib/adapters/idb-action-store';
import { createMemoryConversation } from '../../lib/adapters/memory-conversation';
import { createMemoryTemplateCache } from '../../lib/adapters/memory-template-cache';
import { openKairosDb } from '../../lib/adapters/kairos-db';
import { createLocalCalendar } from '../../lib/adapters/local-calendar';
import { createApprovals } from '../../lib/core/approvals/approvals';
import { eventIdSchema, type EventDraft } from '../../lib/core/domain/calendar-event';
import { DEFAULT_PREFERENCES, type Preferences } from '../../lib/core/domain/preferences';
import type { TurnInput } from '../../lib/core/pipeline/turn-context';
import type { TurnEvent } from '../../lib/core/pipeline/turn-event';
import type { Clock } from '../../lib/ports/clock';
import type { IdSource } from '../../lib/ports/ids';
import type { ModelPort } from '../../lib/ports/model';

/** A clock that stands still until a test moves it. */
export function createFixedClock(iso: string): Clock & { set(iso: string): void; advance(ms: number): void } {
  let now = Date.parse(iso);
  return {
    now: () => now,
    set: (next) => {
      now = Date.parse(next);
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

/** Predictable base32hex ids: "id00000001", "id00000002", … */
export function createSequentialIds(prefix = 'id'): IdSource {
  let n = 0;
  return { newId: () => `${prefix}${String(++n).padStart(8, '0')}` };
}

let dbCounter = 0;

/** A fresh local calendar, action store and approvals on fake-indexeddb, as the extension wires them. */
export async function createTestWorld(
  nowIso: string,
  timeZone = 'America/New_York',
  preferences: Preferences = DEFAULT_PREFERENCES,
) {
  const db = await openKairosDb(`kairos-test-${String(++dbCounter)}`);
  const clock = createFixedClock(nowIso);
  const ids = createSequentialIds();
  const calendar = createLocalCalendar({ db, clock });
  const store = createIdbActionStore(db);
  const approvals = createApprovals({ store, calendar, clock, ids });
  const events: TurnEvent[] = [];
  const conversation = createMemoryConversation();
  const templateCache = createMemoryTemplateCache();
  const context = (model?: ModelPort): TurnInput => ({
    calendar,
    approvals,
    clock,
    ids,
    preferences,
    timeZone,
    source: 'chat',
    emit: (e) => events.push(e),
    ...(model === undefined ? {} : { model }),
    conversation,
    templateCache,
  });
  return { db, clock, ids, calendar, store, approvals, events, context, templateCache };
}

/** A busy timed event for a test calendar, times as ISO with offset. */
export function timedDraft(
  id: string,
  title: string,
  startIso: string,
  endIso: string,
  timeZone = 'America/New_York',
): EventDraft {
  return {
    id: eventIdSchema.parse(id),
    title,
    time: { kind: 'timed', start: Date.parse(startIso), end: Date.parse(endIso), timeZone },
    attendees: [],
    transparency: 'opaque',
  };
}
