import { listApprovedRentals } from "~/features/listings/public-listings.server";
import { getConfig } from "~/shared/config/env.server";
import type { RentalMenuItem } from "./rental-menu";

/**
 * What every page's shell needs from the server. Only public settings:
 * nothing secret may be added here, it is sent to the browser.
 */
export async function loadShellData() {
  const config = getConfig();
  // Spec §8: a failed rental fetch is only logged (runService did); the menu
  // stays empty and keeps showing its loading line.
  const rentals = await listApprovedRentals();
  const rentalMenu: RentalMenuItem[] = rentals.success ? rentals.data : [];
  return {
    publicUrl: config.publicUrl,
    environment: config.environment,
    version: config.version,
    analyticsMeasurementId: config.analyticsMeasurementId,
    chatWidgetSrc: config.chatWidgetSrc,
    rentalMenu,
  };
}
