import { isIsoDay } from "~/shared/dates/island-days";
import { isSafeText } from "~/shared/forms/text";
import { readTableQuery, type TableQuery, type TableSpec } from "~/shared/tables/table-query";

/**
 * The audit log page's filters, read from its address (`?actor=&kind=&from=&to=&q=&page=`):
 * who (an actor's e-mail as the log keeps it), what (a kind of action, one
 * of the groups below), when (island days, both ends included). Anything
 * unreadable is simply not applied. Safe in the browser.
 */
export type AuditLogSort = "when";

export const AUDIT_LOG_TABLE: TableSpec<AuditLogSort> = { sorts: ["when"], defaultSort: "when", defaultDirection: "desc", pageSize: 25 };

/** The kinds of action people look for, each the action codes' prefixes it covers. */
export const AUDIT_KINDS = {
  listings: { label: "Listings and reviews", prefixes: ["listing."] },
  accounts: { label: "Accounts", prefixes: ["user."] },
  agents: { label: "Agent profiles", prefixes: ["agent."] },
  leads: { label: "Leads and CRM", prefixes: ["lead.", "crm."] },
  bookings: { label: "Bookings and payments", prefixes: ["booking.", "payment.", "stay_terms."] },
  rentals: { label: "Rates, calendars and arrival notes", prefixes: ["rental.", "calendar.", "arrival-notes."] },
  owners: { label: "Villa owners' money", prefixes: ["owner."] },
  content: { label: "Blog and reviews", prefixes: ["blog.", "review."] },
  mail: { label: "Mail", prefixes: ["mail."] },
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === "string" && Object.hasOwn(AUDIT_KINDS, value);
}

export type AuditLogFilter = {
  /** The actor's e-mail as the log keeps it ("" for anyone). */
  actor: string;
  kind: AuditKind | "";
  /** Island days "YYYY-MM-DD", both included ("" for open-ended). */
  from: string;
  to: string;
};

const ACTOR_MAX_LENGTH = 320;

export function readAuditLogFilter(params: URLSearchParams): { filter: AuditLogFilter; query: TableQuery<AuditLogSort> } {
  const actor = (params.get("actor") ?? "").trim();
  const kind = params.get("kind");
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return isIsoDay(value) ? value : "";
  };
  let from = day("from");
  let to = day("to");
  // Typed the wrong way round, the range still means the days between them.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    filter: { actor: actor.length <= ACTOR_MAX_LENGTH && isSafeText(actor) ? actor : "", kind: isAuditKind(kind) ? kind : "", from, to },
    query: readTableQuery(params, AUDIT_LOG_TABLE),
  };
}
