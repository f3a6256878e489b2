import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { Link } from "~/shared/ui/link";
import { refusePost, requireUser } from "~/features/accounts/index.server";
import { AGENT_LISTING_MESSAGES, listAgentListings, type AgentListingRow } from "~/features/listing-submissions/index.server";
import type { PageHandle } from "~/features/shell";
import agentStylesHref from "~/styles/agent.css?url";
import type { Route } from "./+types/listings";

/**
 * "My listings", the agent dashboard's index section: the agent's own
 * listings with status, notes and review time, links to add a
 * listing of each kind, and Edit/Withdraw while pending or rejected. The
 * forms live on their own pages (new-listing.tsx, edit-listing.tsx), which
 * redirect here with a notice.
 */

// No React in the browser (docs/decisions/0008): links only.
export const handle: PageHandle = { hydrate: false };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: agentStylesHref }];

const BASE = "/agent/agentdashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "view:agent-dashboard");
  const mine = await listAgentListings(user);
  const params = new URL(request.url).searchParams;
  const notice = params.has("submitted")
    ? AGENT_LISTING_MESSAGES.submitted
    : params.has("saved")
      ? AGENT_LISTING_MESSAGES.saved
      : params.get("withdrawn") === "1"
        ? AGENT_LISTING_MESSAGES.withdrawn
        : null;
  return {
    pending: user.status !== "active",
    notice,
    listings: mine.success ? mine.data : [],
    listingsError: mine.success ? null : "Your listings could not be loaded just now; please reload the page in a few minutes.",
  };
}

/** The forms post to their own pages; a post here is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  return refusePost(request, "view:agent-dashboard");
}

const KIND_LABELS = { sale: "For sale", sold: "Sold", rental: "Rental" } as const;
const STATUS_LABELS: Partial<Record<string, string>> = { pending: "Pending review", approved: "Approved", rejected: "Rejected" };

const formatDate = (iso: string | null) => (iso ? formatIslandDateTime(iso) : null);

function Fact({ term, children, className }: { term: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ListingItem({ listing }: { listing: AgentListingRow }) {
  const edit = `${BASE}/listings/${listing.id}/edit`;
  return (
    <li className="agent-listings__item" data-status={listing.reviewStatus}>
      <h3 className="agent-listings__title">
        {listing.publicPath ? (
          <Link to={listing.publicPath} reloadDocument>
            {listing.title}
          </Link>
        ) : (
          listing.title
        )}
      </h3>
      <dl className="agent-listings__facts">
        <Fact term="Kind">{KIND_LABELS[listing.kind]}</Fact>
        <Fact term="Status">
          <span className="agent-listings__status">{STATUS_LABELS[listing.reviewStatus] ?? listing.reviewStatus}</span>
        </Fact>
        {listing.submittedAt ? <Fact term="Submitted">{formatDate(listing.submittedAt)}</Fact> : null}
        {listing.reviewedAt ? <Fact term="Reviewed">{formatDate(listing.reviewedAt)}</Fact> : null}
        <Fact term="Photos">{listing.photoCount}</Fact>
        {listing.adminNotes ? (
          <Fact term="Administrator's notes" className="agent-listings__notes">
            {listing.adminNotes}
          </Fact>
        ) : null}
      </dl>
      {listing.editable ? (
        <p className="agent-listings__actions">
          <a href={edit} className="button button--ghost" aria-label={`Edit ${listing.title}`}>
            Edit
          </a>
          <a href={`${edit}?withdraw=1`} className="button button--ghost" aria-label={`Withdraw ${listing.title}`}>
            Withdraw
          </a>
        </p>
      ) : null}
    </li>
  );
}

function MyListings({ listings, error }: { listings: AgentListingRow[]; error: string | null }) {
  return (
    <section className="agent-listings" aria-labelledby="my-listings-title">
      <h2 id="my-listings-title">My listings</h2>
      {error ? (
        <p role="alert">{error}</p>
      ) : listings.length === 0 ? (
        <p>You have not submitted any listings yet.</p>
      ) : (
        <ul className="agent-listings__list">
          {listings.map((listing) => (
            <ListingItem key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { pending, notice, listings, listingsError } = loaderData;
  return (
    <div className="container section agent-dashboard">
      {pending ? (
        <div className="agent-dashboard__notice" role="status">
          <p>Your account is waiting for an administrator's approval; you can submit listings once it is approved.</p>
        </div>
      ) : (
        <nav className="agent-add" aria-label="Add a listing">
          <a className="button" href={`${BASE}/new/sale`}>
            Add a listing for sale
          </a>
          <a className="button button--ghost" href={`${BASE}/new/sold`}>
            Add a sold listing
          </a>
          <a className="button button--ghost" href={`${BASE}/new/rental`}>
            Add a rental
          </a>
        </nav>
      )}
      {notice ? (
        <div className="form__success" role="status">
          <p>{notice}.</p>
        </div>
      ) : null}
      <MyListings listings={listings} error={listingsError} />
      {/* The booking requests panel (bookings issue) goes here. */}
    </div>
  );
}
