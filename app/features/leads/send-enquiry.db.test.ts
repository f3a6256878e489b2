import { describe, expect, it } from "vitest";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { getDb } from "~/shared/db/client.server";
import { createTestListing } from "~/features/listings/listing-factory";
import { mailOutbox } from "~/features/mail/outbox.table";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { issueFormToken } from "~/features/spam-guard/spam-guard.server";
import { ENQUIRY_MESSAGES } from "./enquiry-rules";
import { handleEnquiryForm } from "./enquiry-form.server";
import { leadEvents, leads, showings } from "./lead.table";
import { buyer, NOW, twoAgentsWithListings } from "./lead-test-helpers";
import { sendEnquiry } from "./send-enquiry.server";

const office = () => getConfig().mail.to ?? site.email;

async function stored() {
  const db = getDb();
  return { leads: await db.select().from(leads), events: await db.select().from(leadEvents), showings: await db.select().from(showings), mail: await db.select().from(mailOutbox) };
}

describe("sendEnquiry", () => {
  it("stores a lead routed to the listing's agent and mails that agent and the office, never the other agent", async () => {
    const { maya, omar, mayaListing } = await twoAgentsWithListings();
    const result = await sendEnquiry({ listingId: mayaListing.id, ...buyer, showingTimes: ["2031-03-05T10:30", "2031-03-06T15:00"] }, { now: NOW });
    expect(result).toMatchObject({ success: true, listingPath: `/property/${mayaListing.id}`, listingTitle: "Sea Grape Cottage", buyerMailed: true });

    const { leads: rows, events, showings: requested, mail } = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      listingId: mayaListing.id,
      listingTitle: "Sea Grape Cottage",
      listingPath: `/property/${mayaListing.id}`,
      agentId: maya.id,
      agentEmail: maya.email,
      buyerId: null,
      ...buyer,
      status: "new",
      firstResponseAt: null,
    });
    expect(events.map((event) => event.kind).sort()).toEqual(["received", "showing_requested"]);
    expect(requested).toHaveLength(1);
    expect(requested[0]!.status).toBe("requested");
    // Island wall-clock (UTC−4) stored as instants.
    expect(requested[0]!.preferredTimes.map((time) => new Date(time).toISOString())).toEqual(["2031-03-05T14:30:00.000Z", "2031-03-06T19:00:00.000Z"]);

    const recipients = mail.map((message) => message.to).sort();
    expect(recipients).toEqual([buyer.email, maya.email, office()].sort());
    expect(recipients.some((to) => to.includes(omar.email))).toBe(false);
    const toAgent = mail.find((message) => message.to === maya.email)!;
    expect(toAgent.replyTo).toBe(buyer.email);
    expect(toAgent.text).toContain(buyer.message);
    expect(toAgent.text).toContain(`/agent/agentdashboard/leads/${rows[0]!.id}`);
    expect(toAgent.text).toContain("Thu, Mar 6, 2031, 3:00 PM AST");
    const toOffice = mail.find((message) => message.to === office())!;
    expect(toOffice.text).toContain(`/admin/admindashboard/leads/${rows[0]!.id}`);
    // The buyer's address was typed by a visitor: nothing they typed goes there.
    const toBuyer = mail.find((message) => message.to === buyer.email)!;
    expect(toBuyer.subject).toBe("We received your inquiry about Sea Grape Cottage");
    expect(toBuyer.text).not.toContain(buyer.name);
    expect(toBuyer.text).not.toContain(buyer.message);
    expect(toBuyer.text).not.toContain(buyer.phone);
  });

  it("routes a listing without an agent account to the agent e-mail it was listed with", async () => {
    const listing = await createTestListing({ title: "Coral Bay Condo", agentId: null, listAgentEmail: "outside@broker.example", listAgentName: "Lee Outside" });
    expect(await sendEnquiry({ listingId: listing.id, ...buyer }, { now: NOW, buyerId: null })).toMatchObject({ success: true });
    const { leads: rows, showings: requested, mail } = await stored();
    expect(rows[0]).toMatchObject({ agentId: null, agentEmail: "outside@broker.example" });
    expect(requested).toEqual([]);
    expect(mail.map((message) => message.to).sort()).toEqual([buyer.email, "outside@broker.example", office()].sort());
  });

  it("refuses an enquiry on a listing that is not approved, withdrawn or expired, and stores nothing", async () => {
    const pending = await createTestListing({ reviewStatus: "pending" });
    const withdrawn = await createTestListing({ standardStatus: "Withdrawn" });
    const expired = await createTestListing({ standardStatus: "Expired" });
    for (const listing of [pending, withdrawn, expired]) {
      const result = await sendEnquiry({ listingId: listing.id, ...buyer }, { now: NOW });
      expect(result).toEqual({ success: false, code: "gone", error: ENQUIRY_MESSAGES.unavailable });
    }
    expect(await sendEnquiry({ listingId: "0b0e1d7c-1f7e-4a4b-9d55-3c0f6c1b2a90", ...buyer }, { now: NOW })).toMatchObject({ success: false, code: "not_found" });
    expect(await stored()).toEqual({ leads: [], events: [], showings: [], mail: [] });
  });

  it("refuses a showing time in the past, too far ahead, twice the same, or more than three, and stores nothing", async () => {
    const { mayaListing } = await twoAgentsWithListings();
    const cases: Array<[string[], Record<string, string>]> = [
      [["2031-03-01T08:00"], { showing1: ENQUIRY_MESSAGES.showingPast }],
      [["2031-03-05T10:00", "2031-07-01T10:00"], { showing2: ENQUIRY_MESSAGES.showingTooFar }],
      [["2031-03-05T10:00", "2031-03-05T10:00"], { showing2: ENQUIRY_MESSAGES.showingDuplicate }],
      [["2031-03-05T25:00"], { showing1: ENQUIRY_MESSAGES.showingInvalid }],
    ];
    for (const [showingTimes, fieldErrors] of cases) {
      expect(await sendEnquiry({ listingId: mayaListing.id, ...buyer, showingTimes }, { now: NOW })).toEqual({ success: false, error: Object.values(fieldErrors)[0], fieldErrors });
    }
    const four = ["2031-03-05T10:00", "2031-03-06T10:00", "2031-03-07T10:00", "2031-03-08T10:00"];
    expect(await sendEnquiry({ listingId: mayaListing.id, ...buyer, showingTimes: four }, { now: NOW })).toMatchObject({ success: false, error: ENQUIRY_MESSAGES.showingTooMany });
    expect(await stored()).toEqual({ leads: [], events: [], showings: [], mail: [] });
  });

  it("refuses showing times for a rental, which is booked and never shown, and passes on its plain inquiry", async () => {
    const rental = await createTestListing({ kind: "rental", title: "Villa Test", propertyInfo: { name: "Villa Test" }, nightlyRate: 900 });
    const asked = await sendEnquiry({ listingId: rental.id, ...buyer, showingTimes: ["2031-03-05T10:30"] }, { now: NOW });
    expect(asked).toMatchObject({ success: false, error: ENQUIRY_MESSAGES.showingRental });
    expect(await stored()).toEqual({ leads: [], events: [], showings: [], mail: [] });

    expect(await sendEnquiry({ listingId: rental.id, ...buyer }, { now: NOW })).toMatchObject({ success: true, listingTitle: "Villa Test" });
    expect((await stored()).showings).toEqual([]);
  });

  it("over the hourly limit for one address still passes the lead on, but sends the typed address nothing more", async () => {
    const { maya, mayaListing } = await twoAgentsWithListings();
    const results = [];
    for (let index = 0; index < 6; index += 1) results.push(await sendEnquiry({ listingId: mayaListing.id, ...buyer }, { now: NOW, clientAddress: `203.0.113.${index}` }));
    expect(results.map((result) => result.success && result.buyerMailed)).toEqual([true, true, true, true, true, false]);
    const { leads: rows, mail } = await stored();
    expect(rows).toHaveLength(6);
    expect(mail.filter((message) => message.to === buyer.email)).toHaveLength(5);
    expect(mail.filter((message) => message.to === maya.email)).toHaveLength(6);
    expect(mail.filter((message) => message.to === maya.email).at(-1)!.text).toContain("NOT sent an acknowledgment");
  });

  it("the form: keeps what was typed and says why when refused; a filled honeypot stores nothing", async () => {
    const { mayaListing } = await twoAgentsWithListings();
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      data.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: NOW.getTime() - 60_000 }));
      for (const [name, value] of Object.entries({ listingId: mayaListing.id, ...buyer, ...fields })) data.set(name, value);
      return data;
    };
    const refused = await handleEnquiryForm(form({ email: "not-an-address", showing1: "2031-02-01T10:00" }), { now: NOW });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ listingId: mayaListing.id, values: { name: buyer.name, email: "not-an-address", showing1: "2031-02-01T10:00" } });
    expect("fieldErrors" in refused.body && refused.body.fieldErrors.email).toBe(ENQUIRY_MESSAGES.emailInvalid);

    const past = await handleEnquiryForm(form({ showing1: "2031-02-01T10:00" }), { now: NOW });
    expect(past).toMatchObject({ status: 400, body: { fieldErrors: { showing1: ENQUIRY_MESSAGES.showingPast } } });

    const spam = await handleEnquiryForm(form({ [SPAM_GUARD_FIELDS.honeypot]: "https://spam.example" }), { now: NOW });
    expect(spam.status).toBe(200);
    expect((await stored()).leads).toEqual([]);

    const sent = await handleEnquiryForm(form({ showing2: "2031-03-04T11:00" }), { now: NOW, buyerId: null });
    expect(sent).toEqual({ status: 200, body: { sent: true, listingPath: `/property/${mayaListing.id}`, listingTitle: "Sea Grape Cottage", showingRequested: true, answeredBy: "listing-agent" } });
  });
});
