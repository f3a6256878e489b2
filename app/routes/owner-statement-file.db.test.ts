import { PDFDocument } from "pdf-lib";
import { beforeEach, describe, expect, it } from "vitest";
import { createSession, sessionCookie } from "~/features/accounts/session.server";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { addContractVersion, closeStatements, linkOwnerVilla, recordExpense, settleOwnerStays } from "~/features/owner-accounts/index.server";
import { stayPayments } from "~/features/stay-payments/stay-account.table";
import { insertBookingRequest } from "~/features/stays/index.server";
import type { AuditedActor } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { loader } from "./owner-statement-file";
import { TEST_QUOTE, actorOf } from "~/features/owner-accounts/owner-test-data";


let admin: AuditedActor;
let owner: AuditedActor;
const cookies: Record<string, string> = {};


async function cookieOf(id: string) {
  const session = await createSession(id);
  return sessionCookie(session.token, session.expiresAt).split(";")[0]!;
}

beforeEach(async () => {
  admin = actorOf(await createTestAgent(undefined, "Office Admin", { role: "admin" }));
  owner = actorOf(await createTestAgent(undefined, "Caroline Moss", { role: "owner" }));
  const other = actorOf(await createTestAgent(undefined, "Julian Brathwaite", { role: "owner" }));
  const villaId = (await createTestListing({ kind: "rental", title: "Villa Marisol" })).id;
  await linkOwnerVilla(admin, owner.id, villaId);
  await addContractVersion(admin, villaId, { effectiveFrom: "2025-01-01", commissionBasisPoints: 2000, commissionAppliesTo: "rent", cleaningFeeTo: "brokerage", damageWaiverOwnerBasisPoints: 0, payoutSchedule: "monthly" });
  const booking = await insertBookingRequest(getDb(), { listingId: villaId, source: "rental", checkIn: "2025-03-01", checkOut: "2025-03-05", guests: 2, guestName: "Maria Lopez", email: "maria@example.com", quote: TEST_QUOTE, status: "approved" });
  await getDb().insert(stayPayments).values({ bookingRequestId: booking.id, kind: "full", amountCents: 253_125, status: "succeeded", settledAt: new Date("2025-02-10T15:00:00Z") });
  await settleOwnerStays(admin);
  await recordExpense(admin, { ownerId: owner.id, listingId: villaId, spentOn: "2025-03-08", vendor: "=Island Pools", category: "Pool service", amountCents: 18_500 });
  expect((await closeStatements(admin, owner.id, "2025-03")).success).toBe(true);
  cookies.admin = await cookieOf(admin.id);
  cookies.owner = await cookieOf(owner.id);
  cookies.other = await cookieOf(other.id);
});

async function get(path: string, who: keyof typeof cookies, params: Record<string, string>): Promise<Response> {
  const request = new Request(`http://localhost${path}`, { headers: { cookie: cookies[who]! } });
  try {
    return (await loader({ request, params, context: {}, matches: [] } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("a statement's files", () => {
  it("gives the signed-in owner their month as CSV and PDF, as private attachments", async () => {
    const csv = await get("/owner/statements/2025-03/statement.csv", "owner", { month: "2025-03" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="statement-2025-03.csv"');
    expect(csv.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await csv.text();
    expect(text).toContain("\r\nStay,2025-03-05,");
    expect(text).toContain("Pool service: =Island Pools, Villa Marisol");
    expect(text).toMatch(/\r\nClosing balance,2025-03-31,Balance at the end of the month,,,,,,1415\.00\r\n$/);

    const pdf = await get("/owner/statements/2025-03/statement.pdf", "owner", { month: "2025-03" });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe('attachment; filename="statement-2025-03.pdf"');
    const loaded = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(loaded.getTitle()).toBe("Owner statement for March 2025 — Sugar Apple Realty");
  });

  it("gives the office any owner's month, and another owner only their own", async () => {
    const office = await get(`/admin/owners/${owner.id}/statements/2025-03/statement.pdf`, "admin", { ownerId: owner.id, month: "2025-03" });
    expect(office.status).toBe(200);
    const other = await get("/owner/statements/2025-03/statement.csv", "other", { month: "2025-03" });
    expect(other.status).toBe(200);
    expect(await other.text()).not.toContain("Stay,");
    const asOffice = await get(`/admin/owners/${owner.id}/statements/2025-03/statement.csv`, "other", { ownerId: owner.id, month: "2025-03" });
    expect(asOffice.status).toBe(302);
    expect(asOffice.headers.get("Location")).toBe("/login");
  });

  it("answers 404 for a month that is not one or has not begun, and for an owner that is not there", async () => {
    for (const month of ["2025-13", "march", "2999-01", "2025-3"]) {
      expect((await get(`/owner/statements/${month}/statement.csv`, "owner", { month })).status, month).toBe(404);
    }
    for (const ownerId of ["not-an-id", "00000000-0000-4000-8000-000000000000"]) {
      expect((await get(`/admin/owners/${ownerId}/statements/2025-03/statement.pdf`, "admin", { ownerId, month: "2025-03" })).status, ownerId).toBe(404);
    }
  });
});
