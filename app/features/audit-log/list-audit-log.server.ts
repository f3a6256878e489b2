import { and, count, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { refuse, type Actor } from "~/shared/access/permissions";
import { accountNameOf } from "~/features/accounts/index.server";
import { auditEntryVersion, auditLogColumns as auditLog, selectAuditLog } from "~/features/audit/index.server";
import { keptStaffListingRows } from "~/features/listings/index.server";
import { addDays } from "~/shared/dates/island-days";
import { instantFromIslandTime } from "~/shared/dates/island-times";
import { preparedQuery, UNNAMED } from "~/shared/db/prepared-query.server";
import { jsonObjectOf } from "~/shared/db/json-object-sql";
import { versionedRowSql } from "~/shared/cache/rows-by-version.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { loadTablePage, matchesText } from "~/shared/tables/table-page.server";
import type { TablePage, TableQuery } from "~/shared/tables/table-query";
import { AUDIT_KINDS, type AuditLogFilter, type AuditLogSort } from "./audit-log-filter";
import { auditSentence, type AuditLine } from "./audit-sentence";

/** An audit entry as the audit log page shows it: the sentence, who, and when. */
export type AuditLogRow = AuditLine & { id: string; createdAt: Date; sentence: string };

/** Someone who appears in the log, for the "who" filter: the e-mail the log keeps, and their name when the account still exists. */
export type AuditLogActor = { email: string; name: string | null };

/** An entry's columns, with the names it keeps from when it was written: its actor's and its record's. */
const AUDIT_COLUMNS = {
  id: auditLog.id,
  action: auditLog.action,
  actorEmail: auditLog.actorEmail,
  actorName: auditLog.actorName,
  actorRole: auditLog.actorRole,
  subjectType: auditLog.subjectType,
  subjectId: auditLog.subjectId,
  subjectTitle: auditLog.subjectName,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
};

/** The filter as SQL: the actor's e-mail, the kind's action prefixes, island days from the start of `from` to the end of `to`, and the search. */
function conditions(filter: AuditLogFilter, search: string): SQL | undefined {
  const since = filter.from ? instantFromIslandTime(`${filter.from}T00:00`) : null;
  const until = filter.to ? instantFromIslandTime(`${addDays(filter.to, 1)}T00:00`) : null;
  return and(
    filter.actor ? eq(auditLog.actorEmail, filter.actor) : undefined,
    filter.kind ? or(...AUDIT_KINDS[filter.kind].prefixes.map((prefix) => sql`starts_with(${auditLog.action}, ${prefix})`)) : undefined,
    since ? gte(auditLog.createdAt, since) : undefined,
    until ? lt(auditLog.createdAt, until) : undefined,
    matchesText(search, [auditLog.actorEmail, auditLog.before, auditLog.after]),
  );
}

/**
 * One page of the audit log, newest first, each entry with its sentence,
 * narrowed by who, what kind of action, island days and a search of its
 * details; and everyone who appears in the log, for the filter.
 * Administrators only.
 */
export async function listAuditLog(
  actor: Actor,
  filter: AuditLogFilter,
  query: TableQuery<AuditLogSort>,
): Promise<Result<{ data: { entries: TablePage<AuditLogRow, AuditLogSort>; actors: AuditLogActor[] } }>> {
  const refused = refuse(actor, "read:audit-log");
  if (refused) return refused;
  return runService("listAuditLog", { filter, query }, async () => {
    const where = conditions(filter, query.q);
    const order = query.dir === "asc" ? [auditLog.createdAt, auditLog.id] : [desc(auditLog.createdAt), desc(auditLog.id)];
    const entries = await loadTablePage(
      query,
      async () => (await selectAuditLog({ total: count() }).where(where))[0]?.total ?? 0,
      async (limit, offset) => {
        const rows = await selectAuditLog(AUDIT_COLUMNS).where(where).orderBy(...order).limit(limit).offset(offset);
        return rows.map((row) => ({ ...row, sentence: auditSentence(row) }));
      },
    );
    const people = await selectAuditLog({ email: auditLog.actorEmail, name: accountNameOf(sql`(array_agg(${auditLog.actorId} order by ${auditLog.createdAt} desc))[1]`) })
      .groupBy(auditLog.actorEmail)
      .orderBy(auditLog.actorEmail)
      .limit(500);
    return ok({ data: { entries, actors: people } });
  });
}

/** An entry as the latest entries' statement answers it: one JSON object, its time as text. */
type EntryJson = Omit<AuditLogRow, "createdAt" | "sentence"> & { createdAt: string };

/**
 * The latest entries, newest first: the dashboard's Activity, which shows neither a count nor the "who" filter,
 * so it runs this one statement, built once, rather than the log page's three. Each entry is answered as its
 * version and, unless this process holds that version (the `held` parameter), its columns: after a change the
 * Activity is read again whole, but only the entries the change wrote or touched are sent and told again.
 */
const latestEntries = preparedQuery((db) =>
  selectAuditLog({ entry: versionedRowSql<EntryJson>(auditEntryVersion, jsonObjectOf(AUDIT_COLUMNS)) }, db)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(sql.placeholder("size"))
    .prepare(UNNAMED),
);

/** The Activity's entries this process has told, the same for every administrator: a few more than it shows. */
const heldEntries = keptStaffListingRows<AuditLogRow>(64);

function toRow(json: EntryJson): AuditLogRow {
  const row = { ...json, createdAt: new Date(json.createdAt) };
  return { ...row, sentence: auditSentence(row) };
}

/** The latest `size` entries as sentences, newest first (the review dashboard's Activity). Administrators only. */
export async function latestAuditLog(actor: Actor, size: number): Promise<Result<{ data: AuditLogRow[] }>> {
  const refused = refuse(actor, "read:audit-log");
  if (refused) return refused;
  return runService("latestAuditLog", { size }, async () => {
    const held = heldEntries.held();
    const answer = await latestEntries().execute({ size, held: held.versions });
    return ok({ data: heldEntries.rowsOf(answer.map((row) => row.entry), held, toRow) });
  });
}
