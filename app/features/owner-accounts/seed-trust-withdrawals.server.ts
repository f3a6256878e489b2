import { sql } from "drizzle-orm";
import type { AuditedActor } from "~/shared/access/permissions";
import type { Database } from "~/shared/db/client.server";
import { readPostings } from "./ledger-store.server";
import { reconcile } from "./reconciliation";
import { nextMonth } from "./statement";
import { ledgerEntries } from "./trust-ledger.table";
import { recordBrokerageDraw, recordTaxRemittance } from "./trust-withdrawals.server";

const lastDayOf = (month: string) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, "0")}`;
};

/**
 * The demo office's habit: each month's hotel tax paid to the territory on
 * the 20th of the next, and the brokerage's earnings of the month drawn on
 * the 12th, from the first month of the history to the last that ended.
 * Answers how many were added; a month already paid is left alone.
 */
export async function seedDemoTrustWithdrawals(db: Database, office: AuditedActor, firstMonth: string, thisMonth: string, today: string, now: Date): Promise<number> {
  const rows = await db.select({ reference: sql<string>`${ledgerEntries.details}->>'reference'` }).from(ledgerEntries).where(sql`${ledgerEntries.kind} in ('tax_remittance', 'brokerage_draw')`);
  const done = new Set(rows.map((row) => row.reference));
  let added = 0;
  for (let month = firstMonth; month < thisMonth; month = nextMonth(month)) {
    const coversFrom = `${month}-01`;
    const coversTo = lastDayOf(month);
    const figures = reconcile(await readPostings(db, { from: coversFrom, to: coversTo }), coversFrom, coversTo);
    const compact = month.replace("-", "");
    const drawOn = `${nextMonth(month)}-12`;
    if (drawOn <= today && figures.brokerageIncomeCents > 0 && !done.has(`OP-${compact}`)) {
      if ((await recordBrokerageDraw(office, { paidOn: drawOn, amountCents: figures.brokerageIncomeCents, reference: `OP-${compact}` }, now)).success) added += 1;
    }
    const remitOn = `${nextMonth(month)}-20`;
    if (remitOn <= today && figures.taxDueCents > 0 && !done.has(`VI-HOT-${compact}`)) {
      const paid = await recordTaxRemittance(office, { paidOn: remitOn, amountCents: figures.taxDueCents, reference: `VI-HOT-${compact}`, coversFrom, coversTo }, now);
      if (paid.success) added += 1;
    }
  }
  return added;
}
