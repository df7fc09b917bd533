import browser from 'webextension-polyfill';

/** Google sign-in expired: the way back is Options' Reconnect, one click away. */
export function ReconnectGoogle() {
  return (
    <div className="bubble assistant warning" role="alert">
      <p>Google sign-in expired — reconnect so Kairos can read and change your calendar.</p>
      <button className="primary" onClick={() => void browser.runtime.openOptionsPage()}>
        Reconnect Google
      </button>
    </div>
  );
}
