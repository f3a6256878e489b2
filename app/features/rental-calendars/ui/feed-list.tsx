import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { Form } from "react-router";
import type { FeedView } from "../calendar-feeds.server";


/** A rental's import calendars with their last sync, last problem, and Sync now / Remove. */
export function FeedList({ feeds, busy }: { feeds: FeedView[]; busy: boolean }) {
  if (feeds.length === 0) return <p className="rental-calendar__empty">No import calendars yet.</p>;
  return (
    <ul className="rental-calendar__feeds">
      {feeds.map((feed) => (
        <li key={feed.id} className="rental-calendar__feed" aria-labelledby={`feed-${feed.id}`}>
          <h3 id={`feed-${feed.id}`}>{feed.label}</h3>
          <p className="rental-calendar__url">{feed.url}</p>
          <dl className="rental-calendar__facts">
            <div>
              <dt>Last sync</dt>
              <dd>{feed.lastSyncedAt ? <time dateTime={feed.lastSyncedAt}>{formatIslandDateTime(feed.lastSyncedAt)}</time> : "Not synced yet"}</dd>
            </div>
            <div>
              <dt>Last problem</dt>
              <dd className={feed.lastError ? "rental-calendar__problem" : undefined}>{feed.lastError ?? "None"}</dd>
            </div>
          </dl>
          <div className="rental-calendar__actions">
            <Form method="post">
              <input type="hidden" name="intent" value="sync-feed" />
              <input type="hidden" name="feedId" value={feed.id} />
              <button type="submit" className="button button--ghost" disabled={busy} aria-label={`Sync ${feed.label} now`}>
                Sync now
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="remove-feed" />
              <input type="hidden" name="feedId" value={feed.id} />
              <button type="submit" className="button button--ghost" disabled={busy} aria-label={`Remove ${feed.label}`}>
                Remove
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
