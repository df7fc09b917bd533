import type { Answer } from '../lib/core/plan/answer';
import { attendeeName, attendeeNotes } from '../lib/core/plan/answers/answer-who';
import { timeWithinDay } from '../lib/core/plan/answers/answer-words';
import { formatRange } from '../lib/core/time/format';
import { AgendaList } from './AgendaList';

/** An answer about the calendar: its sentence, then its day-by-day agenda, free windows, events, or an event's guests. */
export function AnswerCard({ answer }: { answer: Answer }) {
  const zone = answer.timeZone;
  return (
    <section className="bubble assistant answer" aria-label="Answer">
      <p>{answer.text}</p>
      {answer.days === undefined ? null : (
        <div className="answer-days">
          {answer.days.map((day) => (
            <section key={day.date} className="answer-day" aria-label={day.label}>
              <h3>{day.label}</h3>
              {day.items.length === 0 ? null : (
                <ul className="agenda">
                  {day.items.map((item) => (
                    <li key={`${item.id}-${String(item.start)}`}>
                      <span>{item.title}</span>
                      <span className="when">
                        {timeWithinDay(item, zone)}
                        {item.location === undefined ? '' : ` · ${item.location}`}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {day.free.map((w) => (
                <p key={w.start} className="answer-free muted small">
                  Free {timeWithinDay({ ...w, allDay: false }, zone)}
                </p>
              ))}
              {day.items.length === 0 && day.free.length === 0 ? <p className="answer-free muted small">Nothing on</p> : null}
            </section>
          ))}
        </div>
      )}
      {answer.free === undefined || answer.free.length === 0 ? null : (
        <ul className="answer-windows" aria-label="Free times">
          {answer.free.map((w) => (
            <li key={w.start}>Free {formatRange(w.start, w.end, zone)}</li>
          ))}
        </ul>
      )}
      {answer.items === undefined || answer.items.length === 0 ? null : (
        <>
          {/* A free-time answer's events are what takes the rest of the time. */}
          {answer.kind === 'free' ? <p className="answer-label muted small">Busy</p> : null}
          <AgendaList items={answer.items} timeZone={zone} />
        </>
      )}
      {/* Who is coming: after the event they are coming to, under their own heading. */}
      {answer.people === undefined || answer.people.length === 0 ? null : (
        <>
          <p className="answer-label muted small">Guests</p>
          <ul className="agenda answer-people" aria-label="Guests">
            {answer.people.map((p) => (
              <li key={p.email}>
                <span>{attendeeName(p)}</span>
                <span className="when" title={p.email}>
                  {attendeeNotes(p).join(', ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
