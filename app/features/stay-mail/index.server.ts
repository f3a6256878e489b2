/** What other parts of the app may use of stay-mail on the server; everything else is internal to it. */
export { handleArrivalNotesForm, listArrivalNotesRentals, loadArrivalNotes } from "./arrival-notes.server";
export type { ArrivalNotesRental } from "./arrival-notes.server";
export { runStayMail, startStayMail, hashReviewToken } from "./stay-mail-job.server";
export { seedDemoStays } from "./seed-stay-mail.server";
