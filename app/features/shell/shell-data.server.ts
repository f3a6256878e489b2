import { getConfig } from "~/shared/config/env.server";
import type { RentalMenuItem } from "./rental-menu";

/**
 * What every page's shell needs from the server. Only public settings:
 * nothing secret may be added here, it is sent to the browser.
 */
export async function loadShellData() {
  const config = getConfig();
  const rentalMenu: RentalMenuItem[] = [];
  return {
    publicUrl: config.publicUrl,
    environment: config.environment,
    version: config.version,
    analyticsMeasurementId: config.analyticsMeasurementId,
    chatWidgetSrc: config.chatWidgetSrc,
    rentalMenu,
  };
}
