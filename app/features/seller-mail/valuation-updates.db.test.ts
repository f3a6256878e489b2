import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { handleValuationForm, revalueRequest } from "~/features/home-valuation/index.server";
import { leads } from "~/features/leads/lead.table";
import { formatPrice } from "~/features/listings";
import { updateListing } from "~/features/listings/index.server";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { getDb } from "~/shared/db/client.server";
import { formatLongDate } from "~/shared/dates/format-dates";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { monthlyRound, sendMonthlyMail } from "./monthly-mail.server";
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from "./seller-mail-rules";
import { firstOfNextMonth, formOf, linkIn, outbox, sends, subscriptions } from "./seller-mail-test-data";
import { subscriptionToken } from "./seller-mail-tokens.server";
import { valuationUpdatesConsent } from "./subscribe.server";
import { confirmSubscription, unsubscribe } from "./subscription-links.server";

const NOW = Date.now();
const TODAY = todayOnIsland(new Date(NOW));
const facts = { address: "12 Calabash Boom Road", area: "Coral Bay", type: "single-family", beds: "3", baths: "2", livingArea: "1800", lotAcres: "0.5", view: "none", waterfront: "no", condition: "average" };

/** A sold home in Coral Bay like the owner's (the factory's 3 beds, 2 baths, 1,800 sq ft, half an acre). */
const soldHome = (closeDate: string, closePrice = 1_000_000) => createTestListing({ kind: "sold", area: "Coral Bay", closePrice, closeDate });

/** Four sales at one price: whatever their weights, the estimate is that price, month after month. */
async function coralBaySales() {
  await createTestAgent("maya@agents.example", "Maya Charles");
  const homes = [];
  for (const daysAgo of [30, 90, 150, 250]) homes.push(await soldHome(addDays(TODAY, -daysAgo)));
  return homes;
}

/** The full report with the monthly box ticked, as the home-value page sends it. */
async function askForReport(consent: boolean, email = "ada@example.com") {
  const form = formOf({ intent: "report", ...facts, name: "Ada Lovelace", email, ...(consent ? { consent: "yes" } : {}) }, { now: NOW });
  return handleValuationForm(form, { now: NOW, clientAddress: "203.0.113.9", monthlyUpdates: valuationUpdatesConsent });
}

const updates = async () => (await outbox()).filter((mail) => mail.to === "ada@example.com" && !mail.subject.startsWith("Confirm "));

describe("monthly e-mails about a valued home", () => {
  it("start only once the owner follows the confirmation link sent with the report, and say nothing in a month when nothing changed", async () => {
    const homes = await coralBaySales();
    const reply = await askForReport(true);
    expect(reply).toMatchObject({ status: 200, body: { monthlyUpdates: true } });
    if (reply.status !== 200 || !reply.body.result.found) throw new Error("a report");
    expect(reply.body.result.estimate).toBe(1_000_000);

    const [lead] = await getDb().select().from(leads);
    const [subscription] = await subscriptions();
    expect(subscription).toMatchObject({ kind: "valuation", email: "ada@example.com", leadId: lead!.id, areaName: "Coral Bay", confirmedAt: null, toldEstimate: 1_000_000, toldOn: TODAY });
    expect(subscription!.toldSaleIds).toEqual(homes.map((home) => home.id).sort());
    // The confirmation carries nothing the visitor typed: not the street address, not the name.
    const confirmation = (await outbox()).find((mail) => mail.to === "ada@example.com")!;
    expect(confirmation.subject).toBe("Confirm your monthly home estimate e-mails");
    expect(confirmation.text).toContain("the home you valued in Coral Bay moves 3% or more");
    expect(confirmation.text).not.toMatch(/Calabash|Ada/);

    const due = firstOfNextMonth(new Date(NOW));
    expect(await sendMonthlyMail({ now: due })).toMatchObject({ sent: 0, quiet: 0 });
    const { subscription: id, token } = linkIn(confirmation.text, CONFIRM_PATH);
    await confirmSubscription(id, token);
    expect(await sendMonthlyMail({ now: due })).toMatchObject({ sent: 0, quiet: 1 });
    expect(await sendMonthlyMail({ now: due })).toMatchObject({ sent: 0, quiet: 0 });
    expect(await updates()).toEqual([]);
    expect(await sends()).toMatchObject([{ subscriptionId: id, month: monthlyRound(due).month, outcome: "quiet" }]);
  });

  it("tells the owner of a new sale in the area in words, then of the estimate's move of 3% or more, each once", async () => {
    await coralBaySales();
    await askForReport(true);
    const [subscription] = await subscriptions();
    await confirmSubscription(subscription!.id, linkIn((await outbox()).find((mail) => mail.to === "ada@example.com")!.text, CONFIRM_PATH).token);
    const first = firstOfNextMonth(new Date(NOW));
    expect(await sendMonthlyMail({ now: first })).toMatchObject({ quiet: 1 });

    // A home like the owner's closes in Coral Bay at the same price: news, though the estimate holds.
    const sold = await soldHome(TODAY);
    const second = firstOfNextMonth(first);
    expect(await sendMonthlyMail({ now: second })).toMatchObject({ sent: 1 });
    const [saleMail] = await updates();
    const saleSentence = `A 3-bedroom home sold in Coral Bay on ${formatLongDate(TODAY)}, for $1,000,000.`;
    expect(saleMail!.subject).toBe("A 3-bedroom home sold in Coral Bay");
    expect(saleMail!.text).toContain(`This month's update for 12 Calabash Boom Road, Coral Bay:`);
    expect(saleMail!.text).toContain(`- Your estimate is $1,000,000, the same as we last told you.`);
    expect(saleMail!.text).toContain(`- ${saleSentence} http://localhost:3000/soldproperty/${sold.id}`);
    expect(saleMail!.headers).toEqual({ "List-Unsubscribe": `<${linkIn(saleMail!.text, UNSUBSCRIBE_PATH).url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(await subscriptions()).toMatchObject([{ toldEstimate: 1_000_000, toldOn: todayOnIsland(second), toldSaleIds: [] }]);

    // A comparable's price corrected upward: the estimate moves, with no new sale to name.
    const homes = (await revalueRequest(subscription!.leadId!, second))!.areaSales;
    await updateListing(homes.at(-1)!.id, { closePrice: 1_600_000 });
    const third = firstOfNextMonth(second);
    const revalued = await revalueRequest(subscription!.leadId!, third);
    if (!revalued?.valuation.found) throw new Error("an estimate");
    const percent = Math.round(((revalued.valuation.estimate - 1_000_000) / 1_000_000) * 100);
    expect(percent).toBeGreaterThanOrEqual(3);
    expect(await sendMonthlyMail({ now: third })).toMatchObject({ sent: 1 });
    const moveMail = (await updates())[1]!;
    expect(moveMail.subject).toBe(`Your home's estimate rose ${percent}% to ${formatPrice(revalued.valuation.estimate)}`);
    expect(moveMail.text).toContain(`- Your estimate rose ${percent}% to ${formatPrice(revalued.valuation.estimate)}, from $1,000,000 when we last wrote.`);
    expect(moveMail.text).not.toContain(" sold in ");
    expect(moveMail.text).toContain(revalued.sentence);

    // Nothing new since: the next month is quiet.
    expect(await sendMonthlyMail({ now: firstOfNextMonth(third) })).toMatchObject({ sent: 0, quiet: 1 });
  });

  it("stores the consent alone when the box is not ticked, and the owner's one-click unsubscribe or the lead's deletion ends the e-mails", async () => {
    await coralBaySales();
    await askForReport(false);
    expect(await subscriptions()).toEqual([]);
    expect((await outbox()).some((mail) => mail.to === "ada@example.com")).toBe(false);

    await askForReport(true, "bea@example.com");
    await askForReport(true, "cal@example.com");
    const [bea, cal] = await subscriptions();
    for (const row of [bea!, cal!]) await confirmSubscription(row.id, linkIn((await outbox()).find((mail) => mail.to === row.email)!.text, CONFIRM_PATH).token);
    expect((await unsubscribe(bea!.id, subscriptionToken("unsubscribe", bea!.id))).success).toBe(true);
    await getDb().delete(leads).where(eq(leads.id, cal!.leadId!));
    expect(await subscriptions()).toEqual([]);
    await soldHome(TODAY);
    expect(await sendMonthlyMail({ now: firstOfNextMonth(new Date(NOW)) })).toMatchObject({ sent: 0, quiet: 0 });
  });
});
