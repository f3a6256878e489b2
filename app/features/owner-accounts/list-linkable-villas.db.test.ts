import { describe, expect, it } from "vitest";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import type { Actor, AuditedActor } from "~/shared/access/permissions";
import { listLinkableVillas } from "./list-linkable-villas.server";
import { linkOwnerVilla } from "./villa-management.server";

const actorOf = (row: { id: string; email: string; role: Actor["role"]; status: Actor["status"] }): AuditedActor => ({ id: row.id, email: row.email, role: row.role, status: row.status });

describe("listLinkableVillas", () => {
  it("is for the office only: an agent is refused", async () => {
    const agent = actorOf(await createTestAgent(undefined, "Some Agent"));
    expect(await listLinkableVillas(agent)).toMatchObject({ success: false, code: "forbidden" });
  });

  it("lists the rentals no owner's management covers, by the name the rental goes by", async () => {
    const admin = actorOf(await createTestAgent(undefined, "Office Admin", { role: "admin" }));
    const owner = await createTestAgent(undefined, "Villa Owner", { role: "owner" });
    const named = await createTestListing({ kind: "rental", title: "Zz listing title", propertyInfo: { name: "Villa Arawak" } });
    const plain = await createTestListing({ kind: "rental", title: "Villa Bougainvillea" });
    const managed = await createTestListing({ kind: "rental", title: "Villa Already Managed" });
    await createTestListing({ kind: "sale", title: "A House For Sale" });
    await linkOwnerVilla(admin, owner.id, managed.id);

    expect(await listLinkableVillas(admin)).toEqual({
      success: true,
      data: [
        { id: named.id, name: "Villa Arawak" },
        { id: plain.id, name: "Villa Bougainvillea" },
      ],
    });
  });
});
