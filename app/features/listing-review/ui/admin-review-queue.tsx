import { formatIslandDateTime, formatShortDate } from "~/shared/dates/format-dates";
import { Link } from "~/shared/ui/link";
import type { ReviewQueueItem } from "../review-queue.server";
import { cardPrice } from "~/features/listings/components";
import { TableThumbnail } from "~/features/media/components";
import type { TablePage } from "~/shared/tables/table-query";
import { FilterSelect, WorkTable, type WorkTableColumn } from "~/shared/tables/work-table";
import { REVIEW_SOURCES, REVIEWED_TABLE, type ReviewedSort } from "../review-queue-table";

/** A queue row as the admin dashboard's loader sends it. */
export type QueueRow = ReviewQueueItem;

const KIND_LABELS: Record<string, string> = { sale: "For sale", sold: "Sold", rental: "Rental" };

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/** A date on the island's clock, the same on the server and in the browser (no hydration mismatch). */
export function formatQueueDate(date: Date | string | null, withTime = false): string {
  if (!date) return "—";
  return withTime ? formatIslandDateTime(date) : formatShortDate(date);
}

function QueueTable({ caption, rows, selectedId, hrefFor }: { caption: string; rows: QueueRow[]; selectedId: string | null; hrefFor: (id: string) => string }) {
  if (rows.length === 0) return <p className="admin-queue__empty">Nothing here.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Listing</th>
            <th scope="col">Kind</th>
            <th scope="col">Agent</th>
            <th scope="col">Submitted</th>
            <th scope="col">Status</th>
            <th scope="col">Admin notes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} aria-current={row.id === selectedId ? "true" : undefined}>
              <th scope="row">
                <Link to={hrefFor(row.id)} preventScrollReset={false}>
                  {row.title}
                </Link>
              </th>
              <td>{kindLabel(row.kind)}</td>
              <td>{row.agentName ?? row.agentEmail ?? "—"}</td>
              <td>
                <time dateTime={row.submittedAt ? new Date(row.submittedAt).toISOString() : undefined}>{formatQueueDate(row.submittedAt)}</time>
              </td>
              <td>
                <span className={`review-status review-status--${row.reviewStatus.replace(/[^a-z-]/gi, "")}`}>{row.reviewStatus}</span>
              </td>
              <td className="admin-table__notes">{row.adminNotes || "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type ReviewedPage = TablePage<QueueRow, ReviewedSort> & {
  statuses: string[];
  filter: { status: string; kind: string; source: string };
};

/** The dashboard's address with some parameters changed (empty values, and page 1, dropped). */
function addressWith(current: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === "" || (name === "page" && value === 1)) next.delete(name);
    else next.set(name, String(value));
  }
  const query = next.toString();
  return query ? `?${query}` : "?";
}

function price(row: QueueRow): string {
  const shown = cardPrice(row);
  if (shown.kind === "none") return "—";
  return shown.kind === "rental" ? `${shown.amount} / night` : shown.amount;
}

function reviewedColumns(hrefFor: (id: string) => string): ReadonlyArray<WorkTableColumn<QueueRow, ReviewedSort>> {
  return [
    {
      label: "Photo",
      bare: true,
      role: "media",
      cell: (row) => <TableThumbnail image={row.photo} />,
    },
    {
      label: "Listing",
      sort: "title",
      primary: true,
      cell: (row) => (
        <>
          <a href={hrefFor(row.id)}>{row.title}</a>
          <span className="work-table__sub">{[kindLabel(row.kind), row.agentName ?? row.agentEmail, row.fromFeed ? REVIEW_SOURCES.mls : null].filter(Boolean).join(" · ")}</span>
        </>
      ),
    },
    { label: "Price", sort: "price", role: "number", cell: price },
    {
      label: "Status",
      sort: "status",
      cell: (row) => (
        <>
          <span className={`status-chip status-chip--${row.reviewStatus.replace(/[^a-z-]/gi, "")}`}>{row.reviewStatus}</span>
          {row.adminNotes ? <span className="work-table__note">{row.adminNotes}</span> : null}
        </>
      ),
    },
    {
      label: "Submitted",
      sort: "submitted",
      cell: (row) => <time dateTime={row.submittedAt ? new Date(row.submittedAt).toISOString() : undefined}>{formatQueueDate(row.submittedAt)}</time>,
    },
    {
      label: "Reviewed",
      sort: "reviewed",
      cell: (row) => <time dateTime={row.reviewedAt ? new Date(row.reviewedAt).toISOString() : undefined}>{formatQueueDate(row.reviewedAt)}</time>,
    },
  ];
}

function ReviewedFilterFields({ reviewed, selectedId }: { reviewed: ReviewedPage; selectedId: string | null }) {
  const { filter } = reviewed;
  return (
    <>
      {selectedId ? <input type="hidden" name="review" value={selectedId} /> : null}
      <FilterSelect id="queue-status" name="status" label="Status" value={filter.status} anyLabel="Any status" options={reviewed.statuses.map((status) => [status, status] as const)} />
      <FilterSelect id="queue-kind" name="kind" label="Kind" value={filter.kind} anyLabel="Any kind" options={Object.entries(KIND_LABELS)} />
      <FilterSelect id="queue-source" name="source" label="Source" value={filter.source} anyLabel="Any source" options={Object.entries(REVIEW_SOURCES)} />
    </>
  );
}

/**
 * The review queue: everything pending, then the reviewed listings as a
 * work table (photo, price, status, dates), searched by title or agent,
 * narrowed by status, kind and source, sorted and paged in SQL, all in the address.
 */
export function AdminReviewQueue({
  pending,
  reviewed,
  selectedId,
  params,
}: {
  pending: QueueRow[];
  reviewed: ReviewedPage;
  selectedId: string | null;
  params: URLSearchParams;
}) {
  const hrefFor = (id: string) => addressWith(params, { review: id });
  const { filter } = reviewed;
  const filtered = Boolean(reviewed.query.q || filter.status || filter.kind || filter.source);
  return (
    <section className="admin-section" aria-labelledby="review-queue-heading">
      <h2 id="review-queue-heading">Review queue</h2>
      <section className="admin-queue__group" aria-labelledby="queue-pending-heading">
        <h3 id="queue-pending-heading">Waiting for review ({pending.length})</h3>
        <QueueTable caption="Listings waiting for review" rows={pending} selectedId={selectedId} hrefFor={hrefFor} />
      </section>
      <section className="admin-queue__group" aria-labelledby="queue-reviewed-heading">
        <h3 id="queue-reviewed-heading">
          Reviewed ({reviewed.total}
          {filtered ? " matching" : ""})
        </h3>
        <WorkTable
          caption="Reviewed listings"
          path="/admin/admindashboard"
          page={reviewed}
          spec={REVIEWED_TABLE}
          columns={reviewedColumns(hrefFor)}
          rowKey={(row) => row.id}
          noun={["listing", "listings"]}
          searchLabel="Search title or agent"
          filters={[
            ["review", selectedId ?? ""],
            ["status", filter.status],
            ["kind", filter.kind],
            ["source", filter.source],
          ]}
          filterFields={<ReviewedFilterFields reviewed={reviewed} selectedId={selectedId} />}
          empty={<p className="admin-queue__empty">Nothing here.</p>}
        />
      </section>
    </section>
  );
}
