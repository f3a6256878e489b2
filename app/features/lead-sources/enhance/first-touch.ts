import { campaignOf, cleanLanding, cleanReferrer, FIRST_TOUCH_DAYS, readFirstTouch, type FirstTouch } from "../source-rules";

/** Where the browser keeps the first touch: this site's own storage, never sent anywhere but with a form. */
export const FIRST_TOUCH_KEY = "first_touch";
/** The hidden field, in forms that carry the first touch (an enquiry), that the script fills in. */
export const FIRST_TOUCH_FIELD = "firstTouch";
const DAY_MS = 24 * 60 * 60 * 1000;

function storedTouch(now: number): FirstTouch | null {
  try {
    return readFirstTouch(window.localStorage.getItem(FIRST_TOUCH_KEY), now);
  } catch {
    // Storage may be off (a private window, a policy): nothing is kept.
    return null;
  }
}

/** Another site's address; a visit from one of this site's own pages is not a referrer. */
function externalReferrer(): string | null {
  const referrer = cleanReferrer(document.referrer);
  if (!referrer) return null;
  try {
    return new URL(referrer).origin === window.location.origin ? null : referrer;
  } catch {
    return null;
  }
}

/**
 * Keeps the visitor's first visit (campaign parameters, referrer, landing
 * page, time) in localStorage for FIRST_TOUCH_DAYS, and fills it into the
 * hidden field of forms that carry it. Done in the browser because public
 * pages come from a shared cache: the server never sees a campaign visitor's
 * own request for the page.
 */
export function keepFirstTouch(): void {
  const now = Date.now();
  let touch = storedTouch(now);
  if (!touch || touch.at === null || touch.at < now - FIRST_TOUCH_DAYS * DAY_MS) {
    touch = {
      campaign: campaignOf(new URLSearchParams(window.location.search)),
      referrer: externalReferrer(),
      landing: cleanLanding(window.location.pathname),
      at: now,
    };
    try {
      window.localStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(touch));
    } catch {
      // Not kept; the form still carries this visit's touch.
    }
  }
  const value = JSON.stringify(touch);
  for (const input of document.querySelectorAll<HTMLInputElement>(`input[type="hidden"][name="${FIRST_TOUCH_FIELD}"]`)) input.value = value;
}
