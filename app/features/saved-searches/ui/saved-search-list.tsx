import { Link } from "~/shared/ui/link";
import { ALERT_FREQUENCIES, FREQUENCY_LABELS, SAVED_SEARCH_MESSAGES, savedSearchResultsPath, type AlertFrequency } from "../saved-search-rules";

export type SavedSearchView = { id: string; name: string; query: string; frequency: AlertFrequency; summary: string };
/** A search brought back from /mls through sign-in, waiting to be confirmed. */
export type PendingSearch = { query: string; summary: string; frequency: AlertFrequency; filtered: boolean };

function FrequencySelect({ id, value }: { id: string; value: AlertFrequency }) {
  return (
    <select id={id} name="frequency" defaultValue={value} className="select">
      {ALERT_FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {FREQUENCY_LABELS[frequency]}
        </option>
      ))}
    </select>
  );
}

/** The search brought back from /mls after signing in: saved only when the buyer confirms (a link alone changes nothing). */
export function PendingSearchForm({ pending }: { pending: PendingSearch }) {
  if (!pending.filtered) return <p className="form-error" role="alert">{SAVED_SEARCH_MESSAGES.noFilter}.</p>;
  return (
    <form method="post" className="saved-search saved-search--pending" aria-labelledby="pending-search-heading">
      <h3 id="pending-search-heading">Save this search?</h3>
      <p>{pending.summary}</p>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="query" value={pending.query} />
      <div className="field">
        <label htmlFor="pending-search-name">Name (optional)</label>
        <input id="pending-search-name" name="name" type="text" maxLength={80} placeholder={pending.summary.slice(0, 80)} />
      </div>
      <div className="field">
        <label htmlFor="pending-search-frequency">E-mail me new listings</label>
        <FrequencySelect id="pending-search-frequency" value={pending.frequency} />
      </div>
      <button type="submit" className="button saved-search__save">
        Save this search
      </button>
    </form>
  );
}

/** The buyer's saved searches: what each looks for, its results, how often it e-mails, and delete. */
export function SavedSearchList({ searches }: { searches: readonly SavedSearchView[] }) {
  if (searches.length === 0) {
    return (
      <p className="saved-search-list__empty">
        No saved searches yet. <Link to="/mls">Search the MLS</Link>, choose your filters and press “Save this search” to hear about new
        listings.
      </p>
    );
  }
  return (
    <ul className="saved-search-list">
      {searches.map((search) => (
        <li key={search.id} className="saved-search">
          <h3 className="saved-search__name">{search.name}</h3>
          {/* A search saved without a name is named by its summary: say it once. */}
          {search.summary !== search.name ? <p className="saved-search__summary">{search.summary}</p> : null}
          <p>
            <Link to={savedSearchResultsPath(search.query)}>
              View results<span className="visually-hidden"> for {search.name}</span>
            </Link>
          </p>
          <div className="saved-search__actions">
            <form method="post" className="saved-search__frequency">
              <input type="hidden" name="intent" value="frequency" />
              <input type="hidden" name="id" value={search.id} />
              <label htmlFor={`frequency-${search.id}`}>Alerts</label>
              <FrequencySelect id={`frequency-${search.id}`} value={search.frequency} />
              <button type="submit" className="button button--ghost">
                Change<span className="visually-hidden"> alerts for {search.name}</span>
              </button>
            </form>
            <form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={search.id} />
              <button type="submit" className="button button--ghost">
                Delete<span className="visually-hidden"> {search.name}</span>
              </button>
            </form>
          </div>
        </li>
      ))}
    </ul>
  );
}
