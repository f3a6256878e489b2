import { formatIslandDateTime, formatShortDate } from "~/shared/dates/format-dates";
import { Form } from "react-router";
import { Link } from "~/shared/ui/link";
import type { ReviewQueueItem } from "../review-queue.server";
import { Pagination } from "~/features/listings/components";

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

export type ReviewedPage = {
  rows: QueueRow[];
  total: number;
  page: number;
  pageCount: number;
  statuses: string[];
  filter: { q: string; status: string; kind: string };
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

function ReviewedFilters({ reviewed, selectedId, clearHref }: { reviewed: ReviewedPage; selectedId: string | null; clearHref: string | null }) {
  const { filter } = reviewed;
  return (
    <Form method="get" className="queue-filters" role="search" aria-label="Reviewed listings">
      {selectedId ? <input type="hidden" name="review" value={selectedId} /> : null}
      <div className="field">
        <label htmlFor="queue-q">Search title or agent</label>
        <input id="queue-q" type="search" name="q" defaultValue={filter.q} maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor="queue-status">Status</label>
        <select id="queue-status" name="status" defaultValue={filter.status}>
          <option value="">Any status</option>
          {reviewed.statuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="queue-kind">Kind</label>
        <select id="queue-kind" name="kind" defaultValue={filter.kind}>
          <option value="">Any kind</option>
          {Object.entries(KIND_LABELS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--ghost">
        Filter
      </button>
      {clearHref ? <Link to={clearHref}>Clear</Link> : null}
    </Form>
  );
}

/**
 * The review queue: everything pending, then the reviewed listings one page
 * at a time, narrowed by a search, a status and a kind. The filter is a GET
 * form, so it works without JavaScript and the address can be shared.
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
  const { filter, page, pageCount } = reviewed;
  const filtered = Boolean(filter.q || filter.status || filter.kind);
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
        <ReviewedFilters reviewed={reviewed} selectedId={selectedId} clearHref={filtered ? addressWith(params, { q: null, status: null, kind: null, page: null }) : null} />
        <QueueTable caption="Reviewed listings" rows={reviewed.rows} selectedId={selectedId} hrefFor={hrefFor} />
        <Pagination page={page} pageCount={pageCount} hrefFor={(number) => addressWith(params, { page: number })} label="Reviewed listings pages" />
      </section>
    </section>
  );
}
