import { can, type Actor } from "~/shared/access/permissions";
import { findAccount, type SessionUser } from "~/features/accounts/index.server";
import { issueFormToken } from "~/features/spam-guard/index.server";
import { islandTimeOf } from "~/shared/dates/island-times";
import { logger } from "~/shared/lib/logger.server";
import { ENQUIRY_LIMITS } from "./enquiry-rules";
import type { EnquiryFormData } from "./ui/enquiry-form";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a listing page's enquiry form needs. A signed-in buyer's name, address
 * and phone are filled in, from their session when it carries the phone (no
 * read of its own); such a page is never shared (responses to a session are
 * private), so their details reach no one else. A rental
 * (`showings: false`) offers no showing times: it is booked, never shown.
 */
export async function loadEnquiryForm(listing: { id: string; title: string; showings?: boolean }, user: SessionUser | null, now = new Date()): Promise<EnquiryFormData> {
  let prefill: EnquiryFormData["prefill"] = {};
  if (user && can(user, "use:buyer-account")) {
    prefill = { name: user.name, email: user.email };
    const phone = user.phone === undefined ? await readPhone(user.id) : user.phone;
    if (phone) prefill.phone = phone;
  }
  return {
    listingId: listing.id,
    listingTitle: listing.title,
    formToken: issueFormToken({ now: now.getTime() }),
    prefill,
    showingWindow:
      listing.showings === false ? null : { min: islandTimeOf(now), max: islandTimeOf(new Date(now.getTime() + ENQUIRY_LIMITS.showingDaysAhead * DAY_MS)) },
  };
}

/** The account's phone, for a user made up without one (a session carries it as it found it). */
async function readPhone(userId: string): Promise<string | null> {
  try {
    return (await findAccount(userId))?.phone ?? null;
  } catch (error) {
    // The form still works with the phone left blank.
    logger.warn("Could not read the buyer's phone for the enquiry form", { error });
    return null;
  }
}

/** The account an enquiry is filed under: a signed-in buyer's own (shown at /account/enquiries); anyone else's enquiry is filed under none. */
export function enquiringBuyerId(user: Actor | null): string | null {
  return user && can(user, "use:buyer-account") ? user.id : null;
}
