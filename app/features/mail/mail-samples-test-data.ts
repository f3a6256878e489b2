import { agentRegistrationMail, existingAccountNotice } from "~/features/accounts/agent-registration.server";
import { approvalMail } from "~/features/accounts/manage-users.server";
import { passwordResetMail } from "~/features/accounts/password-reset.server";
import { ownerInvitationMail } from "~/features/accounts/owner-invitation.server";
import { verificationMail } from "~/features/accounts/email-verification.server";
import { decisionMail, requestNotificationMail, requestReceivedMail } from "~/features/booking-requests/booking-mail";
import type { Quote } from "~/features/rental-rates/stay-quote";
import {
  agreementCopyMail,
  balanceFailedMail,
  datesReleasedMail,
  eventFlaggedMail,
  paymentReceivedMail,
  paymentRequestMail,
  refundedAfterCancellationMail,
  stayCancelledMail,
} from "~/features/stay-payments/stay-payment-mail";
import { contactNotificationMail } from "~/features/contact/send-contact-message.server";
import { enquiryNotificationMail, enquiryReceivedMail, leadAssignedMail, showingAgentMail, showingBuyerMail } from "~/features/leads/lead-mail";
import { BUILT_IN_TEMPLATES, fillTemplate } from "~/features/leads/lead-templates";
import { leadMessageMail } from "~/features/leads/send-lead-message.server";
import { digestMail } from "~/features/leads/task-digest.server";
import { alertMail } from "~/features/saved-searches/alert-mail";
import { preArrivalMail } from "~/features/stay-mail/arrival-mail";
import { reviewRequestMail } from "~/features/guest-reviews/review-request-mail";
import { statementMail } from "~/features/owner-accounts/statement-mail";
import { alreadySubscribedMail, confirmationMail, marketReportMail, valuationUpdateMail } from "~/features/seller-mail/seller-mail-mails";
import { marketPeriod } from "~/features/market-reports/market-period";
import type { MarketFigures, MarketReport } from "~/features/market-reports";
import type { MailDraft } from "./mail-message";

/**
 * Every e-mail the site writes, composed by its real composer from fixed
 * sample data, in each of its variants: read by the spelling test, the
 * layout's tests and the screenshots of how each renders (tests/visual).
 */
export type SampleMail = Pick<MailDraft, "subject" | "text" | "blocks" | "action">;

/** The site's address in the samples; the screenshots answer its images from public/. */
export const SAMPLE_PUBLIC_URL = "https://sugarapple.example";

const AT = new Date("2026-03-14T14:30:00Z");
const stay = { propertyName: "Sea Grape Villa", checkIn: "2026-04-10", checkOut: "2026-04-17", guests: 4 };
const quote: Quote = {
  nights: 7,
  lines: [
    { kind: "weeks", season: "High season", count: 1, rateCents: 420_000, amountCents: 420_000 },
    { kind: "cleaning", amountCents: 25_000 },
  ],
  lodgingCents: 420_000,
  feesCents: 25_000,
  taxRate: 0.125,
  taxableCents: 445_000,
  taxCents: 55_625,
  totalCents: 500_625,
};
const listing = { listingTitle: "Sea Grape Cottage", listingUrl: `${SAMPLE_PUBLIC_URL}/property/sea-grape-cottage` };
const leadUrl = `${SAMPLE_PUBLIC_URL}/agent/agentdashboard/leads/0b8e6a52-4f1e-4c55-9d0c-2f7f3c1d9a10`;
const stayUrl = `${SAMPLE_PUBLIC_URL}/stay/5d2c1e0f-7a8b-4c3d-9e1f-0a1b2c3d4e5f/Zk3bq0m6VxT1hY9wLr2c8NfJ4uPaQeDs5gKo7iHtBvM`;
const adminUrl = `${SAMPLE_PUBLIC_URL}/admin/admindashboard/bookings/5d2c1e0f-7a8b-4c3d-9e1f-0a1b2c3d4e5f`;
const TOKEN = "Zk3bq0m6VxT1hY9wLr2c8NfJ4uPaQeDs5gKo7iHtBvM";
const enquiry = {
  ...listing,
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "(340) 555-0199",
  message: "Is it still available in April? We would like to see it on a weekday morning if we can.",
  showingTimes: [AT, new Date("2026-03-15T13:00:00Z")],
  receivedAt: AT,
  leadUrl,
};
const policy = ["Canceled 30 days or more before arrival: 100% back", "Canceled 14 to 29 days before arrival: 50% back", "Later: nothing back"];
const photo = (hex: string, alt: string) => ({ alt, variants: [{ width: 1200, height: 800, format: "jpeg" as const, key: `${hex.repeat(64)}/1200.jpg` }] });
const agreement = [
  "This agreement is between Sugar Apple Realty, as agent for the owner of Sea Grape Villa, and the guest named below.",
  "Check-in: 4:00 PM. Check-out: 10:00 AM.\nThe villa sleeps at most 8 guests.",
  "No parties or events. Quiet hours are from 10:00 PM to 7:00 AM.",
].join("\n\n");

const SUBSCRIPTION_LINK = `${SAMPLE_PUBLIC_URL}/email-updates/unsubscribe?subscription=7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f&token=${TOKEN}`;
const period = marketPeriod("2026-10-31");
const figures = (area: MarketFigures["area"], sales: number): MarketFigures => ({
  area,
  period,
  active: 21,
  pending: 3,
  current: { sales, medianPrice: 1_080_000, medianPricePerSqft: 612, medianDaysOnMarket: 96 },
  previous: { sales: 11, medianPrice: 1_000_000, medianPricePerSqft: 590, medianDaysOnMarket: 120 },
  monthsOfInventory: 18,
  months: period.months.map((month, index) => ({ month, active: 18 + (index % 4), pending: index % 3, sales: index % 2, medianPrice: index % 2 ? 950_000 : null })),
});
const coralBayReport: MarketReport = { ...figures({ name: "Coral Bay", slug: "coral-bay" }, 4), island: figures(null, 38), areas: [] };

export const MAIL_SAMPLES: Record<string, SampleMail> = {
  "agent registration": agentRegistrationMail({ name: "Maya Stone", email: "maya@example.com", phone: "(340) 555-0123" }),
  "existing account": existingAccountNotice("ada@example.com", "create a buyer account", "Someone tried to create an account with your e-mail address"),
  "account approved": approvalMail({ name: "Maya Stone", email: "maya@example.com" }),
  "password reset": passwordResetMail("ada@example.com", TOKEN),
  "verification, buyer": verificationMail("ada@example.com", TOKEN, "buyer"),
  "verification, agent": verificationMail("ada@example.com", TOKEN, "agent"),
  "booking request received": requestReceivedMail({ ...stay, guestName: "Ada", quote }),
  "booking request to the office": requestNotificationMail({ ...stay, guestName: "Ada Lovelace", quote, email: "ada@example.com", phone: null, message: "We are celebrating a birthday.", reviewUrl: adminUrl, guestMailed: false }),
  ...Object.fromEntries((["approved", "rejected", "cancelled"] as const).map((decision) => [`booking ${decision}`, decisionMail({ ...stay, guestName: "Ada", quote: null }, decision, "See you soon")])),
  "payment request, deposit": paymentRequestMail(stay, { totalCents: 500_625, depositCents: 150_000, depositDueAt: AT, schedule: "deposit_and_balance", balanceDueOn: "2026-03-11", policy, agreement: true }, stayUrl, "Welcome back!"),
  "payment request, in full": paymentRequestMail(stay, { totalCents: 500_625, depositCents: 500_625, depositDueAt: AT, schedule: "in_full", balanceDueOn: null, policy, agreement: false }, stayUrl, ""),
  "agreement copy": agreementCopyMail({ propertyName: stay.propertyName, version: 2, body: agreement, signedName: "Ada Lovelace", signedAt: AT }, stayUrl),
  ...Object.fromEntries(
    (["deposit", "balance", "full"] as const).map((kind) => [`payment received, ${kind}`, paymentReceivedMail(stay, { kind, amountCents: 150_000, paidCents: 150_000, totalCents: 500_625, balanceDueOn: "2026-03-11" }, stayUrl)]),
  ),
  "balance failed": balanceFailedMail(stay, 350_625, stayUrl),
  "dates released": datesReleasedMail(stay),
  "stay canceled with a refund": stayCancelledMail(stay, 150_000, true),
  "stay canceled by the office": stayCancelledMail(stay, 0, false),
  "refunded after cancellation": refundedAfterCancellationMail({ ...stay, guestName: "Ada" }, 150_000, adminUrl),
  "Stripe event flagged": eventFlaggedMail({ ...stay, guestName: "Ada" }, "payment_intent.succeeded", ["amount: $1,500.00 in Stripe, $1,400.00 here"], adminUrl),
  "contact message": contactNotificationMail(
    { name: "Ada Lovelace", email: "ada@example.com", phone: undefined, subject: "About Villa Solstice", message: "Hello,\n\nIs the villa free over New Year? There would be six of us." },
    AT,
    true,
  ),
  ...Object.fromEntries((["agent", "rotation", "office"] as const).map((audience) => [`new inquiry to the ${audience}`, enquiryNotificationMail({ ...enquiry, buyerMailed: false }, audience)])),
  "inquiry received, listing agent": enquiryReceivedMail({ ...listing, showingRequested: true, answeredBy: "listing-agent", notice: [] }),
  "inquiry received, our agent": enquiryReceivedMail({ ...listing, showingRequested: false, answeredBy: "our-agent", notice: ["MLS #2026-118", "Listing courtesy of Coral Bay Realty."] }),
  ...Object.fromEntries(
    (["confirmed", "moved", "cancelled"] as const).flatMap((change) => [
      [`showing ${change}, buyer`, showingBuyerMail({ ...listing, startsAt: AT, agentName: "Maya Stone" }, change)],
      [`showing ${change}, agent`, showingAgentMail({ ...listing, startsAt: AT, agentName: "Maya Stone", buyerName: "Ada Lovelace", leadUrl }, change)],
    ]),
  ),
  ...Object.fromEntries((["admin", "handoff"] as const).map((reason) => [`lead given, ${reason}`, leadAssignedMail({ ...listing, buyerName: "Ada Lovelace", receivedAt: AT, leadUrl, by: "Omar" }, reason)])),
  ...Object.fromEntries(
    BUILT_IN_TEMPLATES.map((template) => {
      const values = { firstName: "Ada", listing: "Sea Grape Cottage, Chocolate Hole", listingLink: listing.listingUrl, agentName: "Maya Stone", agentPhone: "(340) 555-0123" };
      const sender = { name: "Maya Stone", email: "maya@sugarapplerealty.example", phone: "(340) 555-0123" };
      return [`reply, ${template.name}`, leadMessageMail(sender, fillTemplate(template.subject, values), fillTemplate(template.body, values))];
    }),
  ),
  "task digest": digestMail({ name: "Maya Stone" } as Parameters<typeof digestMail>[0], [
    { title: "Call back", dueOn: "2026-03-14", leadId: "1", listingTitle: "Sea Grape Cottage", buyerName: "Ada Lovelace" },
    { title: "Send disclosures", dueOn: "2026-03-12", leadId: "2", listingTitle: "Hillside Lot", buyerName: null },
  ], "2026-03-14"),
  "saved-search alert": alertMail({
    to: "ada@example.com",
    publicUrl: SAMPLE_PUBLIC_URL,
    unsubscribeUrl: `${SAMPLE_PUBLIC_URL}/alerts/unsubscribe?search=s1&token=${TOKEN}`,
    search: { id: "s1", name: "Three bedrooms", query: "minBeds=3", filters: { minBeds: 3 } },
    listings: [
      {
        id: "l1", kind: "sale", category: "residential", slug: "sea-grape", propertyInfo: null, title: "Sea Grape Cottage", price: 950_000, nightlyRate: null,
        bedroomsTotal: 3, bathroomsTotalInteger: 2, livingArea: 1_400, lotSizeAcres: 0.5, area: "Chocolate Hole",
        openHouse: { startsAt: "2026-03-14T17:00:00Z", endsAt: "2026-03-14T19:00:00Z" }, photo: photo("a", "The cottage's deck over the bay"),
      },
      {
        id: "l2", kind: "sale", category: "residential", slug: "hillside", propertyInfo: null, title: "Hillside House", price: 1_275_000, nightlyRate: null,
        bedroomsTotal: 3, bathroomsTotalInteger: 3, livingArea: 2_100, lotSizeAcres: 0.75, area: "Gifft Hill",
        attribution: ["MLS #2026-118", "Listing courtesy of Coral Bay Realty."], photo: photo("b", "The house from the garden"),
      },
      {
        id: "l3", kind: "rental", category: "residential", slug: "villa", propertyInfo: null, title: "Villa Solstice", price: null, nightlyRate: 600,
        bedroomsTotal: 3, bathroomsTotalInteger: 4, livingArea: null, lotSizeAcres: null, area: "Cruz Bay", photo: null,
      },
    ],
    mlsDisclaimer: "Information deemed reliable but not guaranteed. Listings marked with an MLS number come from the St. John MLS.",
  }),
  "pre-arrival with notes": preArrivalMail(
    stay,
    { ferry: "Take the Red Hook ferry; it leaves every hour.", car: "Pick up a jeep at the dock.", directions: "Up the hill past the church, second left.", checkIn: "The key is in the box by the door; the code is in your booking page." },
    `${SAMPLE_PUBLIC_URL}/contact`,
  ),
  "pre-arrival without notes": preArrivalMail(stay, null, `${SAMPLE_PUBLIC_URL}/contact`),
  "review request": reviewRequestMail(stay, `${SAMPLE_PUBLIC_URL}/stay-review/${TOKEN}`),
  "owner invitation": ownerInvitationMail("caroline@example.com", "Caroline Moss", TOKEN),
  "owner statement closed": statementMail(
    {
      ownerId: "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
      month: "2026-10",
      openingCents: 184_250,
      stays: [],
      adjustments: [],
      expenses: [],
      payouts: [],
      totals: { grossRentCents: 840_000, taxCollectedCents: 118_125, commissionCents: 210_000, brokerageFeesCents: 50_000, ownerShareCents: 630_000, adjustmentsCents: 0, expensesCents: 18_550, payoutsCents: 184_250 },
      closingCents: 611_450,
    },
    { name: "Caroline Moss" },
    `${SAMPLE_PUBLIC_URL}/owner/statements/2026-10`,
  ),
  "monthly market report confirmation": confirmationMail({ to: "ada@example.com", kind: "market", areaName: "Coral Bay", confirmUrl: `${SAMPLE_PUBLIC_URL}/email-updates/confirm?subscription=7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f&token=${TOKEN}` }),
  "home estimate e-mails confirmation": confirmationMail({ to: "ada@example.com", kind: "valuation", areaName: "Coral Bay", confirmUrl: `${SAMPLE_PUBLIC_URL}/email-updates/confirm?subscription=7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f&token=${TOKEN}` }),
  "monthly market report already received": alreadySubscribedMail({ to: "ada@example.com", areaName: null, unsubscribeUrl: SUBSCRIPTION_LINK }),
  "monthly market report, few sales": marketReportMail({ to: "ada@example.com", report: coralBayReport, month: "2026-10", reportUrl: `${SAMPLE_PUBLIC_URL}/market/coral-bay`, unsubscribeUrl: SUBSCRIPTION_LINK }),
  "home estimate update": valuationUpdateMail({
    to: "ada@example.com",
    address: "12 Calabash Boom Road",
    area: "Coral Bay",
    news: {
      estimate: { kind: "moved", from: 1_200_000, to: 1_250_000, percent: 4, up: true },
      sales: [{ id: "s1", type: "single-family", beds: 3, lotAcres: 0.5, closeDate: "2026-10-12", closePrice: 1_100_000, path: "/soldproperty/s1" }],
    },
    now: { found: true, estimate: 1_250_000, low: 1_050_000, high: 1_480_000, confidence: "medium" },
    toldEstimate: 1_200_000,
    sentence: "Based on 4 sales in Coral Bay in the last two years, one of them older than a year: a moderate range.",
    publicUrl: SAMPLE_PUBLIC_URL,
    marketUrl: `${SAMPLE_PUBLIC_URL}/market/coral-bay`,
    unsubscribeUrl: SUBSCRIPTION_LINK,
  }),
};

/** One of each kind of message the site sends, as the screenshots show them. */
export const MAIL_KINDS = [
  "verification, buyer",
  "password reset",
  "saved-search alert",
  "inquiry received, our agent",
  "reply, First reply",
  "showing confirmed, buyer",
  "showing confirmed, agent",
  "booking request received",
  "booking request to the office",
  "payment request, deposit",
  "payment received, deposit",
  "agreement copy",
  "pre-arrival with notes",
  "review request",
  "stay canceled with a refund",
  "new inquiry to the agent",
  "contact message",
  "task digest",
  "agent registration",
  "Stripe event flagged",
  "owner invitation",
  "owner statement closed",
  "monthly market report, few sales",
  "home estimate update",
] as const satisfies ReadonlyArray<keyof typeof MAIL_SAMPLES>;
