import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestListing } from "~/features/listings/listing-factory";
import { updateListing } from "~/features/listings/index.server";
import { sendDueMail } from "~/features/mail/send-due-mail.server";
import { clearMailbox, close, listen, newMailbox, SMTP_PASSWORD, SMTP_USER, smtpServer } from "~/features/mail/smtp-test-helpers";
import { KEY_FIGURE_ROWS, keyFigureLine, reportSentences } from "~/features/market-reports";
import { readMarketReport } from "~/features/market-reports/index.server";
import { resetConfigForTests } from "~/shared/config/env.server";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { formatMonthYear } from "~/shared/dates/format-dates";
import { monthlyRound, sendMonthlyMail } from "./monthly-mail.server";
import { UNSUBSCRIBE_PATH } from "./seller-mail-rules";
import { confirmedMarketSubscription, firstOfNextMonth, formOf, linkIn, outbox, sends, subscriptions } from "./seller-mail-test-data";
import { subscriptionToken } from "./seller-mail-tokens.server";
import { handleMarketSubscription } from "./subscribe.server";

const mailbox = newMailbox();
const smtp = smtpServer(mailbox);
let smtpUrl = "";

beforeAll(async () => {
  smtpUrl = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${await listen(smtp)}`;
});
afterAll(async () => {
  await close(smtp);
});
afterEach(() => {
  clearMailbox(mailbox);
  vi.unstubAllEnvs();
  resetConfigForTests();
});

const coralBay = { slug: "coral-bay", name: "Coral Bay" };
/** A moment the e-mails of this island month are due: the 1st of the next, 9 a.m. on the island. */
const DUE = firstOfNextMonth(new Date());
const round = monthlyRound(DUE);

/** Coral Bay's sales of the last months (listed, then closed), and a home for sale. */
async function coralBayMarket() {
  const today = todayOnIsland();
  for (const [daysAgo, price] of [
    [1, 950_000],
    [40, 1_200_000],
    [75, 800_000],
    [130, 1_050_000],
    [200, 700_000],
    [300, 1_500_000],
  ] as const) {
    const listing = await createTestListing({ area: "Coral Bay", listPrice: price, submittedAt: new Date(Date.now() - (daysAgo + 60) * 86_400_000) });
    await updateListing(listing.id, { kind: "sold", standardStatus: "Closed", closePrice: price, closeDate: addDays(today, -daysAgo) });
  }
  await createTestListing({ area: "Coral Bay", listPrice: 2_000_000 });
  await createTestListing({ area: "Fish Bay", listPrice: 900_000 });
}

const reportMails = async () => (await outbox()).filter((mail) => / market report for /.test(mail.subject));

describe("the monthly market report e-mail", () => {
  it("goes from the 1st's hour to each confirmed subscriber, once a month however many processes run, with the report page's sentences and figures", async () => {
    await coralBayMarket();
    const ada = await confirmedMarketSubscription("ada@example.com", coralBay, new Date(round.dueAt.getTime() - 86_400_000));
    const bea = await confirmedMarketSubscription("bea@example.com", null, new Date(round.dueAt.getTime() - 86_400_000));
    // Confirmed after this month's e-mails were due: its first is next month's.
    await confirmedMarketSubscription("dee@example.com", coralBay, DUE);
    // Never confirmed: never mailed.
    await handleMarketSubscription(formOf({ email: "cal@example.com" }), { areaSlug: "coral-bay" });

    expect(await sendMonthlyMail({ now: new Date(round.dueAt.getTime() - 60_000) })).toEqual({ month: round.month, sent: 0, quiet: 0, skipped: 0 });
    expect(await reportMails()).toEqual([]);

    // Two processes' rounds at once, then a later round the same month.
    const [first, second] = await Promise.all([sendMonthlyMail({ now: DUE }), sendMonthlyMail({ now: DUE })]);
    expect(first.sent + second.sent).toBe(2);
    expect((await sendMonthlyMail({ now: new Date(DUE.getTime() + 3 * 3_600_000) })).sent).toBe(0);
    const mails = await reportMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(["ada@example.com", "bea@example.com"]);
    expect((await sends()).map((row) => [row.subscriptionId, row.month, row.outcome]).sort()).toEqual(
      [
        [ada.id, round.month, "sent"],
        [bea.id, round.month, "sent"],
      ].sort(),
    );

    // What the page computes, as of the month's end, is what the e-mail says.
    const report = await readMarketReport("coral-bay", round.monthEnd);
    if (!report.success) throw new Error("a report");
    const mail = mails.find((candidate) => candidate.to === "ada@example.com")!;
    expect(mail.subject).toBe(`Coral Bay market report for ${formatMonthYear(`${round.month}-01`)}`);
    for (const sentence of reportSentences(report.data)) expect(mail.text).toContain(`- ${sentence}`);
    for (const row of KEY_FIGURE_ROWS) expect(mail.text).toContain(`${row.label}: ${keyFigureLine(row, report.data)}`);
    expect(mail.text).toContain(`Closed sales: ${report.data.current.sales} (a year earlier`);
    expect(mail.text).toContain("http://localhost:3000/market/coral-bay");
    const unsubscribe = linkIn(mail.text, UNSUBSCRIBE_PATH);
    expect(unsubscribe.subscription).toBe(ada.id);
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${unsubscribe.url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail.secrets).toEqual([subscriptionToken("unsubscribe", ada.id)]);
    expect(mail.html).toContain("See the full report");
    expect(mail.html).toContain("Stop these e-mails");
    const island = mails.find((candidate) => candidate.to === "bea@example.com")!;
    expect(island.subject).toMatch(/^St\. John market report for /);
    expect(island.text).toContain("http://localhost:3000/market\n");

    // The next month: each confirmed subscription once more, the late one's first.
    const next = firstOfNextMonth(DUE);
    expect(await sendMonthlyMail({ now: next })).toMatchObject({ month: monthlyRound(next).month, sent: 3 });
    expect((await reportMails()).map((row) => row.to).sort()).toEqual(["ada@example.com", "ada@example.com", "bea@example.com", "bea@example.com", "dee@example.com"]);
    expect((await subscriptions()).find((row) => row.email === "cal@example.com")!.confirmedAt).toBeNull();
  });

  it("marks the month of a report no listing names any more, writing to no one", async () => {
    await coralBayMarket();
    const gone = await confirmedMarketSubscription("ada@example.com", { slug: "atlantis", name: "Atlantis" }, new Date(round.dueAt.getTime() - 86_400_000));
    expect(await sendMonthlyMail({ now: DUE })).toMatchObject({ sent: 0, skipped: 1 });
    expect(await sends()).toMatchObject([{ subscriptionId: gone.id, outcome: "skipped" }]);
    expect(await sendMonthlyMail({ now: DUE })).toMatchObject({ sent: 0, skipped: 0 });
    expect(await reportMails()).toEqual([]);
  });

  it("reaches the subscriber through a mail server with its one-click unsubscribe headers, and the outbox keeps no token once sent", async () => {
    await coralBayMarket();
    const ada = await confirmedMarketSubscription("ada@example.com", coralBay, new Date(round.dueAt.getTime() - 86_400_000));
    vi.stubEnv("SMTP_URL", smtpUrl);
    resetConfigForTests();
    await sendMonthlyMail({ now: DUE });
    expect(await sendDueMail()).toMatchObject({ sent: 1 });
    const raw = mailbox.received[0]!.raw.replace(/=\r\n/g, "").replace(/\r\n[ \t]+/g, " ");
    const token = subscriptionToken("unsubscribe", ada.id);
    expect(raw).toContain(`List-Unsubscribe: <http://localhost:3000${UNSUBSCRIBE_PATH}?subscription=${ada.id}&token=${token}>`);
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(JSON.stringify(await outbox())).not.toContain(token);
  });
});
