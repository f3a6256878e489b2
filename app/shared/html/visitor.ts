/**
 * What a page learns in the browser about its visitor. Public pages are the
 * same bytes for everyone (the page cache serves them to signed-in visitors
 * too), so the shell's island asks /session.json when the readable
 * `signed_in` cookie says the visitor may be signed in, marks
 * `<body data-session-role>` (as a page rendered for them already is), and
 * then dispatches this event on `document`.
 */
export const VISITOR_KNOWN_EVENT = "visitor:known";

const SIGNED_IN_MARKER = /(?:^|;\s*)signed_in=1(?:;|$)/;

export function mayBeSignedIn(): boolean {
  return SIGNED_IN_MARKER.test(document.cookie);
}

/**
 * Resolves once the page knows who its visitor is: at once when the page was
 * rendered for them, or nothing says they may be signed in; otherwise when
 * the shell's island has heard from /session.json (or failed to).
 */
export function whenVisitorKnown(): Promise<void> {
  const body = document.body.dataset;
  if (body.sessionRole || body.visitor === "known" || !mayBeSignedIn()) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener(VISITOR_KNOWN_EVENT, () => resolve(), { once: true }));
}

/** The header's saved-homes count (shown when above zero) and its link's accessible name. */
export function showSavedCount(count: number): void {
  for (const badge of document.querySelectorAll<HTMLElement>("[data-saved-count]")) badge.dataset.count = String(count);
  for (const link of document.querySelectorAll<HTMLElement>("[data-saved-link]")) {
    link.setAttribute("aria-label", count > 0 ? `Saved homes (${count})` : "Saved homes");
  }
}
