import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { DEFAULT_MLS_DISCLAIMER, type FeedNotice as Notice } from "../feed-notice";

/**
 * A feed listing's attribution block (IDX): "Listing courtesy of {firm}"
 * with its agent and phone, or "our listing"; the MLS's
 * disclaimer and logo; and when the feed was last read.
 */
export function FeedNotice({ notice }: { notice: Notice }) {
  return (
    <section className="listing-section listing-feed-notice" aria-label="Listing source">
      {notice.mlsNumber ? <p className="listing-attribution listing-feed-notice__number">MLS #{notice.mlsNumber}</p> : null}
      <p className="listing-attribution listing-feed-notice__courtesy">
        {notice.courtesyOf ? (
          <>
            Listing courtesy of <strong>{notice.courtesyOf}</strong>
            {notice.agentName ? `, ${notice.agentName}` : null}
            {notice.officePhone ? `, ${notice.officePhone}` : null}.
          </>
        ) : (
          <>This is one of our own listings.</>
        )}
      </p>
      <p className="listing-attribution listing-feed-notice__disclaimer">
        {notice.logoUrl ? <img src={notice.logoUrl} alt="MLS" width={64} height={32} className="listing-feed-notice__logo" loading="lazy" /> : null}
        {notice.disclaimer ?? DEFAULT_MLS_DISCLAIMER}
        {notice.lastUpdated ? (
          <>
            {" "}
            Listing data last updated <time dateTime={notice.lastUpdated}>{formatIslandDateTime(notice.lastUpdated)}</time>.
          </>
        ) : null}
      </p>
    </section>
  );
}

/** Under a list of listings that may come from the feed: the MLS's disclaimer and logo, and when it was last read. */
export function FeedDisclaimer({ disclaimer }: { disclaimer: { disclaimer: string; logoUrl: string | null; lastUpdated: string | null } }) {
  return (
    <p className="listing-attribution listing-feed-notice__disclaimer">
      {disclaimer.logoUrl ? <img src={disclaimer.logoUrl} alt="MLS" width={64} height={32} className="listing-feed-notice__logo" loading="lazy" /> : null}
      {disclaimer.disclaimer}
      {disclaimer.lastUpdated ? (
        <>
          {" "}
          Listing data last updated <time dateTime={disclaimer.lastUpdated}>{formatIslandDateTime(disclaimer.lastUpdated)}</time>.
        </>
      ) : null}
    </p>
  );
}
