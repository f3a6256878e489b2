/** What other parts of the app may use of diagnostics on the server; everything else is internal to it. */
export { loadDiagnostics } from "./diagnostics.server";
