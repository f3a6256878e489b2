import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resendVerificationLink, verifyEmail } from "~/features/accounts/index.server";
import { mailOutbox } from "~/features/mail/outbox.table";
import { getDb } from "~/shared/db/client.server";
import { matchSavedSearches } from "./match-saved-searches.server";
import { askToSignUpFirst, savePendingSearch } from "./pending-save-form.server";
import { savedSearches } from "./saved-search.table";
import { SAVED_SEARCH_MESSAGES } from "./saved-search-rules";
import { approvedByReview, createTestBuyer, createTestSearch } from "./saved-search-test-data";
import { sendSavedSearchAlerts, startAlertsAfterConfirmation } from "./send-alerts.server";

/**
 * A buyer who saves a search before confirming the address: the search is
 * kept as chosen, nothing is e-mailed to the unconfirmed address, and the
 * first alert after confirmation carries what matched in between.
 */

const stored = () => getDb().select().from(savedSearches);
const alertsTo = async (to: string) =>
  (await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((mail) => !mail.subject.startsWith("Confirm your e-mail address"));

/** One round of the alert runner, reading changes up to now. */
async function runnerRound() {
  await matchSavedSearches({ clockMarginMs: 0 });
  return sendSavedSearchAlerts();
}

/** Confirms the buyer's address with the link the site mails, as the /verify-email page does. */
async function confirm(buyer: { id: string; email: string }) {
  await resendVerificationLink(buyer);
  const mails = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email));
  const token = mails.map((mail) => /\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1]).find(Boolean);
  const result = await verifyEmail(token!);
  if (!result.success) throw new Error(`not confirmed: ${result.error}`);
  return startAlertsAfterConfirmation(result.userId);
}

function saveForm(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** The Cookie header a browser sends back for a Set-Cookie value. */
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("saving before the address is confirmed", () => {
  it("sends no alert to the unconfirmed address, then the first alert after confirmation carries every match found meanwhile", async () => {
    const buyer = await createTestBuyer({ verified: false });
    await createTestSearch(buyer, "area=Hansen Bay", "instant");
    expect((await stored()).map((row) => row.frequency)).toEqual(["instant"]);

    const first = await approvedByReview({ area: "Hansen Bay", title: "Hansen Bay cottage" });
    const second = await approvedByReview({ area: "Hansen Bay", title: "Hansen Bay villa" });
    expect(await runnerRound()).toEqual({ sent: 0 });
    expect(await alertsTo(buyer.email)).toEqual([]);

    expect(await confirm(buyer)).toEqual({ success: true, sent: 1 });
    const [alert, ...more] = await alertsTo(buyer.email);
    expect(more).toEqual([]);
    expect(alert!.subject).toMatch(/^2 new listings/);
    expect(alert!.text).toContain(`/property/${first.id}`);
    expect(alert!.text).toContain(`/property/${second.id}`);

    // From then on alerts flow as for any confirmed buyer, each listing once.
    const third = await approvedByReview({ area: "Hansen Bay", title: "Hansen Bay lot" });
    expect(await runnerRound()).toEqual({ sent: 1 });
    const alerts = await alertsTo(buyer.email);
    expect(alerts).toHaveLength(2);
    expect(alerts.find((mail) => mail.id !== alert!.id)!.text).toContain(`/property/${third.id}`);
    expect(await runnerRound()).toEqual({ sent: 0 });
  });

  it("confirming with no match waiting sends nothing, and a daily search keeps its day", async () => {
    const buyer = await createTestBuyer({ verified: false });
    await createTestSearch(buyer, "area=Johns Folly", "daily");
    await approvedByReview({ area: "Johns Folly" });
    await matchSavedSearches({ clockMarginMs: 0 });
    // A daily digest is due a day after saving, confirmed or not.
    expect(await confirm(buyer)).toEqual({ success: true, sent: 0 });
    expect(await alertsTo(buyer.email)).toEqual([]);
    expect(await sendSavedSearchAlerts({ now: new Date(Date.now() + 25 * 60 * 60 * 1000) })).toEqual({ sent: 1 });
  });
});

describe("a search saved through sign-up", () => {
  it("keeps the query and frequency chosen through the round trip, and saves them for the new, unconfirmed buyer", async () => {
    const asked = askToSignUpFirst(saveForm({ intent: "save", query: "minBeds=4&area=Cruz Bay", frequency: "instant", name: "" }));
    const back = new URL(asked.location, "http://site.test");
    expect(back.pathname).toBe("/signup");
    const returnTo = new URL(back.searchParams.get("redirectTo")!, "http://site.test");
    expect(returnTo.pathname).toBe("/account/searches");
    expect(returnTo.searchParams.get("save")).toBe("pending");
    expect(asked.setCookie).toMatch(/HttpOnly; SameSite=Lax/);

    const buyer = await createTestBuyer({ verified: false });
    const saved = await savePendingSearch(buyer, `other=1; ${cookieOf(asked.setCookie)}`);
    expect(saved).toMatchObject({ status: 303, location: "/account/searches?notice=saved", setCookie: expect.stringMatching(/Max-Age=0/) });
    expect(await stored()).toMatchObject([{ userId: buyer.id, frequency: "instant", minBeds: 4, area: "Cruz Bay" }]);
  });

  it("saves nothing from a cookie it did not sign or one past its day, nor without one (a link alone saves nothing)", async () => {
    const buyer = await createTestBuyer();
    const asked = askToSignUpFirst(saveForm({ query: "minBeds=2", frequency: "weekly" }), new Date(Date.now() - 25 * 60 * 60 * 1000));
    const [name, value] = cookieOf(asked.setCookie).split("=");
    const [payload] = value!.split(".");
    const forged = Buffer.from(JSON.stringify({ q: "minBeds=9", f: "instant", e: Date.now() / 1000 + 60 })).toString("base64url");
    for (const header of [null, "", `${name}=${value}`, `${name}=${forged}.${value!.split(".")[1]}`, `${name}=${payload}`]) {
      expect(await savePendingSearch(buyer, header)).toBeNull();
    }
    expect(await stored()).toEqual([]);
  });

  it("shows a refused save with its message and the search, ready to save again", async () => {
    const buyer = await createTestBuyer();
    const asked = askToSignUpFirst(saveForm({ query: "sort=newest", frequency: "daily" }));
    const refused = await savePendingSearch(buyer, cookieOf(asked.setCookie));
    expect(refused).toMatchObject({ status: "refused", failure: { formError: SAVED_SEARCH_MESSAGES.noFilter }, pending: { frequency: "daily" } });
    expect(await stored()).toEqual([]);
  });
});
