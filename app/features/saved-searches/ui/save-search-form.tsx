import { isFilteredSearch, toSearchParams, type SearchQuery } from "~/features/listing-search";
import { ALERT_FREQUENCIES, FREQUENCY_LABELS, SAVED_SEARCH_MESSAGES } from "../saved-search-rules";

/** The block's name for the search page's script, which swaps it in with each new search. */
export const SAVE_SEARCH_SWAP = "save-search";

/**
 * "Save this search" on /mls: a plain form posting the current search's
 * query string to /account/searches, so it works without script; the search
 * page's script swaps the whole block in with each new search, so the form
 * always carries the search on show. The same for every visitor (the page is
 * cached): the account page sends a signed-out visitor to sign in first.
 */
export function SaveSearchForm({ query }: { query: SearchQuery }) {
  const { page: _page, sort, ...filters } = query;
  const filtered = isFilteredSearch(filters);
  return (
    <div className="save-search" data-swap={SAVE_SEARCH_SWAP}>
      {filtered ? (
        <form method="post" action="/account/searches" className="save-search__form">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="query" value={toSearchParams({ ...filters, sort }).toString()} />
          <input type="hidden" name="name" value="" />
          <label htmlFor="save-search-frequency" className="save-search__label">
            E-mail me new listings
          </label>
          <select id="save-search-frequency" name="frequency" defaultValue="instant" className="select">
            {ALERT_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--ghost save-search__button">
            Save this search
          </button>
        </form>
      ) : (
        <p className="save-search__hint">{SAVED_SEARCH_MESSAGES.noFilter} to get e-mails when new listings match.</p>
      )}
    </div>
  );
}
