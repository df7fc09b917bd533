import type { EventOccurrence } from '../domain/calendar-event';
import { toAgendaItem } from './agenda-item';
import type { TurnEvent } from './turn-event';

/**
 * A "which one?" with the events it offers listed under it, or a "who is…?" with the name it asks
 * about, so the answer can complete the request (conversation-focus.ts).
 */
export function questionEvent(
  question: { text: string; choices?: EventOccurrence[] | undefined; asksWho?: string | undefined },
  timeZone: string,
): TurnEvent {
  const choices = question.choices ?? [];
  return {
    type: 'text',
    text: question.text,
    ...(choices.length === 0 ? {} : { agenda: choices.map(toAgendaItem), timeZone }),
    ...(question.asksWho === undefined ? {} : { asksWho: question.asksWho }),
  };
}
