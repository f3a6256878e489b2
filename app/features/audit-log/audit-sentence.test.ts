import { describe, expect, it } from "vitest";
import { auditSentence, WORDED_AUDIT_ACTIONS, type AuditLine } from "./audit-sentence";

const agent = { actorEmail: "ana@example.test", actorName: "Ana Smith", actorRole: "agent" };
const admin = { actorEmail: "morgan@example.test", actorName: "Morgan Hale", actorRole: "admin" };

function line(entry: Partial<AuditLine> & Pick<AuditLine, "action">): AuditLine {
  return { ...agent, subjectType: "listing", subjectId: "00000000-0000-4000-8000-000000000001", subjectTitle: null, before: null, after: null, ...entry };
}

/** Every action the app records (each `recordAudit(` call's action, its variants spelled out). */
const RECORDED_ACTIONS = [
  "agent.add", "agent.update", "agent.status", "agent.move", "agent.delete",
  "blog.publish", "blog.unpublish", "blog.delete",
  "mail.resend", "crm.retry", "arrival-notes.save",
  "review.hide", "review.show", "review.delete",
  "lead.reassign", "lead.status", "lead.valuation",
  "listing.status", "listing.delete", "listing.edit", "listing.market", "listing.revision.approve", "listing.revision.reject",
  "listing.open-house.add", "listing.open-house.remove",
  "booking.approved", "booking.rejected", "booking.cancelled", "booking.cancelled_by_guest", "booking.released_unpaid",
  "rental.season.add", "rental.season.update", "rental.season.delete", "rental.holiday.add", "rental.holiday.update", "rental.holiday.delete", "rental.fees.update",
  "calendar.feed.add", "calendar.feed.remove", "calendar.export.regenerate",
  "payment.refunded", "payment.refunded_automatically", "payment.event_flagged", "stay_terms.saved",
  "owner.invite", "owner.stay.add", "owner.stay.remove", "owner.villa.link", "owner.contract.add", "owner.expense.add", "owner.payout.add", "owner.stripe-account.set", "owner.adjustment.add", "owner.statements.close",
  "user.approve", "user.disable", "user.enable", "user.role",
];

describe("auditSentence", () => {
  it("words a price change with who, what, and both amounts", () => {
    const entry = line({
      action: "listing.market",
      before: { title: "12 Coral Bay Rd", status: "Active", listPrice: 4_250_000, closePrice: null, closeDate: null },
      after: { title: "12 Coral Bay Rd", status: "Active", listPrice: 3_995_000, closePrice: null, closeDate: null },
    });
    expect(auditSentence(entry)).toBe("Agent Ana Smith changed the price of 12 Coral Bay Rd from $4,250,000 to $3,995,000.");
  });

  it("words the office's entries against an owner's money with the amount and the note", () => {
    const remitted = line({ ...admin, action: "trust.tax-remittance.add", subjectType: "ledger_entry", after: { amountCents: 412_550, coversFrom: "2026-10-01", coversTo: "2026-10-31", reference: "VI-2026-10" } });
    expect(auditSentence(remitted)).toBe("Administrator Morgan Hale recorded a hotel tax payment of $4,125.50 to the territory for Oct 1, 2026 to Oct 31, 2026 (VI-2026-10).");
    const drawn = line({ ...admin, action: "trust.brokerage-draw.add", subjectType: "ledger_entry", after: { amountCents: 900_000, reference: "OP-1042" } });
    expect(auditSentence(drawn)).toBe("Administrator Morgan Hale recorded a draw of $9,000 from the trust account to the brokerage (OP-1042).");
    const payout = line({ action: "owner.payout.add", subjectType: "user", subjectTitle: "Dana Whitfield", after: { amountCents: 125_050, note: "Advance for the roof" } });
    expect(auditSentence(payout)).toBe("Agent Ana Smith recorded a payout of $1,250.50 to Dana Whitfield: “Advance for the roof”.");
    const account = line({ ...admin, action: "owner.stripe-account.set", subjectType: "user", subjectTitle: "Dana Whitfield", before: { stripeAccountId: null }, after: { stripeAccountId: "acct_1AbCdEf234" } });
    expect(auditSentence(account)).toBe("Administrator Morgan Hale set the Stripe account for payouts of Dana Whitfield to acct_1AbCdEf234.");
    const changed = line({ ...admin, action: "owner.stripe-account.set", subjectType: "user", subjectTitle: "Dana Whitfield", before: { stripeAccountId: "acct_1AbCdEf234" }, after: { stripeAccountId: "acct_9ZyXwVu876" } });
    expect(auditSentence(changed)).toBe("Administrator Morgan Hale set the Stripe account for payouts of Dana Whitfield to acct_9ZyXwVu876 (was acct_1AbCdEf234).");
    const removed = line({ ...admin, action: "owner.stripe-account.set", subjectType: "user", subjectTitle: "Dana Whitfield", before: { stripeAccountId: "acct_1AbCdEf234" }, after: { stripeAccountId: null } });
    expect(auditSentence(removed)).toBe("Administrator Morgan Hale removed the Stripe account for payouts of Dana Whitfield (acct_1AbCdEf234).");
    const contract = line({ action: "owner.contract.add", subjectTitle: "Sugarbird Villa", after: { effectiveFrom: "2026-06-01", commissionBasisPoints: 1750 } });
    expect(auditSentence(contract)).toMatch(/^Agent Ana Smith added a management contract for Sugarbird Villa from .+, commission 17\.5%\.$/);
  });

  it("joins a price and a status change into one sentence, statuses as the site names them", () => {
    const entry = line({
      action: "listing.market",
      before: { title: "Sugarbird Villa", status: "Active", listPrice: 2_450_000 },
      after: { title: "Sugarbird Villa", status: "ActiveUnderContract", listPrice: 2_400_000 },
    });
    expect(auditSentence(entry)).toBe("Agent Ana Smith changed the price of Sugarbird Villa from $2,450,000 to $2,400,000 and its status from For Sale to Under Contract.");
  });

  it("names the record from the entry, else from its current title, never from a part's name", () => {
    const season = line({ ...admin, action: "rental.season.add", subjectTitle: "Hummingbird Hideaway", after: { name: "Winter high season" } });
    expect(auditSentence(season)).toBe("Administrator Morgan Hale added the season “Winter high season” to Hummingbird Hideaway.");
    const role = line({ ...admin, action: "user.role", subjectType: "user", before: { title: "Jordan Penn", role: "agent" }, after: { title: "Jordan Penn", role: "admin" } });
    expect(auditSentence(role)).toBe("Administrator Morgan Hale changed the role of Jordan Penn from agent to administrator.");
  });

  it("says who acted when no account did: Stripe, the payments job, the guest, or the e-mail kept", () => {
    const refund = line({ action: "payment.refunded_automatically", actorEmail: "stripe-webhook", actorName: null, actorRole: null, subjectType: "booking_request", after: { amountCents: 125_050 } });
    expect(auditSentence(refund)).toBe("Stripe refunded $1,250.50 of a booking automatically.");
    const released = line({ action: "booking.released_unpaid", actorEmail: "stay-payments-job", actorName: null, actorRole: null, subjectType: "booking_request", before: { checkIn: "2026-12-08", checkOut: "2026-12-13" } });
    expect(auditSentence(released)).toBe("The payments job released a booking for Dec 8, 2026 – Dec 13, 2026, unpaid, and freed its dates.");
    const gone = line({ action: "listing.delete", actorEmail: "former@example.test", actorName: null, actorRole: null, before: { title: "Old Cottage" } });
    expect(auditSentence(gone)).toBe("former@example.test deleted the listing Old Cottage.");
  });

  it("reads an action it has no wording for as words, never as its dotted code", () => {
    const sentence = auditSentence(line({ ...admin, action: "listing.photo_rotate", subjectTitle: "Sugarbird Villa", after: { angle: 90 } }));
    expect(sentence).toBe("Administrator Morgan Hale recorded “listing photo rotate” for Sugarbird Villa (angle).");
    expect(sentence).not.toContain("listing.photo_rotate");
    expect(auditSentence(line({ action: "widget.frob", subjectType: "widget", subjectTitle: null }))).toBe("Agent Ana Smith recorded “widget frob” for a widget record.");
  });

  it("has its own wording for every action the app records", () => {
    expect(RECORDED_ACTIONS.filter((action) => !WORDED_AUDIT_ACTIONS.includes(action))).toEqual([]);
    for (const action of RECORDED_ACTIONS) {
      const sentence = auditSentence(line({ action, before: { title: "Villa Sea Grape", status: "pending" }, after: { title: "Villa Sea Grape", status: "approved" } }));
      expect(sentence, action).toMatch(/^Agent Ana Smith [a-z].*\.$/);
      expect(sentence, action).not.toContain(action);
    }
  });
});
