import { and, eq, gte, inArray } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { FORM_ERROR_MESSAGE, formFailure, parseForm, type FormFailure, type FormValues } from "~/shared/forms/parse-form";
import { logger } from "~/shared/lib/logger.server";
import { ok } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { failureReply } from "~/shared/http/reply";
import { FIRST_TOUCH_FIELD } from "~/features/lead-sources";
import { createOfficeLead } from "~/features/leads/index.server";
import { listingPublicPath } from "~/features/listings";
import { cardColumns, isApproved, listingColumns, selectListings } from "~/features/listings/index.server";
import { RATE_LIMITS } from "~/features/rate-limits";
import { checkRateLimits, clientKey, recipientKey, waitDescription } from "~/features/rate-limits/index.server";
import { guardSubmission, sendAgainReply } from "~/features/spam-guard/index.server";
import { areaAtPoint } from "./point-area.server";
import { saleOf } from "./sale-facts";
import { lookbackStart, valueHome, type Sale, type Valuation } from "./valuation-method";
import { valuationView, type ListingShown, type ValuationView } from "./valuation-report";
import { CONDITION_LABELS, PROPERTY_TYPE_LABELS, VALUATION_MESSAGES, VIEW_LABELS } from "./valuation-rules";
import { reportSchema, subjectFrom, valuationSchema, type ReportRequest, type ValuationFacts } from "./valuation-schema";
import { valuationRequests } from "./valuation-request.table";
import { formatPrice } from "~/features/listings";

/**
 * What the full report does with the owner's consent to a monthly e-mail,
 * handed in by the route from the feature that sends those e-mails (decision
 * 0148; it depends on this one, so it comes as a slot): the limits its
 * confirmation e-mail counts against, checked with the report's own, and the
 * pending subscription with that e-mail, written in the lead's transaction.
 */
export type MonthlyUpdatesConsent = {
  limits: (email: string, clientAddress: string | undefined, now: Date) => Array<{ key: string; limit: number; windowMs: number; now?: Date }>;
  subscribe: (tx: Database, request: { leadId: string; email: string; area: string; estimate: number | null; comparableIds: string[]; now: Date }) => Promise<void>;
};

export type ValuationContext = {
  /** The client's address (`context.clientAddress`), for the hourly limits. */
  clientAddress?: string;
  /** The monthly e-mail a ticked consent asks for; without it the consent is only stored. */
  monthlyUpdates?: MonthlyUpdatesConsent;
  /** The clock, for tests. */
  now?: number;
};

/** The closed sales since an island day (all of them without one) as the method reads them, and each one's card for the page. */
export async function readComparableSales(since?: string): Promise<{ sales: Sale[]; listings: Map<string, ListingShown> }> {
  const rows = await selectListings({ ...cardColumns, features: listingColumns.features }).where(
    and(isApproved, eq(listingColumns.kind, "sold"), inArray(listingColumns.category, ["residential", "land"]), since ? gte(listingColumns.closeDate, since) : undefined),
  );
  const sales: Sale[] = [];
  const listings = new Map<string, ListingShown>();
  for (const row of rows) {
    const sale = saleOf(row);
    if (!sale) continue;
    sales.push(sale);
    listings.set(row.id, { title: row.title, path: listingPublicPath(row), photo: row.photo });
  }
  return { sales, listings };
}

/** Values the facts from the database's sales as of the island's today. */
export async function valueFacts(facts: ValuationFacts, now: Date): Promise<{ valuation: Valuation; listings: Map<string, ListingShown> }> {
  const asOf = todayOnIsland(now);
  const { sales, listings } = await readComparableSales(lookbackStart(asOf));
  return { valuation: valueHome(subjectFrom(facts), sales, asOf), listings };
}

type Step = "estimate" | "report";
export type ValuationAnswer = { step: Step; result: ValuationView; values: FormValues; name?: string; monthlyUpdates?: boolean };
export type ValuationFailure = FormFailure & { step: Step; result?: ValuationView };
export type ValuationReply = { status: 200; body: ValuationAnswer } | { status: 400 | 429 | 500; body: ValuationFailure };

export function tooManyMessage(retryAt: Date, now: Date): string {
  return `Too many valuations came from your connection or for this e-mail address within the hour, so this one was not made. Please try again in ${waitDescription(retryAt, now)}.`;
}

/** What the lead's agent reads: the facts and what the page answered. */
function leadMessage(facts: ValuationFacts, valuation: Valuation, sentence: string, monthlyUpdates: boolean): string {
  const home = facts.type !== "land";
  return [
    `Home valuation report for ${facts.address}, ${facts.area}.${facts.latitude !== undefined && facts.longitude !== undefined ? ` Place picked on the map: ${facts.latitude.toFixed(5)}, ${facts.longitude.toFixed(5)}.` : ""}`,
    `${PROPERTY_TYPE_LABELS[facts.type]}${home ? `, ${facts.beds} bed, ${facts.baths} bath, ${facts.livingArea?.toLocaleString("en-US")} sq ft` : ""}, lot ${facts.lotAcres ?? 0} acres, ${VIEW_LABELS[facts.view].toLowerCase()}, ${facts.waterfront === "yes" ? "on the water" : "not on the water"}${home && facts.condition ? `, condition ${CONDITION_LABELS[facts.condition].toLowerCase()}` : ""}.`,
    valuation.found ? `Estimate ${formatPrice(valuation.estimate)} (${formatPrice(valuation.low)} to ${formatPrice(valuation.high)}), ${valuation.confidence} confidence.` : "No estimate: no comparable sale.",
    sentence,
    monthlyUpdates ? "The owner would like a monthly e-mail when the estimate moves or a comparable sells nearby." : "The owner did not ask for monthly e-mails.",
  ].join("\n");
}

/**
 * The home-value form from submission to reply. "estimate": the facts
 * valued at once (per-client limit). "report": the same facts with a name
 * and e-mail become a lead with source "valuation", dealt to the office's
 * rotation with the facts, the estimate and the consent, and the full report
 * is shown; a ticked consent with `monthlyUpdates` also stores a pending
 * subscription and queues its confirmation e-mail in the same transaction
 * (decision 0148); over the per-client or per-address limits nothing is
 * stored (429).
 * A filled honeypot gets the answer with nothing stored.
 */
export async function handleValuationForm(formData: FormData, context: ValuationContext = {}): Promise<ValuationReply> {
  const step: Step = formData.get("intent") === "report" ? "report" : "estimate";
  const now = context.now === undefined ? new Date() : new Date(context.now);
  const guard = guardSubmission(step === "report" ? "valuation-report" : "valuation", formData, { now: context.now });
  const form = step === "report" ? parseForm(formData, reportSchema) : parseForm(formData, valuationSchema);
  if (guard.outcome === "retry") return { status: 400, body: { ...sendAgainReply(form.values, guard.token), step } };
  const formToken = guard.outcome === "pass" ? guard.token : undefined;
  if (!form.success) return { status: 400, body: { ...formFailure(form), formToken, step } };
  let facts: ValuationFacts = form.data;
  let values: FormValues = form.values;
  const person = step === "report" ? (form.data as ReportRequest) : null;
  const subscription = person?.consent === "yes" ? context.monthlyUpdates : undefined;
  const unavailable = (): ValuationReply => ({ status: 500, body: { fieldErrors: {}, values, formError: VALUATION_MESSAGES.unavailable, formToken, step } });

  // A place picked on the map with no area chosen: the nearest listings say the area (decision 0150).
  if (facts.area === "" && facts.latitude !== undefined && facts.longitude !== undefined) {
    const point = { lat: facts.latitude, lng: facts.longitude };
    const found = await runService("areaAtPoint", {}, async () => ok({ area: await areaAtPoint(point) }));
    if (!found.success) return unavailable();
    if (!found.area) return { status: 400, body: { ...formFailure({ fieldErrors: { area: VALUATION_MESSAGES.locationNoArea }, values, formError: FORM_ERROR_MESSAGE }), formToken, step } };
    facts = { ...facts, area: found.area.area };
    values = { ...values, area: found.area.area };
  }

  const limits = await runService("valuationLimit", {}, async () =>
    ok({
      verdict: await checkRateLimits(getDb(), [
        ...(step === "report"
          ? [
              { key: clientKey("valuation-report", context.clientAddress), ...RATE_LIMITS.valuationReportPerClient, now },
              { key: recipientKey("valuation-report", person?.email ?? ""), ...RATE_LIMITS.valuationReportPerSender, now },
              // A confirmation e-mail to the typed address counts against the limits of every such e-mail.
              ...(subscription && person ? subscription.limits(person.email, context.clientAddress, now) : []),
            ]
          : [{ key: clientKey("valuation", context.clientAddress), ...RATE_LIMITS.valuationPerClient, now }]),
      ]),
    }),
  );
  if (!limits.success) return unavailable();
  if (!limits.verdict.allowed) {
    logger.info("Valuation refused: hourly limit reached");
    const refused = failureReply({ code: "rate_limited" }, { fieldErrors: {}, values, formError: tooManyMessage(limits.verdict.retryAt, now), formToken, step });
    return { status: refused.status as 429, body: refused.body };
  }

  const valued = await runService("valueFacts", {}, async () => ok({ data: await valueFacts(facts, now) }));
  if (!valued.success) return unavailable();
  const { valuation, listings } = valued.data;
  const result = valuationView(valuation, facts.area, listings, step === "report");
  if (!person || guard.outcome === "drop") return { status: 200, body: { step, result, values } };

  const monthlyUpdates = person.consent === "yes";
  const stored = await runService("requestValuationReport", { area: facts.area }, () =>
    getDb().transaction(async (tx) => {
      const lead = await createOfficeLead(tx, {
        source: "valuation",
        title: `Home valuation: ${facts.address}, ${facts.area}`,
        path: "/home-value",
        name: person.name,
        email: person.email,
        phone: person.phone ?? null,
        message: leadMessage(facts, valuation, result.sentence, monthlyUpdates),
        firstTouch: formData.get(FIRST_TOUCH_FIELD),
        now,
      });
      await tx.insert(valuationRequests).values({
        leadId: lead.id,
        address: facts.address,
        area: facts.area,
        facts: { type: facts.type, beds: facts.beds ?? null, baths: facts.baths ?? null, livingArea: facts.livingArea ?? null, lotAcres: facts.lotAcres ?? null, view: facts.view, waterfront: facts.waterfront === "yes", condition: facts.condition ?? null },
        estimate: valuation.found ? valuation.estimate : null,
        low: valuation.found ? valuation.low : null,
        high: valuation.found ? valuation.high : null,
        confidence: valuation.found ? valuation.confidence : null,
        comparableIds: valuation.comparables.map((comparable) => comparable.sale.id),
        monthlyUpdates,
        latitude: facts.latitude ?? null,
        longitude: facts.longitude ?? null,
        createdAt: now,
      });
      if (subscription) {
        await subscription.subscribe(tx, {
          leadId: lead.id,
          email: person.email,
          area: facts.area,
          estimate: valuation.found ? valuation.estimate : null,
          comparableIds: valuation.comparables.map((comparable) => comparable.sale.id),
          now,
        });
      }
      return ok({ id: lead.id });
    }),
  );
  if (!stored.success) return unavailable();
  return { status: 200, body: { step, result, values, name: person.name, monthlyUpdates } };
}
