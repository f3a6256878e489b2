import { describe, expect, it } from "vitest";
import { contractInForce } from "./contract-in-force";

const versions = [
  { effectiveFrom: "2026-06-01", name: "summer terms" },
  { effectiveFrom: "2025-01-01", name: "first" },
  { effectiveFrom: "2027-01-01", name: "new year" },
];

describe("contractInForce", () => {
  it("takes the latest version dated on or before the checkout, whatever the order given", () => {
    expect(contractInForce(versions, "2026-05-31")?.name).toBe("first");
    expect(contractInForce(versions, "2026-06-01")?.name).toBe("summer terms");
    expect(contractInForce(versions, "2026-12-31")?.name).toBe("summer terms");
    expect(contractInForce(versions, "2027-03-15")?.name).toBe("new year");
  });

  it("answers null for a checkout before the first contract", () => {
    expect(contractInForce(versions, "2024-12-31")).toBeNull();
    expect(contractInForce([], "2026-01-01")).toBeNull();
  });
});
