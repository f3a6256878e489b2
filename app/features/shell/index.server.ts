/** What other parts of the app may use of shell on the server; everything else is internal to it. */
export { loadShellData } from "./shell-data.server";
export { personalFor } from "./personal.server";
export type { PersonalAnswer } from "./personal.server";
export { sessionTokenIn } from "~/features/accounts/index.server";
