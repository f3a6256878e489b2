import { beforeEach, describe, expect, it } from "vitest";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import type { Actor, AuditedActor } from "~/shared/access/permissions";
import type { ManagementContract } from "./contract-in-force";
import { recordAdjustment, recordPayout } from "./owner-money.server";
import { closeStatements } from "./owner-statements.server";
import { readOwnerAccount } from "./read-owner-account.server";
import { addContractVersion, linkOwnerVilla } from "./villa-management.server";

// Mid-April 2026 on the island: March is the last month that has ended.
const NOW = new Date("2026-04-15T16:00:00Z");
const CONTRACT: ManagementContract = { effectiveFrom: "2026-01-01", commissionBasisPoints: 2000, commissionAppliesTo: "rent", cleaningFeeTo: "brokerage", damageWaiverOwnerBasisPoints: 5000, payoutSchedule: "monthly" };
const actorOf = (row: { id: string; email: string; role: Actor["role"]; status: Actor["status"] }): AuditedActor => ({ id: row.id, email: row.email, role: row.role, status: row.status });

let admin: AuditedActor;
let owner: AuditedActor;
let villaId: string;

beforeEach(async () => {
  admin = actorOf(await createTestAgent(undefined, "Office Admin", { role: "admin" }));
  owner = actorOf(await createTestAgent(undefined, "Villa Owner", { role: "owner", emailVerified: false }));
  villaId = (await createTestListing({ kind: "rental", title: "Villa Tamarind" })).id;
  await linkOwnerVilla(admin, owner.id, villaId);
});

describe("readOwnerAccount", () => {
  it("is for the office only: an agent and the owner themselves are refused", async () => {
    const agent = actorOf(await createTestAgent(undefined, "Some Agent"));
    expect(await readOwnerAccount(agent, owner.id, NOW)).toMatchObject({ success: false, code: "forbidden" });
    expect(await readOwnerAccount(owner, owner.id, NOW)).toMatchObject({ success: false, code: "forbidden" });
  });

  it("answers not found for an id that is no owner's, or no id at all", async () => {
    const agent = await createTestAgent(undefined, "Some Agent");
    expect(await readOwnerAccount(admin, agent.id, NOW)).toMatchObject({ success: false, code: "not_found" });
    expect(await readOwnerAccount(admin, "not-a-uuid", NOW)).toMatchObject({ success: false, code: "not_found" });
    expect(await readOwnerAccount(admin, "'; drop table users; --", NOW)).toMatchObject({ success: false, code: "not_found" });
  });

  it("reads the owner, balance, villas with their contract versions and the statements from the first posting through last month", async () => {
    await addContractVersion(admin, villaId, { ...CONTRACT, effectiveFrom: "2026-06-01", commissionBasisPoints: 1800 });
    await addContractVersion(admin, villaId, CONTRACT);
    await recordAdjustment(admin, owner.id, 50_000, "Opening balance carried over", new Date("2026-02-10T16:00:00Z"));
    await recordPayout(admin, { ownerId: owner.id, paidOn: "2026-03-05", amountCents: 20_000, method: "ach", reference: "ACH-1" }, NOW);
    expect((await closeStatements(admin, owner.id, "2026-02", NOW)).success).toBe(true);
    await recordAdjustment(admin, owner.id, -1_000, "Key replaced", NOW);

    const result = await readOwnerAccount(admin, owner.id, NOW);
    if (!result.success) throw new Error(result.error);
    const page = result.data;
    expect(page.owner).toMatchObject({ id: owner.id, name: "Villa Owner", invitationAccepted: false });
    expect(page.balanceCents).toBe(29_000);
    expect(page.villas).toEqual([{ id: villaId, name: "Villa Tamarind", contracts: [CONTRACT, { ...CONTRACT, effectiveFrom: "2026-06-01", commissionBasisPoints: 1800 }] }]);
    expect(page.months).toEqual([
      { month: "2026-03", status: "open", openingCents: 50_000, closingCents: 30_000 },
      { month: "2026-02", status: "closed", openingCents: 0, closingCents: 50_000 },
    ]);
    expect(page.lastMonth).toBe("2026-03");
    expect(page.years).toEqual([2026]);
  });

  it("lists a month closed before any posting, and no month for an owner with nothing posted", async () => {
    expect(await readOwnerAccount(admin, owner.id, NOW)).toMatchObject({ success: true, data: { months: [], balanceCents: 0 } });
    await closeStatements(admin, owner.id, "2026-03", NOW);
    const result = await readOwnerAccount(admin, owner.id, NOW);
    expect(result.success && result.data.months).toEqual([{ month: "2026-03", status: "closed", openingCents: 0, closingCents: 0 }]);
  });
});
