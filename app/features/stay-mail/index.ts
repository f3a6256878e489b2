/** What other parts of the app may use of stay-mail (safe in the browser); everything else is internal to it. */
export { ARRIVAL_NOTE_MAX } from "./arrival-notes-schema";
export { ARRIVAL_NOTE_SECTIONS } from "./arrival-mail";
