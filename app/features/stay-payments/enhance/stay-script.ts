/** The guest's booking page's island (docs/decisions/0050): no React runs here. */
import { followPaymentConfirmation } from "./stay-island";

followPaymentConfirmation();
