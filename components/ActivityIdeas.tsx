import type { ActivityIdea } from '../lib/core/pipeline/turn-event';
import { formatRange, formatZoneName } from '../lib/core/time/format';

const MAX_IDEAS = 4;

/** "Something fun on Saturday": a few ideas at free times; "Plan this" asks for one as the next request. */
export function ActivityIdeas({
  text,
  timeZone,
  ideas,
  onPlan,
}: {
  text: string;
  timeZone: string;
  ideas: readonly ActivityIdea[];
  onPlan: (request: string) => void;
}) {
  return (
    <section className="activities" aria-label="Activity ideas">
      <p className="bubble assistant">{text}</p>
      <ul className="ideas">
        {ideas.slice(0, MAX_IDEAS).map((idea) => (
          <li key={`${idea.title}-${String(idea.start)}`}>
            <article className="card idea" aria-label={`Idea: ${idea.title}`}>
              <h2>{idea.title}</h2>
              <p className="small">{idea.description}</p>
              <p className="small idea-time">
                {formatRange(idea.start, idea.end, timeZone)}{' '}
                <span className="muted">({formatZoneName(idea.start, timeZone)})</span>
              </p>
              {idea.placeType === undefined ? null : <p className="muted small">Place: {idea.placeType.replaceAll('_', ' ')}</p>}
              <div className="row">
                <button
                  className="primary"
                  onClick={() => {
                    onPlan(idea.request);
                  }}
                >
                  Plan this
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
