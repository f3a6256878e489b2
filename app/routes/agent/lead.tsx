/** Placeholder until this page is built. */
export default function AgentLeadPage() {
  return null;
}
