import { expandShorthand } from '../nlu/expand-shorthand';
import { normalizeQuotes } from '../nlu/mask-text';
import type { Intent, ParsedPart } from '../nlu/parsed-request';
import { splitIntents } from '../nlu/split-intents';
import { formatDay } from '../time/format';

const STEP_WORDS: Readonly<Record<Intent, string>> = {
  create_event: 'add an event',
  update_event: 'change an event',
  delete_event: 'cancel an event',
  query_events: 'look at your calendar',
  show_more: 'show more times',
  suggest_activities: 'suggest something to do',
  navigate_booking: 'open a booking page',
  bulk: 'change several events',
  help: 'explain what I can do',
};

/**
 * "cancel my 3pm and move my 4pm to 5pm": several different steps are not run as one yet, so the
 * reply reads back the steps understood, in order, and asks for them one message at a time — the
 * person can check each card before the next.
 */
export function describeSteps(text: string, parts: readonly ParsedPart[], zone: string): string {
  const segments = splitIntents(expandShorthand(normalizeQuotes(text))).map((s) => s.text.trim().replace(/[\s,.;!?]+$/, ''));
  const quoted = segments.length === parts.length;
  const steps = parts.map((part, i) => {
    const said = quoted ? segments[i] : undefined;
    // The person's own words say the day best; the day read is shown only when they cannot be quoted.
    const day = part.when === undefined || said !== undefined ? '' : ` on ${formatDay(part.when.start, zone)}`;
    return `${String(i + 1)}) ${STEP_WORDS[part.intent]}${said === undefined ? day : `: "${said}"`}`;
  });
  const first = quoted ? segments[0] : undefined;
  return (
    `I read ${String(parts.length)} steps: ${steps.join('; ')}. I can only do one step per message for now, so you can check each ` +
    `before the next: send them one at a time${first === undefined ? '' : `, starting with "${first}"`}.`
  );
}
