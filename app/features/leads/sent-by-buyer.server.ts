import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { leads } from "./lead.table";

/** A buyer as far as their enquiries go: their account, and their address once they proved they receive mail there. */
export type EnquiringBuyer = { id: string; email: string; emailVerified: boolean };

/**
 * The leads a buyer sent: those sent while signed in, and, once the buyer
 * has confirmed their address, those sent from it before they had an account
 * or while signed out (still carrying that address). An unconfirmed address
 * proves nothing, so it matches nothing.
 */
export function sentByBuyer(buyer: EnquiringBuyer): SQL {
  const byAccount = eq(leads.buyerId, buyer.id);
  if (!buyer.emailVerified) return byAccount;
  return or(byAccount, and(isNull(leads.anonymizedAt), sql`lower(${leads.email}) = lower(${buyer.email})`))!;
}
