/** What other parts of the app may use of stays on the server; everything else is internal to it. */
export { handleArrivalNotesForm, listArrivalNotesRentals, loadArrivalNotes } from "./arrival-notes.server";
export type { ArrivalNotesRental } from "./arrival-notes.server";
export { runStayMail, startStayMail } from "./stay-mail-job.server";
export { checkReviewInvitation, handleStayReviewForm } from "./stay-review.server";
export type { InvitationState, StayReviewReply } from "./stay-review.server";
export { seedDemoStays } from "./seed-stays.server";
