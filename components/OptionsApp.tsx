import { GoogleCalendarForm } from './GoogleCalendarForm';
import { HistoryLog } from './HistoryLog';
import { LocalCalendarData } from './LocalCalendarData';
import { ModelProviderForm } from './ModelProviderForm';
import { PlacesForm } from './PlacesForm';
import { PreferencesForm } from './PreferencesForm';

export function OptionsApp() {
  return (
    <div className="options">
      <header>
        <h1>Kairos settings</h1>
        <p className="muted">Kairos works offline with a calendar kept in this browser and its built-in engine.</p>
      </header>
      <GoogleCalendarForm />
      <PreferencesForm />
      <PlacesForm />
      <HistoryLog />
      <ModelProviderForm />
      <LocalCalendarData />
    </div>
  );
}
