/** What other features may use of testimonials on the server; everything else is internal to it. */
export { reviewSubmissions } from "./review.table";
