import { formatIslandClock, formatShortDate } from "~/shared/dates/format-dates";
import type { TablePage } from "~/shared/tables/table-query";
import { FilterSelect, WorkTable, type WorkTableColumn } from "~/shared/tables/work-table";
import { EmptyState } from "~/shared/ui/empty-state";
import { auditActorWords } from "./audit-sentence";
import { AUDIT_KINDS, AUDIT_LOG_TABLE, type AuditLogFilter, type AuditLogSort } from "./audit-log-filter";

/** An entry as the audit log page's loader sends it. */
export type AuditLogViewRow = { id: string; sentence: string; createdAt: Date | string };

const PATH = "/admin/admindashboard/audit";

const COLUMNS: ReadonlyArray<WorkTableColumn<AuditLogViewRow, AuditLogSort>> = [
  {
    label: "When",
    sort: "when",
    cell: (row) => (
      <time className="audit-log__when" dateTime={new Date(row.createdAt).toISOString()}>
        {formatShortDate(row.createdAt)}
        <span className="work-table__sub">{formatIslandClock(row.createdAt)}</span>
      </time>
    ),
  },
  // Who did it opens the sentence; the "Who" filter narrows by it.
  { label: "What happened", primary: true, cell: (row) => <span className="audit-log__sentence">{row.sentence}</span> },
];

type Props = {
  page: TablePage<AuditLogViewRow, AuditLogSort>;
  filter: AuditLogFilter;
  actors: ReadonlyArray<{ email: string; name: string | null }>;
};

/** The audit log: every recorded change as a sentence, newest first, filtered by who, what and when, paged. */
export function AuditLogView({ page, filter, actors }: Props) {
  return (
    <WorkTable
      caption="Audit log"
      path={PATH}
      page={page}
      spec={AUDIT_LOG_TABLE}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      noun={["entry", "entries"]}
      searchLabel="Search the details"
      filters={[
        ["actor", filter.actor],
        ["kind", filter.kind],
        ["from", filter.from],
        ["to", filter.to],
      ]}
      filterFields={
        <>
          <FilterSelect
            id="audit-actor"
            name="actor"
            label="Who"
            value={filter.actor}
            anyLabel="Anyone"
            options={actors.map((actor) => [actor.email, actor.name ? `${actor.name} (${actor.email})` : auditActorWords({ actorEmail: actor.email, actorName: null, actorRole: null })] as const)}
          />
          <FilterSelect id="audit-kind" name="kind" label="What" value={filter.kind} anyLabel="Any change" options={Object.entries(AUDIT_KINDS).map(([kind, { label }]) => [kind, label] as const)} />
          <div className="work-table__field work-table__field--narrow">
            <label htmlFor="audit-from">From (island day)</label>
            <input id="audit-from" type="date" name="from" defaultValue={filter.from} className="work-table__input" />
          </div>
          <div className="work-table__field work-table__field--narrow">
            <label htmlFor="audit-to">To (island day)</label>
            <input id="audit-to" type="date" name="to" defaultValue={filter.to} className="work-table__input" />
          </div>
        </>
      }
      empty={
        <EmptyState title="Nothing recorded yet">
          <p>Changes staff make to listings, accounts, bookings and content appear here.</p>
        </EmptyState>
      }
    />
  );
}
