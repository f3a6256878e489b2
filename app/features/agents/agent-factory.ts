import type { AgentInput } from "./agent-schema";

let sequence = 0;

/** Valid agent fields for tests; each call gets its own e-mail. */
export function agentFields(overrides: Partial<AgentInput> = {}): AgentInput {
  sequence++;
  return {
    name: `Test Agent ${sequence}`,
    title: "Sales Agent",
    email: `agent-${sequence}@example.test`,
    phone: "(340) 555-0100",
    bio: "Knows the island.\n\nAnswers quickly.",
    languages: "English, Spanish",
    specialities: "Villas",
    status: "active",
    ...overrides,
  };
}
