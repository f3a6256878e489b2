import { Link } from "react-router";

/** A queue row as the admin dashboard's loader sends it. */
export type QueueRow = {
  id: string;
  kind: string;
  title: string;
  agentName: string | null;
  agentEmail: string | null;
  submittedAt: Date | null;
  reviewStatus: string;
  adminNotes: string;
};

const KIND_LABELS: Record<string, string> = { sale: "For sale", sold: "Sold", rental: "Rental" };

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/** A date in UTC, the same on the server and in the browser (no hydration mismatch). */
export function formatUtc(date: Date | string | null, withTime = false): string {
  if (!date) return "—";
  const iso = new Date(date).toISOString();
  return withTime ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso.slice(0, 10);
}

function QueueTable({ caption, rows, selectedId }: { caption: string; rows: QueueRow[]; selectedId: string | null }) {
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
                <Link to={`?review=${row.id}`} preventScrollReset={false}>
                  {row.title}
                </Link>
              </th>
              <td>{kindLabel(row.kind)}</td>
              <td>{row.agentName ?? row.agentEmail ?? "—"}</td>
              <td>
                <time dateTime={row.submittedAt ? new Date(row.submittedAt).toISOString() : undefined}>{formatUtc(row.submittedAt)}</time>
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

/** The review queue: pending listings first, then every other, newest first in each. */
export function AdminReviewQueue({ rows, selectedId }: { rows: QueueRow[]; selectedId: string | null }) {
  const pending = rows.filter((row) => row.reviewStatus === "pending");
  const reviewed = rows.filter((row) => row.reviewStatus !== "pending");
  return (
    <section className="admin-section" aria-labelledby="review-queue-heading">
      <h2 id="review-queue-heading">Review queue</h2>
      <section className="admin-queue__group" aria-labelledby="queue-pending-heading">
        <h3 id="queue-pending-heading">Waiting for review ({pending.length})</h3>
        <QueueTable caption="Listings waiting for review" rows={pending} selectedId={selectedId} />
      </section>
      <section className="admin-queue__group" aria-labelledby="queue-reviewed-heading">
        <h3 id="queue-reviewed-heading">Reviewed ({reviewed.length})</h3>
        <QueueTable caption="Reviewed listings" rows={reviewed} selectedId={selectedId} />
      </section>
    </section>
  );
}
