import { describe, expect, it } from "vitest";
import { britishSpellings } from "~/shared/copy/spelling-test-helpers";
import { agentRegistrationMail, existingAccountNotice } from "~/features/accounts/register.server";
import { approvalMail } from "~/features/accounts/manage-users.server";
import { passwordResetMail } from "~/features/accounts/password-reset.server";
import { verificationMail } from "~/features/accounts/email-verification.server";
import { decisionMail, requestNotificationMail, requestReceivedMail } from "~/features/bookings/booking-mail";
import {
  agreementCopyMail,
  balanceFailedMail,
  datesReleasedMail,
  eventFlaggedMail,
  paymentReceivedMail,
  paymentRequestMail,
  refundedAfterCancellationMail,
  stayCancelledMail,
} from "~/features/bookings/payments/stay-mail";
import { contactNotificationMail } from "~/features/contact/send-contact-message.server";
import { enquiryNotificationMail, enquiryReceivedMail, leadAssignedMail, showingAgentMail, showingBuyerMail } from "~/features/leads/lead-mail";
import { BUILT_IN_TEMPLATES } from "~/features/leads/lead-templates";
import { digestMail } from "~/features/leads/task-digest.server";
import { alertMail } from "~/features/saved-searches/alert-mail";
import { preArrivalMail, reviewRequestMail } from "~/features/stays/stay-mail";

/**
 * Every e-mail the site writes is American English, like its pages: each
 * builder is called with sample data in each of its variants, and its
 * subject, text and HTML are read for British spellings.
 */
type Mail = { subject: string; text: string; html?: string };

const AT = new Date("2026-03-14T14:30:00Z");
const stay = { propertyName: "Sea Grape Villa", checkIn: "2026-04-10", checkOut: "2026-04-17", guests: 4 };
const quote = null;
const listing = { listingTitle: "Sea Grape Cottage", listingUrl: "https://sugarapple.example/property/1" };
const enquiry = { ...listing, name: "Ada Lovelace", email: "ada@example.com", phone: null, message: "Is it free?", showingTimes: [AT], receivedAt: AT, leadUrl: "https://sugarapple.example/agent/leads/1" };
const policy = ["Canceled 30 days or more before arrival: 100% back", "Later: nothing back"];

const MAILS: Record<string, Mail> = {
  "agent registration": agentRegistrationMail({ name: "Maya Stone", email: "maya@example.com" }),
  "existing account": existingAccountNotice("ada@example.com", "create a buyer account", "Someone tried to create an account with your e-mail address"),
  "account approved": approvalMail({ name: "Maya Stone", email: "maya@example.com" }),
  "password reset": passwordResetMail("ada@example.com", "a".repeat(43)),
  "verification, buyer": verificationMail("ada@example.com", "a".repeat(43), "buyer"),
  "verification, agent": verificationMail("ada@example.com", "a".repeat(43), "agent"),
  "booking request received": requestReceivedMail({ ...stay, guestName: "Ada", quote }),
  "booking request to the office": requestNotificationMail({ ...stay, guestName: "Ada", quote, email: "ada@example.com", phone: null, message: "", reviewUrl: "https://x.example/r", guestMailed: false }),
  ...Object.fromEntries((["approved", "rejected", "cancelled"] as const).map((decision) => [`booking ${decision}`, decisionMail({ ...stay, guestName: "Ada", quote }, decision, "See you soon")])),
  "payment request, deposit": paymentRequestMail(stay, { totalCents: 500_000, depositCents: 150_000, depositDueAt: AT, schedule: "deposit_and_balance", balanceDueOn: "2026-03-11", policy, agreement: true }, "https://x.example/stay", "Welcome"),
  "payment request, in full": paymentRequestMail(stay, { totalCents: 500_000, depositCents: 500_000, depositDueAt: AT, schedule: "in_full", balanceDueOn: null, policy, agreement: false }, "https://x.example/stay", ""),
  "agreement copy": agreementCopyMail({ propertyName: stay.propertyName, version: 2, body: "Check-out: 10:00 AM\n\nNo parties.", signedName: "Ada Lovelace", signedAt: AT, ip: "203.0.113.9", sha256: "f".repeat(64) }, "https://x.example/stay"),
  ...Object.fromEntries((["deposit", "balance", "full"] as const).map((kind) => [`payment received, ${kind}`, paymentReceivedMail(stay, { kind, amountCents: 150_000, paidCents: 150_000, totalCents: 500_000, balanceDueOn: "2026-03-11" }, "https://x.example/stay")])),
  "balance failed": balanceFailedMail(stay, 350_000, "https://x.example/stay"),
  "dates released": datesReleasedMail(stay),
  "stay canceled with a refund": stayCancelledMail(stay, 150_000, true),
  "stay canceled by the office": stayCancelledMail(stay, 0, false),
  "refunded after cancellation": refundedAfterCancellationMail({ ...stay, guestName: "Ada" }, 150_000, "https://x.example/admin"),
  "Stripe event flagged": eventFlaggedMail({ ...stay, guestName: "Ada" }, "payment_intent.succeeded", ["amount: 1 in Stripe, 2 here"], "https://x.example/admin"),
  "contact message": contactNotificationMail({ name: "Ada Lovelace", email: "ada@example.com", subject: "About Villa Solstice", message: "Hello" } as Parameters<typeof contactNotificationMail>[0], AT, true),
  ...Object.fromEntries((["agent", "rotation", "office"] as const).map((audience) => [`new inquiry to the ${audience}`, enquiryNotificationMail({ ...enquiry, buyerMailed: false }, audience)])),
  "inquiry received, listing agent": enquiryReceivedMail({ ...listing, showingRequested: true, answeredBy: "listing-agent", notice: [] }),
  "inquiry received, our agent": enquiryReceivedMail({ ...listing, showingRequested: false, answeredBy: "our-agent", notice: ["Listing courtesy of another firm."] }),
  ...Object.fromEntries(
    (["confirmed", "moved", "cancelled"] as const).flatMap((change) => [
      [`showing ${change}, buyer`, showingBuyerMail({ ...listing, startsAt: AT, agentName: "Maya Stone" }, change)],
      [`showing ${change}, agent`, showingAgentMail({ ...listing, startsAt: AT, agentName: "Maya Stone", buyerName: "Ada", leadUrl: enquiry.leadUrl }, change)],
    ]),
  ),
  ...Object.fromEntries((["admin", "handoff"] as const).map((reason) => [`lead given, ${reason}`, leadAssignedMail({ ...listing, buyerName: "Ada", receivedAt: AT, leadUrl: enquiry.leadUrl, by: "Omar" }, reason)])),
  ...Object.fromEntries(BUILT_IN_TEMPLATES.map((template) => [`template ${template.name}`, { subject: `${template.name}: ${template.subject}`, text: template.body }])),
  "task digest": digestMail({ name: "Maya Stone" } as Parameters<typeof digestMail>[0], [
    { title: "Call back", dueOn: "2026-03-13", leadId: "1", listingTitle: "Sea Grape Cottage", buyerName: "Ada" },
    { title: "Send disclosures", dueOn: "2026-03-14", leadId: "2", listingTitle: "Hillside Lot", buyerName: null },
  ], "2026-03-14"),
  "saved-search alert": alertMail({
    to: "ada@example.com",
    publicUrl: "https://sugarapple.example",
    unsubscribeUrl: "https://sugarapple.example/alerts/unsubscribe/x",
    search: { id: "s1", name: "Three bedrooms", query: "beds=3", filters: { beds: 3 } as Parameters<typeof alertMail>[0]["search"]["filters"] },
    listings: [
      { id: "l1", kind: "sale", category: "residential", slug: "sea-grape", propertyInfo: null, title: "Sea Grape Cottage", price: 950_000, nightlyRate: null, bedroomsTotal: 3, bathroomsTotalInteger: 2, livingArea: 1_400, lotSizeAcres: 0.5, area: "Chocolate Hole", openHouse: { startsAt: "2026-03-14T17:00:00Z", endsAt: "2026-03-14T19:00:00Z" } },
      { id: "l2", kind: "rental", category: "residential", slug: "villa", propertyInfo: null, title: "Villa Solstice", price: null, nightlyRate: 600, bedroomsTotal: 4, bathroomsTotalInteger: 4, livingArea: null, lotSizeAcres: null, area: "Cruz Bay" },
    ],
  }),
  "pre-arrival with notes": preArrivalMail(stay, { ferry: "Take the Red Hook ferry.", car: "Pick up a jeep at the dock.", directions: "Up the hill.", checkIn: "The key is in the box." }, "https://x.example/contact"),
  "pre-arrival without notes": preArrivalMail(stay, null, "https://x.example/contact"),
  "review request": reviewRequestMail(stay, "https://x.example/stay-review/x"),
};

describe("the site's e-mails", () => {
  it.each(Object.entries(MAILS))("%s is written in American English", (_name, mail) => {
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.text.length).toBeGreaterThan(0);
    expect(britishSpellings(mail.subject)).toEqual([]);
    expect(britishSpellings(mail.text)).toEqual([]);
    expect(britishSpellings(mail.html ?? "")).toEqual([]);
  });
});
