/** What other parts of the app may use of shell on the server; everything else is internal to it. */
export { loadShellData } from "./shell-data.server";
