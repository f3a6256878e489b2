import { site } from "~/shared/config/site";
import { formatMonthYear } from "~/shared/dates/format-dates";
import { formatCents } from "~/shared/lib/money";

const exact = (cents: number) => formatCents(cents, { alwaysCents: true });
import type { Statement } from "./statement";

/**
 * The e-mail that tells an owner a month's statement is closed: the month in
 * brief (opening balance, the stays' owner share, adjustments, expenses,
 * payouts, closing balance) and a button to the statement in the owner
 * portal, where its PDF and CSV are downloaded after signing in. The files
 * are not attached: a mailbox is less private than the portal (decision
 * 0140). Pure: the link is given.
 */
export function statementMail(statement: Statement, owner: { name: string | null }, link: string) {
  const month = formatMonthYear(`${statement.month}-01`);
  const { totals } = statement;
  const stays = statement.stays.length;
  const facts: [string, string][] = [
    ["Opening balance", exact(statement.openingCents)],
    [`Stays (${stays})`, `${exact(totals.ownerShareCents)} your share`],
    ...(statement.adjustments.length > 0 ? [["Adjustments", exact(totals.adjustmentsCents)] as [string, string]] : []),
    ["Expenses", exact(-totals.expensesCents)],
    ["Payouts", exact(-totals.payoutsCents)],
    ["Closing balance", exact(statement.closingCents)],
  ];
  const greeting = owner.name?.trim() ? `Hello ${owner.name.trim()},` : "Hello,";
  return {
    subject: `Your statement for ${month} — ${site.name}`,
    text: [
      greeting,
      "",
      `Your statement for ${month} is closed. The month in brief:`,
      "",
      ...facts.map(([label, value]) => `${label}: ${value}`),
      "",
      "Read it line by line, and download it as a PDF or a spreadsheet (CSV), once signed in to your owner portal:",
      "",
      link,
      "",
      "For your privacy, statements are never attached to e-mail.",
      "",
      `${site.name}`,
    ].join("\n"),
    action: { label: "Read your statement", href: link },
  };
}
