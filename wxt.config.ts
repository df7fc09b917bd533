import { defineConfig } from 'wxt';
import { GOOGLE_SCOPES } from './lib/core/domain/calendar-connection';

// Google sign-in needs an OAuth client id tied to a fixed extension id (README: "Connect Google
// Calendar"). Both come from the environment so no personal value is committed; a build without
// them works offline and Options says Google is not set up.
const googleClientId = process.env.WXT_GOOGLE_CLIENT_ID?.trim();
const extensionKey = process.env.WXT_EXTENSION_KEY?.trim();

// Auto-imports are off (shared/STYLE.md rule 13): every module says where `browser`, `storage`
// and friends come from.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  imports: false,
  manifest: {
    name: 'Kairos',
    description: 'An AI scheduling assistant for Google Calendar and Gmail.',
    permissions: ['sidePanel', 'storage', 'identity', 'contextMenus', 'alarms'],
    // The person's own model endpoint, asked for in Options (a user gesture) for that one host only:
    // nothing is granted at install, so the store listing and install prompt show no site access.
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    // No host permission for www.googleapis.com: Calendar v3 answers CORS for a bearer token, so the
    // install prompt asks for no site access.
    ...(googleClientId ? { oauth2: { client_id: googleClientId, scopes: [...GOOGLE_SCOPES] } } : {}),
    ...(extensionKey ? { key: extensionKey } : {}),
    action: { default_title: 'Kairos' },
    commands: {
      'open-side-panel': {
        suggested_key: { default: 'Alt+Shift+K' },
        description: 'Open the Kairos side panel',
      },
    },
  },
});
