/** The testimonials page's island (docs/decisions/0050): the live list of reviews; no React runs here. */
import { followLiveReviews } from "./live-reviews-island";

followLiveReviews();
