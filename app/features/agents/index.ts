/** What other parts of the app may use of agents (safe in the browser); everything else is internal to it. */
export { agentDescription, agentJsonLd } from "./agent-structured-data";
