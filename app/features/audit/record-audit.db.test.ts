import { describe, expect, it } from "vitest";
import { forbidden } from "~/shared/access/permissions";
import { AUDIT_READER } from "./audit-test-helpers";
import { listRecentAudit, recordAudit } from "./record-audit.server";

const entry = {
  actor: { id: null, email: "admin@example.test" },
  action: "listing.status",
  subject: { type: "listing", id: "00000000-0000-4000-8000-000000000001" },
  after: { reviewStatus: "approved" },
};

describe("the review log", () => {
  it("is read only by those who review listings: an agent, a buyer or an administrator not yet approved sees nothing of it", async () => {
    await recordAudit(entry);
    expect(await listRecentAudit({ ...AUDIT_READER, role: "agent" })).toEqual(forbidden());
    expect(await listRecentAudit({ ...AUDIT_READER, role: "buyer" })).toEqual(forbidden());
    expect(await listRecentAudit({ ...AUDIT_READER, status: "pending" })).toEqual(forbidden());
    expect(await listRecentAudit({ ...AUDIT_READER, status: "disabled" })).toEqual(forbidden());

    const read = await listRecentAudit(AUDIT_READER);
    expect(read).toMatchObject({ success: true, data: [{ actorEmail: "admin@example.test", action: "listing.status", after: { reviewStatus: "approved" } }] });
  });
});
