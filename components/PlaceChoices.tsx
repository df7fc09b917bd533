import { Fragment } from 'react';
import type { PlaceChoice, ProposalPlaces } from '../lib/core/places/place-choice';
import { distanceWords, kmWords, openThenWords, priceWords, ratingWords, travelWords } from './place-card-words';

/** The first letter up, for words written to follow others ("cafés near Soho", "under 0.1 km …"). */
const sentence = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/** Opening hours that break between their parts ("Mon–Fri …; Sat–Sun …"), never inside one. */
function hoursParts(hours: string) {
  const parts = hours.split('; ');
  return parts.map((part, i) => (
    // The parts never change order, so their places are their keys.
    <Fragment key={i}>
      {i === 0 ? null : ' '}
      <span className="nowrap">{i < parts.length - 1 ? `${part};` : part}</span>
    </Fragment>
  ));
}

/** The venue a proposal chose, with what the person needs to judge it: rating, price, distance, hours, the trip. */
export function ChosenPlace({ places }: { places: ProposalPlaces }) {
  const place = places.chosen;
  const facts = [
    place.rating === undefined ? undefined : ratingWords(place.rating),
    place.priceLevel === undefined ? undefined : priceWords(place.priceLevel),
    distanceWords(place.distanceFromMidpointKm, places.searchedFor),
  ].filter((f) => f !== undefined);
  const open = openThenWords(place.openThen);
  return (
    <section className="place" aria-label={`Place: ${place.name}`}>
      <p className="place-searched">{sentence(places.searchedFor)}</p>
      <p className="place-name">
        <a href={place.mapUrl} target="_blank" rel="noreferrer" aria-label={`Map of ${place.name}`}>
          {place.name}
        </a>{' '}
        <span className="muted small">{place.category}</span>
      </p>
      {place.address === undefined ? null : <p className="muted small">{place.address}</p>}
      <p className="small">{sentence(facts.join(' · '))}</p>
      {place.hours === undefined && open === undefined ? null : (
        <p className="small">
          {open === undefined ? null : <span className={place.openThen === true ? 'ok-text' : 'warn-text'}>{open}</span>}
          {place.hours !== undefined && open !== undefined ? ' · ' : null}
          {place.hours === undefined ? null : <span className="muted">Hours: {hoursParts(place.hours)}</span>}
        </p>
      )}
      {place.travel === undefined && place.website === undefined ? null : (
        <p className="small">
          {place.travel === undefined ? null : travelWords(place.travel)}
          {place.travel !== undefined && place.website !== undefined ? ' · ' : null}
          {place.website === undefined ? null : (
            <a href={place.website} target="_blank" rel="noreferrer" aria-label={`Website of ${place.name}`}>
              Website
            </a>
          )}
        </p>
      )}
    </section>
  );
}

/** The other venues found, best first; picking one makes it the event's place. */
export function OtherPlaces({
  places,
  disabled,
  onChoose,
}: {
  places: readonly PlaceChoice[];
  disabled: boolean;
  onChoose: (place: PlaceChoice) => void;
}) {
  if (places.length === 0) return null;
  return (
    <div className="other-places">
      <span className="muted small">Other places:</span>
      <ul aria-label="Other places">
        {places.map((p) => (
          <li key={p.id}>
            <button
              className="place-option"
              aria-label={`Choose ${p.name}`}
              disabled={disabled}
              onClick={() => {
                onChoose(p);
              }}
            >
              <span className="place-option-name">{p.name}</span>
              <span className="muted small">
                {[p.rating === undefined ? undefined : ratingWords(p.rating), kmWords(p.distanceFromMidpointKm)]
                  .filter((f) => f !== undefined)
                  .join(' · ')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
