import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { redirect } from "react-router";
import { requireUser, type SessionUser } from "~/features/accounts/index.server";
import { cardPrice } from "~/features/listings/components";
import { keptStaffListingPages } from "~/features/listings/index.server";
import { AGENT_LISTINGS_TABLE, type AgentListingSort } from "~/features/listing-submissions";
import { AGENT_LISTING_MESSAGES, listAgentListingsTable, type AgentListingTableRow } from "~/features/listing-submissions/index.server";
import { loadKeptListingsNeedingAttention, revisionStatesOf } from "~/features/listing-upkeep/index.server";
import { TableThumbnail } from "~/features/media/components";
import type { PageHandle } from "~/features/shell";
import { readTableQuery, type TableQuery } from "~/shared/tables/table-query";
import { WorkTable, type WorkTableColumn } from "~/shared/tables/work-table";
import agentStylesHref from "~/styles/agent.css?url";
import type { Route } from "./+types/listings";
import { agentLeadPath } from "~/features/leads";
import { completeTodayTask, loadKeptTodaysLeadWork } from "~/features/leads/index.server";
import { TodayWork } from "~/features/leads/components";
import { sendReply } from "~/shared/http/reply";
import leadStylesHref from "~/styles/leads.css?url";
import { IslandDate } from "~/shared/ui/island-date";

/**
 * The agent dashboard's landing section: today's work on the island's
 * calendar first (new leads, tasks due, today's showings, listings needing
 * attention; decision 0128), then "My listings", the agent's own
 * listings as a table (photo, title and area, price, status, last change,
 * actions) searched, sorted and paged in SQL with the state in the address,
 * links to add a listing of each kind, Edit/Withdraw while pending or
 * rejected, and Update once approved (with its changes waiting for review,
 * if any). The forms live on their own pages (new-listing.tsx,
 * edit-listing.tsx), which redirect here with a notice.
 */

// No React in the browser (docs/decisions/0008): links and GET forms only.
export const handle: PageHandle = { hydrate: false };

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: agentStylesHref },
  { rel: "stylesheet", href: leadStylesHref },
];

const BASE = "/agent/agentdashboard";

/** An agent's table of listings, kept per agent and address until what it shows changes (decision 0110); a failed read is not kept. */
const keptListingsPage = keptStaffListingPages<Awaited<ReturnType<typeof loadListingsPage>>>(500, (page) => page.listings !== null);

async function loadListingsPage(user: SessionUser, query: TableQuery<AgentListingSort>) {
  const mine = await listAgentListingsTable(user, query);
  const revisions = mine.success ? await revisionStatesOf(mine.data.rows.filter((listing) => listing.reviewStatus === "approved").map((listing) => listing.id)) : new Map<string, Revision>();
  return {
    listings: mine.success ? { ...mine.data, rows: mine.data.rows.map((listing) => ({ ...listing, revision: (revisions.get(listing.id) ?? null) as Revision })) } : null,
    listingsError: mine.success ? null : "Your listings could not be loaded just now; please reload the page in a few minutes.",
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "view:agent-dashboard");
  const params = new URL(request.url).searchParams;
  const query = readTableQuery(params, AGENT_LISTINGS_TABLE);
  const notice = params.has("submitted")
    ? AGENT_LISTING_MESSAGES.submitted
    : params.has("saved")
      ? AGENT_LISTING_MESSAGES.saved
      : params.get("withdrawn") === "1"
        ? AGENT_LISTING_MESSAGES.withdrawn
        : null;
  const [page, today, attention] = await Promise.all([
    keptListingsPage(`${user.id} ${JSON.stringify(query)}`, () => loadListingsPage(user, query)),
    loadKeptTodaysLeadWork(user),
    loadKeptListingsNeedingAttention(user),
  ]);
  return {
    today,
    attention,
    taskDone: params.has("taskDone"),
    pending: user.status !== "active",
    notice,
    ...page,
  };
}

/** The one form posting here is the landing view's "Mark done"; the listing forms post to their own pages. */
export async function action({ request }: Route.ActionArgs) {
  const reply = await completeTodayTask(await requireUser(request, "view:agent-dashboard"), request);
  if (reply.status === 200) return redirect(`${BASE}?taskDone=1`, { status: 303 });
  return sendReply(reply);
}

const KIND_LABELS = { sale: "For sale", sold: "Sold", rental: "Rental" } as const;
const STATUS_LABELS: Partial<Record<string, string>> = { pending: "Pending review", approved: "Approved", rejected: "Rejected" };

const REVISION_LABELS = { pending: "Changes waiting for review", rejected: "Changes not accepted: see why" } as const;
type Revision = keyof typeof REVISION_LABELS | null;
type Row = AgentListingTableRow & { revision: Revision };

function Price({ listing }: { listing: AgentListingTableRow }) {
  const price = cardPrice(listing);
  if (price.kind === "none") return <span className="work-table__muted">—</span>;
  if (price.kind === "rental") return <>{price.amount} / night</>;
  if (price.kind === "sold") return <>Sold {price.amount}</>;
  return <>{price.amount}</>;
}

const COLUMNS: ReadonlyArray<WorkTableColumn<Row, AgentListingSort>> = [
  {
    label: "Photo",
    bare: true,
    role: "media",
    cell: (listing) => <TableThumbnail image={listing.photo} />,
  },
  {
    label: "Listing",
    sort: "title",
    primary: true,
    cell: (listing) => (
      <>
        {listing.publicPath ? <a href={listing.publicPath}>{listing.title}</a> : <span className="work-table__title">{listing.title}</span>}
        <span className="work-table__sub">
          {[KIND_LABELS[listing.kind], listing.area, `${listing.photoCount} ${listing.photoCount === 1 ? "photo" : "photos"}`].filter(Boolean).join(" · ")}
        </span>
      </>
    ),
  },
  { label: "Price", sort: "price", role: "number", cell: (listing) => <Price listing={listing} /> },
  {
    label: "Status",
    sort: "status",
    cell: (listing) => (
      <>
        <span className={`status-chip status-chip--${listing.reviewStatus}`}>{STATUS_LABELS[listing.reviewStatus] ?? listing.reviewStatus}</span>
        {listing.reviewedAt ? <span className="work-table__sub">Reviewed <IslandDate value={listing.reviewedAt} /></span> : null}
        {listing.adminNotes ? <span className="work-table__note">Administrator's notes: {listing.adminNotes}</span> : null}
      </>
    ),
  },
  {
    label: "Updated",
    sort: "updated",
    cell: (listing) => <time dateTime={listing.updatedAt}>{formatIslandDateTime(listing.updatedAt)}</time>,
  },
  {
    label: "Actions",
    bare: true,
    role: "actions",
    cell: (listing) =>
      listing.editable ? (
        <>
          <a href={`${BASE}/listings/${listing.id}/edit`} className="button button--ghost button--small" aria-label={`Edit ${listing.title}`}>
            Edit
          </a>
          <a href={`${BASE}/listings/${listing.id}/edit?withdraw=1`} className="button button--ghost button--small" aria-label={`Withdraw ${listing.title}`}>
            Withdraw
          </a>
        </>
      ) : listing.reviewStatus === "approved" ? (
        <>
          {listing.revision ? <span className="work-table__note">{REVISION_LABELS[listing.revision]}</span> : null}
          <a href={`${BASE}/listings/${listing.id}/edit`} className="button button--ghost button--small" aria-label={`Update ${listing.title}`}>
            Update
          </a>
        </>
      ) : null,
  },
];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, notice, listings, listingsError, today, attention, taskDone } = loaderData;
  return (
    <div className="container section agent-dashboard">
      {pending ? (
        <div className="agent-dashboard__notice" role="status">
          <p>Your account is waiting for an administrator's approval; you can submit listings once it is approved.</p>
        </div>
      ) : null}
      {notice ? (
        <div className="form__success" role="status">
          <p>{notice}.</p>
        </div>
      ) : null}
      {taskDone ? (
        <div className="form__success" role="status">
          <p>Task marked done.</p>
        </div>
      ) : null}
      {actionData && "error" in actionData ? (
        <p role="alert" className="form-error">
          {actionData.error}
        </p>
      ) : null}
      <TodayWork work={today} listings={attention} leadHref={agentLeadPath} listingHref={(id) => `${BASE}/listings/${id}/edit`} taskAction={`${BASE}?index`} />
      <section className="agent-listings" aria-labelledby="my-listings-heading">
        <h2 id="my-listings-heading">My listings</h2>
        {pending ? null : (
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
        {listings ? (
          <WorkTable
            caption="My listings"
            path={BASE}
            page={listings}
            spec={AGENT_LISTINGS_TABLE}
            columns={COLUMNS}
            rowKey={(listing) => listing.id}
            noun={["listing", "listings"]}
            searchLabel="Search by title, area or MLS number"
            empty={<p>You have not submitted any listings yet.</p>}
          />
        ) : (
          <p role="alert">{listingsError}</p>
        )}
      </section>
      {/* The booking requests panel (bookings issue) goes here. */}
    </div>
  );
}
