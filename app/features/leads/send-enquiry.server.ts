import { eq } from "drizzle-orm";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { getDb, type Database } from "~/shared/db/client.server";
import { instantFromIslandTime } from "~/shared/dates/island-times";
import { issuesToErrors } from "~/shared/forms/parse-form";
import { logger } from "~/shared/lib/logger.server";
import { fail, failWith, ok, type FieldErrors, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { isAnotherFirmsListing, listingPublicPath, OFF_MARKET_STATUSES, rentalName } from "~/features/listings";
import { listingColumns, publicPathColumns, selectListings } from "~/features/listings/index.server";
import { storeLeadSource } from "./lead-source-store.server";
import { enqueueMail } from "~/features/mail/index.server";
import { listingNoticeLines } from "~/features/mls-feed/index.server";
import { RATE_LIMITS } from "~/features/rate-limits";
import { checkRateLimits, clientKey, recipientKey } from "~/features/rate-limits/index.server";
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES as MESSAGES, SHOWING_FIELDS } from "./enquiry-rules";
import { enquirySchema, type Enquiry } from "./enquiry-schema";
import { leadEvents, leads, showings } from "./lead.table";
import { queueLeadCrmEvent } from "./lead-crm-event.server";
import { enquiryNotificationMail, enquiryReceivedMail } from "./lead-mail";
import { adminLeadPath, agentLeadPath } from "./lead-paths";
import { nextAgentInRotation } from "./lead-rotation.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export type EnquiryOptions = {
  /** The signed-in buyer sending it, if any: the lead is theirs at /account/enquiries. */
  buyerId?: string | null;
  /** The client's address (`context.clientAddress`), for the limit on e-mails to typed addresses. */
  clientAddress?: string;
  now?: Date;
  /** The browser's record of the sender's first visit (campaign, referrer, landing page), as the form carried it; cleaned by lead-sources. */
  firstTouch?: unknown;
};

/** Who answers the buyer: the listing's own agent, or one of ours (the office's rotation: another firm's listing, or one with no agent). */
export type EnquiryAnsweredBy = "listing-agent" | "our-agent";

export type EnquirySent = { id: string; listingPath: string; listingTitle: string; buyerMailed: boolean; answeredBy: EnquiryAnsweredBy };

/**
 * Reads the preferred showing times (island wall-clock) as instants: each in
 * the future, within the limit of days ahead, none twice, at most three.
 */
export function readShowingTimes(values: readonly string[], now: Date): { times: Date[] } | { error: string; fieldErrors: FieldErrors } {
  if (values.length > ENQUIRY_LIMITS.showingTimes) return { error: MESSAGES.showingTooMany, fieldErrors: {} };
  const fieldErrors: FieldErrors = {};
  const times: Date[] = [];
  values.forEach((value, index) => {
    const field = SHOWING_FIELDS[index]!;
    const instant = instantFromIslandTime(value);
    if (!instant) fieldErrors[field] = MESSAGES.showingInvalid;
    else if (instant.getTime() <= now.getTime()) fieldErrors[field] = MESSAGES.showingPast;
    else if (instant.getTime() > now.getTime() + ENQUIRY_LIMITS.showingDaysAhead * DAY_MS) fieldErrors[field] = MESSAGES.showingTooFar;
    else if (times.some((time) => time.getTime() === instant.getTime())) fieldErrors[field] = MESSAGES.showingDuplicate;
    else times.push(instant);
  });
  const first = Object.values(fieldErrors)[0];
  return first ? { error: first, fieldErrors } : { times };
}

/** The listing an enquiry is about, if the public may still ask about it. */
async function findEnquirableListing(listingId: string) {
  const [row] = await selectListings({
    ...publicPathColumns,
    title: listingColumns.title,
    reviewStatus: listingColumns.reviewStatus,
    standardStatus: listingColumns.standardStatus,
    agentId: listingColumns.agentId,
    agentEmail: listingColumns.agentEmail,
    listingKey: listingColumns.listingKey,
    listingSource: listingColumns.listingSource,
    listedByUs: listingColumns.listedByUs,
    listOfficeName: listingColumns.listOfficeName,
  }).where(eq(listingColumns.id, listingId));
  return row ?? null;
}

/** What the public calls the listing: a rental by its name. */
const titleOf = (listing: { kind: string; title: string; propertyInfo: { name?: string } | null }) => (listing.kind === "rental" ? rentalName(listing) : listing.title);

/** The listing an enquiry page is about: its title, page and whether it takes showing requests (a rental does not), when the public may still ask about it; null otherwise. */
export async function findEnquiryTarget(listingId: unknown): Promise<Result<{ data: { id: string; title: string; path: string; showings: boolean } | null }>> {
  if (!isUuid(listingId)) return ok({ data: null });
  return runService("findEnquiryTarget", { listingId }, async () => {
    const listing = await findEnquirableListing(listingId);
    const open = listing && listing.reviewStatus === "approved" && !OFF_MARKET_STATUSES.includes(listing.standardStatus);
    return ok({ data: open ? { id: listing.id, title: titleOf(listing), path: listingPublicPath(listing), showings: listing.kind !== "rental" } : null });
  });
}

/**
 * Stores an enquiry as a lead routed to the listing's agent (its account, or
 * where it has none the agent e-mail it was listed with; a listing with
 * neither goes to the next agent in the office's rotation, and so does
 * another firm's MLS listing whatever agent it carries: decision 0115), with a "received"
 * timeline event and, when times were given, a showing request; in the same
 * transaction queues the notification to that agent only, the office's copy
 * and, within the hourly limits, the buyer's acknowledgement. A listing that
 * is not approved or is off the market takes no enquiries; nothing is stored.
 */
export async function sendEnquiry(input: unknown, options: EnquiryOptions = {}): Promise<Result<EnquirySent>> {
  const parsed = enquirySchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(formError, fieldErrors);
  }
  const enquiry = parsed.data;
  const now = options.now ?? new Date();
  if (!isUuid(enquiry.listingId)) return failWith("not_found", MESSAGES.unknownListing);
  const showing = readShowingTimes(enquiry.showingTimes, now);
  if ("error" in showing) return fail(showing.error, showing.fieldErrors);

  return runService("sendEnquiry", { listingId: enquiry.listingId }, async () => {
    const listing = await findEnquirableListing(enquiry.listingId);
    if (!listing) return failWith("not_found", MESSAGES.unknownListing);
    if (listing.reviewStatus !== "approved" || OFF_MARKET_STATUSES.includes(listing.standardStatus)) return failWith("gone", MESSAGES.unavailable);
    // A rental is booked through its calendar, never shown: showing times sent for one are refused, not dropped unseen.
    if (listing.kind === "rental" && showing.times.length > 0) return fail(MESSAGES.showingRental);

    const title = titleOf(listing);
    // Another firm's listing is never routed to its own agent, whatever the feed or file gave it.
    const otherFirm = isAnotherFirmsListing(listing);
    const agentId = otherFirm ? null : listing.agentId;
    const agentEmail = otherFirm ? null : listing.agentEmail?.trim() || null;
    const path = listingPublicPath(listing);
    const buyerMailed = await mayMailBuyer(enquiry.email, options, now);
    return getDb().transaction(async (tx) => {
      // A listing with no agent of ours (another firm's MLS listing) brings a lead to the office: the rotation deals it out.
      const toOffice = !agentId && !agentEmail;
      const rotated = toOffice ? await nextAgentInRotation(tx) : null;
      const [lead] = await tx
        .insert(leads)
        .values({
          listingId: listing.id,
          listingTitle: title,
          listingPath: path,
          agentId: rotated?.id ?? agentId,
          agentEmail: rotated?.email ?? agentEmail,
          routing: rotated || otherFirm ? "rotation" : "listing",
          assignedAt: now,
          buyerId: options.buyerId ?? null,
          name: enquiry.name,
          email: enquiry.email,
          phone: enquiry.phone ?? null,
          message: enquiry.message,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: leads.id });
      const id = lead!.id;
      await tx.insert(leadEvents).values({ leadId: id, kind: "received", createdAt: now });
      await storeLeadSource(tx, id, options.firstTouch, now);
      if (rotated) await tx.insert(leadEvents).values({ leadId: id, kind: "assigned", detail: rotated.name, createdAt: now });
      if (showing.times.length > 0) {
        await tx.insert(showings).values({ leadId: id, preferredTimes: showing.times, createdAt: now, updatedAt: now });
        await tx.insert(leadEvents).values({ leadId: id, kind: "showing_requested", detail: showing.times.map((time) => time.toISOString()).join(" "), createdAt: now });
      }
      await queueLeadCrmEvent(tx, id, { kind: "created", showingTimes: showing.times }, now);
      const answeredBy: EnquiryAnsweredBy = toOffice ? "our-agent" : "listing-agent";
      const notice = listingNoticeLines(listing);
      const queued = { id, enquiry, listingTitle: title, path, agentEmail: rotated?.email ?? agentEmail, rotated: rotated !== null, otherFirmOffice: otherFirm ? (listing.listOfficeName ?? "another brokerage") : null, answeredBy, notice };
      await queueEnquiryMails(tx, { ...queued, times: showing.times, now, buyerMailed });
      return ok({ id, listingPath: path, listingTitle: title, buyerMailed, answeredBy });
    });
  });
}

type Queued = {
  id: string;
  enquiry: Enquiry;
  listingTitle: string;
  path: string;
  agentEmail: string | null;
  rotated: boolean;
  /** The listing firm of another firm's listing; null for ours. */
  otherFirmOffice: string | null;
  answeredBy: EnquiryAnsweredBy;
  /** The MLS's notice lines of an MLS listing (number, listing firm, disclaimer), for every mail that shows it. */
  notice: string[];
  times: Date[];
  now: Date;
  buyerMailed: boolean;
};

async function queueEnquiryMails(tx: Database, queued: Queued) {
  const config = getConfig();
  const office = config.mail.to ?? site.email;
  const listingUrl = `${config.publicUrl}${queued.path}`;
  const details = {
    listingTitle: queued.listingTitle,
    listingUrl,
    name: queued.enquiry.name,
    email: queued.enquiry.email,
    phone: queued.enquiry.phone ?? null,
    message: queued.enquiry.message,
    showingTimes: queued.times,
    receivedAt: queued.now,
    buyerMailed: queued.buyerMailed,
    otherFirmOffice: queued.otherFirmOffice,
  };
  const sameAsOffice = queued.agentEmail?.trim().toLowerCase() === office.trim().toLowerCase();
  if (queued.agentEmail && !sameAsOffice) {
    await enqueueMail(tx, { to: queued.agentEmail, replyTo: queued.enquiry.email, ...enquiryNotificationMail({ ...details, leadUrl: `${config.publicUrl}${agentLeadPath(queued.id)}` }, queued.rotated ? "rotation" : "agent") });
  }
  const officeAudience = queued.answeredBy === "our-agent" ? "officeRotation" : "office";
  await enqueueMail(tx, { to: office, replyTo: queued.enquiry.email, ...enquiryNotificationMail({ ...details, leadUrl: `${config.publicUrl}${adminLeadPath(queued.id)}` }, officeAudience) });
  if (queued.buyerMailed) {
    await enqueueMail(tx, { to: queued.enquiry.email, ...enquiryReceivedMail({ listingTitle: queued.listingTitle, listingUrl, showingRequested: queued.times.length > 0, answeredBy: queued.answeredBy, notice: queued.notice }) });
  }
}

/** Whether the typed address may get the acknowledgement; a limiter failure sends nothing to it. */
async function mayMailBuyer(email: string, options: EnquiryOptions, now: Date): Promise<boolean> {
  const limits = await runService("enquiryMailLimit", {}, async () =>
    ok({
      verdict: await checkRateLimits(getDb(), [
        { key: clientKey("enquiry", options.clientAddress), ...RATE_LIMITS.enquiryPerClient, now },
        { key: recipientKey("enquiry", email), ...RATE_LIMITS.enquiryPerSender, now },
      ]),
    }),
  );
  if (limits.success && limits.verdict.allowed) return true;
  if (limits.success) logger.info("Enquiry stored; no acknowledgement to the buyer: hourly limit reached");
  return false;
}
