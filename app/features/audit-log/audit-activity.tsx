import { formatIslandDateTime } from "~/shared/dates/format-dates";
/** An audit entry as the admin dashboard's loader sends it: its sentence and when. */
export type ActivityEntry = { id: string; sentence: string; createdAt: Date | string };

function when(date: Date | string): string {
  return formatIslandDateTime(date);
}

/** The latest audit entries, each as a sentence (who did what to which record), with a link to the whole log. */
export function AuditActivity({ entries }: { entries: ActivityEntry[] }) {
  return (
    <section className="admin-section" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Activity</h2>
      {entries.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ol className="admin-activity">
          {entries.map((entry) => (
            <li key={entry.id} className="admin-activity__entry">
              <p>{entry.sentence}</p>
              <time dateTime={new Date(entry.createdAt).toISOString()}>{when(entry.createdAt)}</time>
            </li>
          ))}
        </ol>
      )}
      <p>
        <a href="/admin/admindashboard/audit">See the whole audit log</a>
      </p>
    </section>
  );
}
