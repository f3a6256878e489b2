import type { ReactNode } from "react";
import { formatPrice } from "~/features/listings";
import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { Link } from "~/shared/ui/link";
import { CAMPAIGN_LABELS, sourceSentence } from "../describe-source";
import type { FirstTouch } from "../source-rules";
import { IslandDate } from "~/shared/ui/island-date";

type Moment = Date | string;

/** What the section shows; the leads feature's `loadLeadOrigin` answers it. */
export type LeadSourceSectionData = {
  receivedAt: Moment;
  source: { channel: string; touch: FirstTouch; firstSeenAt: Moment | null } | null;
  /** The first page's title, when its path names a page we know. */
  firstPageTitle?: string | null;
  buyer: {
    favourites: Array<{ title: string; path: string; price: number | null; savedAt: Moment; public: boolean }>;
    searches: Array<{ id: string; name: string; summary: string; frequency: string; href: string }>;
  } | null;
};

function SourceDetails({ source, firstPageTitle }: { source: NonNullable<LeadSourceSectionData["source"]>; firstPageTitle: string | null }) {
  const rows: Array<readonly [string, ReactNode]> = (Object.keys(CAMPAIGN_LABELS) as Array<keyof typeof CAMPAIGN_LABELS>)
    .filter((key) => source.touch.campaign[key])
    .map((key) => [CAMPAIGN_LABELS[key], source.touch.campaign[key]!] as const);
  if (source.touch.referrer) rows.push(["Came from the page", source.touch.referrer]);
  // The page by its title, linked to the path it was at (the path itself when no page we know has it).
  if (source.touch.landing) rows.push(["First page", <Link to={source.touch.landing}>{firstPageTitle ?? source.touch.landing}</Link>]);
  if (source.firstSeenAt) rows.push(["First visit", formatIslandDateTime(source.firstSeenAt)]);
  if (rows.length === 0) return null;
  return (
    <dl className="lead-source__details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A lead page's "Where this lead came from": the sender's first visit
 * (campaign, referrer, landing page, how long before the enquiry) and, when
 * a signed-in buyer sent it, their saved homes and saved searches.
 */
export function LeadSourceSection({ origin }: { origin: LeadSourceSectionData }) {
  const { source, buyer } = origin;
  return (
    <section aria-labelledby="lead-source-heading" className="admin-section lead-source">
      <h3 id="lead-source-heading">Where this lead came from</h3>
      {source ? (
        <>
          <p className="lead-source__summary">{sourceSentence(source.channel, source.touch, source.firstSeenAt, origin.receivedAt, origin.firstPageTitle ?? null)}</p>
          <SourceDetails source={source} firstPageTitle={origin.firstPageTitle ?? null} />
        </>
      ) : (
        <p>Not recorded: the inquiry was sent without the first visit's details (the browser kept none, or it came before they were kept).</p>
      )}
      {buyer ? (
        <>
          <h4>Saved homes ({buyer.favourites.length})</h4>
          {buyer.favourites.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul className="lead-source__list">
              {buyer.favourites.map((favourite) => (
                <li key={favourite.path}>
                  {favourite.public ? <Link to={favourite.path}>{favourite.title}</Link> : `${favourite.title} (no longer public)`}
                  {favourite.price !== null ? ` · ${formatPrice(favourite.price)}` : null} · saved <IslandDate value={favourite.savedAt} />
                </li>
              ))}
            </ul>
          )}
          <h4>Saved searches ({buyer.searches.length})</h4>
          {buyer.searches.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul className="lead-source__list">
              {buyer.searches.map((search) => (
                <li key={search.id}>
                  <Link to={search.href}>{search.name}</Link>: {search.summary} · {search.frequency}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
