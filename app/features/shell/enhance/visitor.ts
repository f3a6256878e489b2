import { countLocalFavourites } from "~/features/favourites";
import { mayBeSignedIn, showSavedCount, VISITOR_KNOWN_EVENT } from "~/shared/html/visitor";
import { PERSONAL_PATH, type Personal } from "../personal";

/** The form fields a signed-in buyer's details fill in, when the visitor has not typed there yet. */
const FILLED_FIELDS = ["name", "email", "phone"] as const;

function fillForms(details: NonNullable<Extract<Personal, { signedIn: true }>["details"]>): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-personal-fill]")) {
    for (const field of FILLED_FIELDS) {
      const input = form.elements.namedItem(field);
      const value = details[field];
      if (input instanceof HTMLInputElement && !input.value && value) input.value = value;
    }
  }
}

function applyVisitor(personal: Personal): void {
  const body = document.body.dataset;
  if (!personal.signedIn) {
    delete body.sessionRole;
    delete body.sessionEmail;
    delete body.sessionHint;
    showSavedCount(countLocalFavourites());
    return;
  }
  body.sessionRole = personal.role;
  body.sessionEmail = personal.email;
  body.sessionHint = personal.hint;
  if (personal.savedCount !== null) showSavedCount(personal.savedCount);
  if (personal.details) fillForms(personal.details);
}

/**
 * The visitor's own parts of a page that may have come from the page cache
 * (the same bytes for everyone): with the `signed_in` marker cookie, asks
 * /session.json and marks `<body data-session-role>`, which the header and
 * side menu's CSS follows (their signed-in and signed-out entries are both
 * in the page); shows the saved-homes count; fills a buyer's details into
 * forms marked `data-personal-fill`. Other islands wait for VISITOR_KNOWN_EVENT.
 * Without the marker, the count is the browser's own saved list.
 */
export function showVisitor(): void {
  if (!mayBeSignedIn()) {
    showSavedCount(countLocalFavourites());
    return;
  }
  void fetch(PERSONAL_PATH, { credentials: "same-origin", headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<Personal>) : null))
    .catch(() => null)
    .then((personal) => {
      // Unknown (offline, a failure): the page stays as it was rendered.
      if (personal) applyVisitor(personal);
      document.body.dataset.visitor = "known";
      document.dispatchEvent(new CustomEvent(VISITOR_KNOWN_EVENT));
    });
}
