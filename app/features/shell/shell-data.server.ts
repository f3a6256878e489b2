import type { UserRole } from "~/shared/access/user-rules";
import { getRequestSession, refreshedSessionCookie } from "~/features/accounts/index.server";
import { listRentalMenu } from "~/features/listings/index.server";
import { keptUntilContentChanges } from "~/shared/cache/content-memo.server";
import { getConfig } from "~/shared/config/env.server";
import { NO_RENTALS, type RentalMenuList } from "./rental-menu";

/**
 * Who is signed in, for the interface only (side menu, the staff layout's
 * bar, the browser's local-storage hints). `hint` is a random id stored on
 * the session row, never the cookie's token.
 */
export type ShellSession = { role: UserRole; name: string; email: string; hint: string };

/** The rental menu is on every page and changes only with the rentals: read once per content change. */
const readRentalMenu = keptUntilContentChanges(() => listRentalMenu(), (result) => result.success);

/**
 * What every page's shell needs from the server: `shell` holds only public
 * settings (nothing secret may be added there, it is sent to the browser);
 * `setCookie`, never sent as data, is the header that re-sends the session
 * cookie when the session was just extended.
 */
export async function loadShellData(request: Request) {
  const config = getConfig();
  // A failed rental read is only logged (runService did); the menu stays
  // empty and keeps showing its loading line.
  const [rentals, active] = await Promise.all([readRentalMenu(), getRequestSession(request)]);
  const session: ShellSession | null = active
    ? { role: active.user.role, name: active.user.name, email: active.user.email, hint: active.session.hint }
    : null;
  const rentalMenu: RentalMenuList = rentals.success ? { items: rentals.data, total: rentals.total } : NO_RENTALS;
  const shell = {
    publicUrl: config.publicUrl,
    environment: config.environment,
    version: config.version,
    analyticsMeasurementId: config.analyticsMeasurementId,
    chatWidgetSrc: config.chatWidgetSrc,
    /** The footer's legal notices: the brokerage's legal name, broker of record and licenses (public by law). */
    brokerage: config.brokerage,
    rentalMenu,
    session,
  };
  return { shell, setCookie: refreshedSessionCookie(request, active) };
}
