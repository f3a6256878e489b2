/** What other parts of the app may use of stay-mail on the server; everything else is internal to it. */
export { handleArrivalNotesForm, listArrivalNotesRentals, loadArrivalNotes, type ArrivalNotesRental } from "./arrival-notes.server";
export { runStayMail, startStayMail } from "./stay-mail-job.server";
export { seedDemoStays } from "./seed-stay-mail.server";
