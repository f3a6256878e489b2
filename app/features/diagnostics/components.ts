/** The diagnostics components, for routes and other features' pages; everything else is internal to it. */
export { DiagnosticsView } from "./diagnostics-view";
