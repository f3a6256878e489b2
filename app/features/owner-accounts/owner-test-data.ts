import type { AuditedActor } from "~/shared/access/permissions";
import type { ManagementContract } from "./contract-in-force";

/** 20% of rent, the cleaning fee to the brokerage, monthly payouts, from the start of 2026. */
export const TEST_CONTRACT: ManagementContract = { effectiveFrom: "2026-01-01", commissionBasisPoints: 2000, commissionAppliesTo: "rent", cleaningFeeTo: "brokerage", damageWaiverOwnerBasisPoints: 0, payoutSchedule: "monthly" };

/** A stay's stored quote: 4 nights at $500 and $250 cleaning, with 12.5% tax: $2,531.25. */
export const TEST_QUOTE = {
  nights: 4,
  lines: [
    { kind: "nights" as const, season: null, count: 4, rateCents: 50_000, amountCents: 200_000 },
    { kind: "cleaning" as const, amountCents: 25_000 },
  ],
  lodgingCents: 200_000,
  feesCents: 25_000,
  taxRate: 0.125,
  taxableCents: 225_000,
  taxCents: 28_125,
  totalCents: 253_125,
};

/** A users row as the acting user a service is called for. */
export const actorOf = (row: { id: string; email: string; role: AuditedActor["role"]; status: AuditedActor["status"] }): AuditedActor => ({ id: row.id, email: row.email, role: row.role, status: row.status });
