import { describe, expect, it } from "vitest";
import { forbidden } from "~/shared/access/permissions";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { getDb } from "~/shared/db/client.server";
import { readAuditLogFilter } from "./audit-log-filter";
import { auditLog } from "~/features/audit/audit.table";
import { AUDIT_READER } from "~/features/audit/audit-test-helpers";
import { latestAuditLog, listAuditLog } from "./list-audit-log.server";
import { recordAudit } from "~/features/audit/index.server";
import { users } from "~/features/accounts/user.table";
import { listings } from "~/features/listings/listing.table";
import { eq } from "drizzle-orm";
import fc from "fast-check";

/** The log as the page reads it for an address's query string, listings named by the listings feature as the page's route does. */
async function read(search = "", actor: Parameters<typeof listAuditLog>[0] = AUDIT_READER) {
  const { filter, query } = readAuditLogFilter(new URLSearchParams(search));
  return listAuditLog(actor, filter, query);
}

async function sentences(search = "") {
  const result = await read(search);
  if (!result.success) throw new Error(result.error);
  return result.data.entries.rows.map((row) => row.sentence);
}

/** An entry written at a given moment (the service stamps the present one). */
async function entryAt(createdAt: string, values: { email: string; id?: string | null; action: string; title: string }, subjectId = "00000000-0000-4000-8000-0000000000aa") {
  await getDb()
    .insert(auditLog)
    .values({ actorId: values.id ?? null, actorEmail: values.email, action: values.action, subjectType: "listing", subjectId, before: { title: values.title }, createdAt: new Date(createdAt) });
}

describe("the audit log", () => {
  it("tells each change as a sentence naming who did it and the record, newest first", async () => {
    const ana = await createTestAgent("ana@example.test", "Ana Smith");
    const listing = await createTestListing({ title: "12 Coral Bay Rd" });
    await recordAudit({
      actor: { id: ana.id, email: ana.email },
      action: "listing.market",
      subject: { type: "listing", id: listing.id },
      before: { title: "12 Coral Bay Rd", status: "Active", listPrice: 4_250_000, closePrice: null, closeDate: null },
      after: { title: "12 Coral Bay Rd", status: "Active", listPrice: 3_995_000, closePrice: null, closeDate: null },
    });
    // A rental's rates carry no title: the listing's current one names it.
    await recordAudit({ actor: { id: ana.id, email: ana.email }, action: "rental.fees.update", subject: { type: "listing", id: listing.id }, after: { cleaningFee: 250, damageWaiverCents: null } });

    expect(await sentences()).toEqual([
      "Agent Ana Smith set the fees of 12 Coral Bay Rd: cleaning $250, damage waiver none.",
      "Agent Ana Smith changed the price of 12 Coral Bay Rd from $4,250,000 to $3,995,000.",
    ]);
  });

  it("tells each change with the names of its time: renaming an agent, an account or a listing later leaves earlier entries as they were", async () => {
    const ana = await createTestAgent("ana@example.test", "Ana Smith");
    const dana = await createTestAgent("dana@example.test", "Dana Whitfield", { role: "owner" });
    const listing = await createTestListing({ title: "Sugarbird Villa" });
    const actor = { id: ana.id, email: ana.email };
    await recordAudit({ actor, action: "rental.fees.update", subject: { type: "listing", id: listing.id }, after: { cleaningFee: 250, damageWaiverCents: null } });
    await recordAudit({ actor, action: "owner.payout.add", subject: { type: "user", id: dana.id }, after: { amountCents: 125_050, note: "Roof" } });
    await getDb().update(users).set({ name: "Ana Smith-Jones", role: "admin" }).where(eq(users.id, ana.id));
    await getDb().update(users).set({ name: "Dana Ross" }).where(eq(users.id, dana.id));
    await getDb().update(listings).set({ title: "Sugarbird House" }).where(eq(listings.id, listing.id));
    await recordAudit({ actor, action: "rental.fees.update", subject: { type: "listing", id: listing.id }, after: { cleaningFee: 300, damageWaiverCents: null } });

    expect(await sentences()).toEqual([
      "Administrator Ana Smith-Jones set the fees of Sugarbird House: cleaning $300, damage waiver none.",
      "Agent Ana Smith recorded a payout of $1,250.50 to Dana Whitfield: “Roof”.",
      "Agent Ana Smith set the fees of Sugarbird Villa: cleaning $250, damage waiver none.",
    ]);
  });

  it("for any order of renames and entries, each entry names its actor and listing as they were when it was written", async () => {
    const agent = await createTestAgent("lee@example.test", "Lee Start");
    const listing = await createTestListing({ title: "Start Villa" });
    const step = fc.oneof(
      // A name or title is never blank: the listings table refuses a title of spaces.
      fc.record({ rename: fc.constantFrom("actor", "listing") as fc.Arbitrary<"actor" | "listing">, to: fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== "") }),
      fc.constant({ write: true as const }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        await getDb().delete(auditLog);
        let actorName = "Lee Start";
        let title = "Start Villa";
        await getDb().update(users).set({ name: actorName }).where(eq(users.id, agent.id));
        await getDb().update(listings).set({ title }).where(eq(listings.id, listing.id));
        const expected: { actorName: string; subjectTitle: string }[] = [];
        for (const [index, next] of steps.entries()) {
          if ("write" in next) {
            await entryAt(`2026-05-01T12:00:${String(index).padStart(2, "0")}Z`, { email: agent.email, id: agent.id, action: "rental.fees.update", title: "" }, listing.id);
            expected.unshift({ actorName, subjectTitle: title });
          } else if (next.rename === "actor") {
            actorName = next.to;
            await getDb().update(users).set({ name: actorName }).where(eq(users.id, agent.id));
          } else {
            title = next.to;
            await getDb().update(listings).set({ title }).where(eq(listings.id, listing.id));
          }
          // Read after every step, as the dashboard's Activity is after every change: entries it told before are kept.
          const rows = await latestAuditLog(AUDIT_READER, 50);
          expect(rows.success && rows.data.map(({ actorName, subjectTitle }) => ({ actorName, subjectTitle }))).toEqual(expected);
        }
      }),
      { numRuns: 25 },
    );
  });

  it("forgets the names of a deleted account: its entries keep only the e-mail and the record they kept before", async () => {
    const buyer = await createTestAgent("pat@example.test", "Pat Doe", { role: "buyer" });
    const morgan = await createTestAgent("morgan@example.test", "Morgan Hale", { role: "admin" });
    await recordAudit({ actor: { id: buyer.id, email: buyer.email }, action: "listing.delete", subject: { type: "listing", id: "00000000-0000-4000-8000-0000000000aa" }, before: { title: "Old Cottage" } });
    await recordAudit({ actor: { id: morgan.id, email: morgan.email }, action: "user.disable", subject: { type: "user", id: buyer.id } });
    // Told once with the names, as the dashboard's Activity shows them, so that the next read must notice the change.
    const told = await latestAuditLog(AUDIT_READER, 5);
    expect(told.success && told.data[1]?.sentence).toBe("Buyer Pat Doe deleted the listing Old Cottage.");
    await getDb().delete(users).where(eq(users.id, buyer.id));

    const rows = await latestAuditLog(AUDIT_READER, 5);
    expect(rows.success && rows.data.map(({ actorName, actorRole, subjectTitle }) => ({ actorName, actorRole, subjectTitle }))).toEqual([
      { actorName: "Morgan Hale", actorRole: "admin", subjectTitle: null },
      { actorName: null, actorRole: null, subjectTitle: null },
    ]);
    expect(rows.success && rows.data[1]?.sentence).toBe("pat@example.test deleted the listing Old Cottage.");
  });

  it("narrows by who, by kind of action and by island days, both ends included", async () => {
    const morgan = await createTestAgent("morgan@example.test", "Morgan Hale", { role: "admin" });
    // 04:30 UTC on March 1 is 12:30 AM on the island (UTC−4), the first hour of its day.
    await entryAt("2026-03-01T04:30:00Z", { email: morgan.email, id: morgan.id, action: "listing.delete", title: "First Day Cottage" });
    await entryAt("2026-03-02T03:30:00Z", { email: "ana@example.test", action: "user.approve", title: "Late Evening Account" });
    await entryAt("2026-03-03T12:00:00Z", { email: morgan.email, id: morgan.id, action: "blog.publish", title: "Beach Days" });

    expect(await sentences(`actor=${encodeURIComponent(morgan.email)}`)).toEqual([
      "Administrator Morgan Hale published the blog post Beach Days.",
      "Administrator Morgan Hale deleted the listing First Day Cottage.",
    ]);
    expect(await sentences("kind=accounts")).toEqual(["ana@example.test approved the account of Late Evening Account."]);
    // 03:30 UTC on March 2 is 11:30 PM on March 1 on the island.
    expect(await sentences("from=2026-03-01&to=2026-03-01")).toEqual([
      "ana@example.test approved the account of Late Evening Account.",
      "Administrator Morgan Hale deleted the listing First Day Cottage.",
    ]);
    expect(await sentences("from=2026-03-03&to=2026-03-02")).toEqual(["Administrator Morgan Hale published the blog post Beach Days."]);
    expect(await sentences("from=2026-03-02&kind=listings")).toEqual([]);
    // Unreadable filters are not applied.
    expect(await sentences("kind=listing.delete&from=2026-02-30&actor=%00")).toHaveLength(3);

    const result = await read();
    expect(result.success && result.data.actors).toEqual([
      { email: "ana@example.test", name: null },
      { email: "morgan@example.test", name: "Morgan Hale" },
    ]);
  });

  it("pages 25 entries at a time, the last page clamped", async () => {
    for (let n = 0; n < 30; n += 1) await entryAt(`2026-04-01T12:${String(n).padStart(2, "0")}:00Z`, { email: "ana@example.test", action: "listing.delete", title: `Lot ${n}` });
    const first = await read();
    const last = await read("page=9");
    expect(first.success && { total: first.data.entries.total, pageCount: first.data.entries.pageCount, rows: first.data.entries.rows.length }).toEqual({ total: 30, pageCount: 2, rows: 25 });
    expect(last.success && last.data.entries.rows.map((row) => row.sentence)).toEqual([4, 3, 2, 1, 0].map((n) => `ana@example.test deleted the listing Lot ${n}.`));
    const latest = await latestAuditLog(AUDIT_READER, 2);
    expect(latest.success && latest.data.map((row) => row.sentence)).toEqual([29, 28].map((n) => `ana@example.test deleted the listing Lot ${n}.`));
  });

  it("is read by administrators only: an agent, a buyer or an administrator not yet approved or disabled is refused", async () => {
    await entryAt("2026-03-01T12:00:00Z", { email: "ana@example.test", action: "listing.delete", title: "Hidden" });
    for (const actor of [
      { ...AUDIT_READER, role: "agent" as const },
      { ...AUDIT_READER, role: "buyer" as const },
      { ...AUDIT_READER, status: "pending" as const },
      { ...AUDIT_READER, status: "disabled" as const },
    ]) {
      expect(await read("", actor)).toEqual(forbidden());
      expect(await latestAuditLog(actor, 10)).toEqual(forbidden());
    }
  });
});
