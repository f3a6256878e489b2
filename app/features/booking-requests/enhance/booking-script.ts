/** The rental and villa pages' booking island (docs/decisions/0050): no React runs here. */
import { enhanceBookingPanel } from "./booking-island";

enhanceBookingPanel();
