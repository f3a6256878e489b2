import { formatIslandDateTime } from "~/shared/dates/format-dates";
/** An audit entry as the admin dashboard's loader sends it. */
export type ActivityEntry = {
  id: string;
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
};

const ACTION_LABELS: Record<string, string> = {
  "listing.status": "set the status of",
  "listing.delete": "deleted",
  "user.approve": "approved",
  "user.disable": "disabled",
  "user.enable": "enabled",
  "user.role": "changed the role of",
};

function text(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** "status: pending → approved; notes: — → Lovely" for the keys that changed (or every key of a one-sided entry). */
export function describeChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  if (!after) return before ? `was ${["kind", "status"].map((key) => text(before[key])).join(", ")}` : "";
  const keys = Object.keys(after).filter((key) => key !== "title" && key !== "kind");
  const changed = keys.filter((key) => text(before?.[key]) !== text(after[key]));
  return (changed.length ? changed : keys).map((key) => `${key}: ${text(before?.[key])} → ${text(after[key])}`).join("; ");
}

function when(date: Date | string): string {
  return formatIslandDateTime(date);
}

/** The latest audit entries: who, what, when, before → after. */
export function AuditActivity({ entries }: { entries: ActivityEntry[] }) {
  return (
    <section className="admin-section" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Activity</h2>
      {entries.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ol className="admin-activity">
          {entries.map((entry) => {
            const title = text(entry.after?.title ?? entry.before?.title ?? entry.subjectId);
            return (
              <li key={entry.id} className="admin-activity__entry">
                <p>
                  <strong>{entry.actorEmail}</strong> {ACTION_LABELS[entry.action] ?? entry.action} {entry.subjectType} “{title}”
                </p>
                <p className="admin-activity__change">{describeChange(entry.before, entry.after)}</p>
                <time dateTime={new Date(entry.createdAt).toISOString()}>{when(entry.createdAt)}</time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
