import { beforeEach, describe, expect, it } from "vitest";
import { inviteOwner } from "~/features/accounts/index.server";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import type { Actor, AuditedActor } from "~/shared/access/permissions";
import { listOwners } from "./list-owners.server";
import { recordAdjustment } from "./owner-money.server";
import { linkOwnerVilla } from "./villa-management.server";

const NOW = new Date("2026-04-15T16:00:00Z");
const actorOf = (row: { id: string; email: string; role: Actor["role"]; status: Actor["status"] }): AuditedActor => ({ id: row.id, email: row.email, role: row.role, status: row.status });

let admin: AuditedActor;

beforeEach(async () => {
  admin = actorOf(await createTestAgent(undefined, "Office Admin", { role: "admin" }));
});

describe("listOwners", () => {
  it("is for the office only: an agent is refused", async () => {
    const agent = actorOf(await createTestAgent(undefined, "Some Agent"));
    expect(await listOwners(agent)).toMatchObject({ success: false, code: "forbidden" });
  });

  it("lists every owner by name with whether they accepted the invitation, their villas and their balance", async () => {
    const invited = await inviteOwner(admin, { name: "Zora Owner", email: "zora@example.test" }, NOW);
    if (!invited.success) throw new Error(invited.error);
    const accepted = await createTestAgent("ann@example.test", "Ann Owner", { role: "owner", emailVerified: true });
    const seaGrape = await createTestListing({ kind: "rental", title: "Villa Sea Grape" });
    const bayRum = await createTestListing({ kind: "rental", title: "Villa Bay Rum" });
    await linkOwnerVilla(admin, accepted.id, seaGrape.id);
    await linkOwnerVilla(admin, accepted.id, bayRum.id);
    expect((await recordAdjustment(admin, accepted.id, 12_550, "Opening balance carried over", NOW)).success).toBe(true);
    await createTestAgent(undefined, "Not An Owner");

    const result = await listOwners(admin);
    if (!result.success) throw new Error(result.error);
    expect(result.data).toEqual([
      {
        id: accepted.id,
        name: "Ann Owner",
        email: "ann@example.test",
        phone: null,
        invitationAccepted: true,
        villas: [
          { id: bayRum.id, name: "Villa Bay Rum" },
          { id: seaGrape.id, name: "Villa Sea Grape" },
        ],
        balanceCents: 12_550,
      },
      { id: invited.id, name: "Zora Owner", email: "zora@example.test", phone: null, invitationAccepted: false, villas: [], balanceCents: 0 },
    ]);
  });

  it("counts an account a villa is managed for as an owner, whatever its role", async () => {
    const buyer = await createTestAgent(undefined, "Buyer With A Villa", { role: "buyer" });
    await linkOwnerVilla(admin, buyer.id, (await createTestListing({ kind: "rental" })).id);
    const result = await listOwners(admin);
    expect(result.success && result.data.map((owner) => owner.id)).toEqual([buyer.id]);
  });
});
