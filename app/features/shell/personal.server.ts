import { clearedSessionCookie, cookieSession } from "~/features/accounts/index.server";
import { countFavourites } from "~/features/favourites/index.server";
import type { Personal } from "./personal";

export type PersonalAnswer = {
  personal: Personal;
  /** The session cookie again with its new expiry, or cleared when it names no live session; null to leave it. */
  setCookie: string | null;
};

/**
 * The visitor's own parts of a page for a request's Cookie header: who they
 * are, how many listings a buyer saved, a buyer's form details. Asking
 * extends the session as a page would; a session cookie that names no live
 * session is cleared, so the page stops asking.
 */
export async function personalFor(cookieHeader: string | null | undefined, now = new Date()): Promise<PersonalAnswer> {
  const active = await cookieSession(cookieHeader, now);
  if (!active) return { personal: { signedIn: false }, setCookie: clearedSessionCookie() };
  const { user } = active;
  const buyer = user.role === "buyer";
  const saved = buyer ? await countFavourites(user.id) : null;
  return {
    personal: {
      signedIn: true,
      role: user.role,
      email: user.email,
      hint: active.session.hint,
      savedCount: buyer ? (saved?.success ? saved.count : 0) : null,
      details: buyer ? { name: user.name, email: user.email, phone: user.phone ?? null } : null,
    },
    setCookie: active.setCookie,
  };
}
