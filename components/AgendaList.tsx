import type { AgendaItem } from '../lib/core/pipeline/turn-event';
import { formatDay, formatRange } from '../lib/core/time/format';

/** A list of events as a person reads a calendar: title, then day and time in their zone. */
export function AgendaList({ items, timeZone }: { items: readonly AgendaItem[]; timeZone: string }) {
  return (
    <ul className="agenda">
      {items.map((item) => (
        <li key={`${item.id}-${String(item.start)}`}>
          <span>{item.title}</span>
          <span className="when">
            {item.allDay ? `${formatDay(item.start, timeZone)} · all day` : formatRange(item.start, item.end, timeZone)}
            {item.location === undefined ? '' : ` · ${item.location}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
