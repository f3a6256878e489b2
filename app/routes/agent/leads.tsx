/** Placeholder until this page is built. */
export default function AgentLeadsPage() {
  return null;
}
