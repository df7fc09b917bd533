import { useEffect, useState } from 'react';
import type { PlacesProviderChoice, PlacesSettings, SavedLocation } from '../lib/core/domain/places-settings';
import { sendRequest } from '../lib/messaging/send-request';
import { errorWordsOf } from './error-words';
import { Field, KeyInput } from './SettingsField';
import { requestOriginsAccess, type HostAccessAnswer } from './host-access';
import {
  chooseProvider,
  foundLabel,
  fromPlacesDraft,
  hostPatternsFor,
  placesAccessNote,
  toPlacesDraft,
  type PlacesDraft,
  type PlacesDraftErrors,
} from './places-draft';

type Outcome = { ok: boolean; text: string };

/** Where Kairos finds venues for in-person plans, and the two addresses it measures from. */
export function PlacesForm() {
  const [saved, setSaved] = useState<PlacesSettings | null>(null);
  const [draft, setDraft] = useState<PlacesDraft | null>(null);
  const [errors, setErrors] = useState<PlacesDraftErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [accessNote, setAccessNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    sendRequest('getPlacesSettings', {}).then(
      (r) => {
        setSaved(r.settings);
        setDraft(toPlacesDraft(r.settings));
      },
      (e: unknown) => {
        setOutcome({ ok: false, text: errorWordsOf(e) });
      },
    );
  }, []);

  if (saved === null || draft === null)
    return <section className="card">{outcome === null ? 'Loading…' : <p className="error-text">{outcome.text}</p>}</section>;

  const edit = (next: PlacesDraft): void => {
    setDraft(next);
    setErrors({});
    setOutcome(null);
  };

  const showAccess = (answer: HostAccessAnswer): void => {
    setAccessNote(placesAccessNote(answer.now, answer.host));
    if (answer.now !== 'asking') return;
    void answer.later.then((granted) => {
      setAccessNote(granted ? `Kairos may now reach ${answer.host}.` : placesAccessNote('refused', answer.host));
    });
  };

  const save = (): void => {
    const checked = fromPlacesDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setOutcome({ ok: false, text: 'Nothing was saved: fix the field marked above.' });
      return;
    }
    const patterns = hostPatternsFor(checked.request.provider);
    // Called before any await: Chrome shows its permission prompt only during the click itself.
    const access = patterns.length === 0 ? null : requestOriginsAccess(patterns);
    setErrors({});
    setOutcome(null);
    setAccessNote(null);
    setBusy(true);
    void (async () => {
      if (access !== null) showAccess(await access);
      try {
        const r = await sendRequest('savePlacesSettings', checked.request);
        setSaved(r.settings);
        setDraft(toPlacesDraft(r.settings));
        setOutcome({ ok: true, text: 'Saved.' });
      } catch (e) {
        setOutcome({ ok: false, text: errorWordsOf(e) });
      } finally {
        setBusy(false);
      }
    })();
  };

  const choice = (provider: PlacesProviderChoice, label: string, detail: string) => (
    <label className="choice">
      <input
        type="radio"
        name="places-provider"
        value={provider}
        checked={draft.provider === provider}
        onChange={() => {
          edit(chooseProvider(draft, provider, saved));
        }}
      />
      <span>
        {label}
        <span className="muted small choice-detail">{detail}</span>
      </span>
    </label>
  );

  const noProvider = draft.provider === 'none';
  const address = (field: 'home' | 'work', label: string, example: string, location: SavedLocation | undefined) => (
    <Field
      label={label}
      error={errors[field]}
      found={foundLabel(draft[field], location)}
      hint={noProvider ? 'Choose a provider to look this up.' : example}
    >
      {(props) => (
        <input
          {...props}
          autoComplete="off"
          disabled={noProvider}
          value={draft[field]}
          onChange={(e) => {
            edit({ ...draft, [field]: e.target.value });
          }}
        />
      )}
    </Field>
  );

  return (
    <section className="card places" aria-labelledby="places-heading">
      <h2 id="places-heading">Places</h2>
      <p className="muted small">
        For coffee, lunch or drinks in person, Kairos can suggest somewhere to meet between you and your guests.
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <fieldset className="choices">
          <legend>Find places with</legend>
          {choice('none', 'None', 'Proposals are times only; nothing leaves this browser.')}
          {choice('openstreetmap', 'OpenStreetMap (no key)', 'Free map data; no ratings or prices.')}
          {choice('foursquare', 'Foursquare (your key)', 'Ratings, prices and opening hours, with your own API key.')}
        </fieldset>
        <div className="places-fields">
          {draft.provider === 'foursquare' ? (
            <Field
              label="Foursquare API key"
              error={errors.foursquareKey}
              hint={
                saved.foursquareKey !== '' && draft.foursquareKey === saved.foursquareKey
                  ? 'A key is saved.'
                  : 'A Places API key from foursquare.com/developers.'
              }
            >
              {(props) => (
                <KeyInput
                  {...props}
                  value={draft.foursquareKey}
                  onChange={(value) => {
                    edit({ ...draft, foursquareKey: value });
                  }}
                />
              )}
            </Field>
          ) : null}
          {noProvider ? (
            <p className="hint">Home and work are looked up through a provider: choose one above to add them.</p>
          ) : null}
          {address('home', 'Home', 'A street address with its city, e.g. 14 Greek Street, London.', saved.home)}
          {address('work', 'Work', 'Where you usually work; leave empty if it changes.', saved.work)}
        </div>
        <p className="muted small privacy">
          Only the search area and what you&apos;re looking for leave the browser; your addresses are looked up once and kept
          here.
        </p>
        <div className="row">
          <button className="primary" type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
        {accessNote === null ? null : (
          <p className="warning" role="note">
            {accessNote}
          </p>
        )}
        {outcome === null ? null : (
          <p className={outcome.ok ? 'ok-text' : 'error-text'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </p>
        )}
      </form>
    </section>
  );
}
