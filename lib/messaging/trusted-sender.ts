/** The sender fields the background relies on (a subset of runtime.MessageSender). */
export interface SenderInfo {
  id?: string;
  url?: string;
}

/**
 * Only the extension's own pages (side panel, popup, options) may call the background's requests.
 * Content scripts run inside Google's pages, so what they send is untrusted and gets its own,
 * narrower protocol when they arrive.
 */
export function isExtensionPage(sender: SenderInfo, runtimeId: string, extensionOrigin: string): boolean {
  return sender.id === runtimeId && typeof sender.url === 'string' && sender.url.startsWith(extensionOrigin);
}
