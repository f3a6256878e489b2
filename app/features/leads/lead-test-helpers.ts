import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";

/** A fixed clock for lead tests: Saturday 1 March 2031, 9:00 on St. John. */
export const NOW = new Date("2031-03-01T13:00:00Z");

export const buyer = { name: "Ada Lovelace", email: "ada@example.com", phone: "(340) 555-0142", message: "Is the seller open to offers? Can I see it next week?" };

/** Two agents, each with one approved listing of their own. */
export async function twoAgentsWithListings() {
  const maya = await createTestAgent("maya@agents.example", "Maya Charles");
  const omar = await createTestAgent("omar@agents.example", "Omar Penn");
  const mayaListing = await createTestListing({ title: "Sea Grape Cottage", area: "Chocolate Hole", agentId: maya.id });
  const omarListing = await createTestListing({ title: "Hillside Lot", agentId: omar.id });
  return { maya, omar, mayaListing, omarListing };
}

/** A session user as the services see an agent. */
export const viewerOf = (agent: { id: string; email: string }, role: "agent" | "admin" = "agent") => ({ id: agent.id, email: agent.email, emailVerified: true, role, status: "active" as const });
