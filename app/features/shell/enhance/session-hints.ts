import { mayBeSignedIn, VISITOR_KNOWN_EVENT } from "~/shared/html/visitor";

/**
 * The signed-in user's local-storage keys, as interface hints only: set from
 * <body data-session-role/-email/-hint> while signed in, all three removed
 * when signed out. The server decides access from its own session and never
 * reads them; `userToken` holds the session's public hint id, never the
 * cookie's secret token.
 */
const HINTS = [
  ["userToken", "sessionHint"],
  ["userRole", "sessionRole"],
  ["userEmail", "sessionEmail"],
] as const;

export function syncSessionHints(): void {
  const sync = () => {
    const values = HINTS.map(([, attribute]) => document.body.dataset[attribute]);
    try {
      if (values.every(Boolean)) HINTS.forEach(([key], index) => localStorage.setItem(key, values[index]!));
      else HINTS.forEach(([key]) => localStorage.removeItem(key));
    } catch {
      // Storage may be blocked (private modes, settings); the hints are optional.
    }
  };
  // A page from the page cache learns who its visitor is a moment later (visitor.ts): sync then, not before.
  if (document.body.dataset.sessionRole || !mayBeSignedIn()) sync();
  document.addEventListener(VISITOR_KNOWN_EVENT, sync);
  // React re-renders <body> after a form post on hydrated pages: follow it.
  new MutationObserver(sync).observe(document.body, {
    attributes: true,
    attributeFilter: ["data-session-role", "data-session-email", "data-session-hint"],
  });
}
