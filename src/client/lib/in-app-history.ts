/**
 * Whether going back stays in the app: the Navigation API lists only this app's entries, so a listing opened from a
 * link (WhatsApp, another site, a new tab) has none before it. Browsers without that API count any earlier entry.
 */
export function canGoBackInApp(): boolean {
  return typeof navigation === 'undefined' ? window.history.length > 1 : navigation.canGoBack;
}
