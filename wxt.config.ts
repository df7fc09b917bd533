import { defineConfig } from 'wxt';

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
    action: { default_title: 'Kairos' },
    commands: {
      'open-side-panel': {
        suggested_key: { default: 'Alt+Shift+K' },
        description: 'Open the Kairos side panel',
      },
    },
  },
});
