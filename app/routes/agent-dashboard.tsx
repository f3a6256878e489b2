import { data, Link, useActionData } from "react-router";
import { requireRole } from "~/features/accounts/authorization.server";
import { handleAgentListingForm, listAgentListings, type AgentListingRow } from "~/features/listings/submit-agent-listing.server";
import { AgentListingForm } from "~/features/listings/ui/agent-listing-form";
import type { PageHandle } from "~/features/shell/page-mode";
import { readFormData } from "~/shared/forms/parse-form";
import { PageHero } from "~/shared/ui/page-hero";
import agentStylesHref from "~/styles/agent.css?url";
import type { Route } from "./+types/agent-dashboard";

// No React in the browser (docs/decisions/0008): the form is a plain POST and the page re-renders with the answer.
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Agent dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: agentStylesHref }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, ["agent"]);
  const mine = await listAgentListings(user.email);
  return {
    name: user.name,
    pending: user.status !== "active",
    listings: mine.success ? mine.data : [],
    listingsError: mine.success ? null : "Your listings could not be loaded just now; please reload the page in a few minutes.",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, ["agent"]);
  const reply = await handleAgentListingForm(user, await readFormData(request));
  return data(reply.body, { status: reply.status });
}

const KIND_LABELS = { sale: "For sale", sold: "Sold", rental: "Rental" } as const;
const STATUS_LABELS: Partial<Record<string, string>> = { pending: "Pending review", approved: "Approved", rejected: "Rejected" };

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/St_Thomas" });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : null);

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
            <li key={listing.id} className="agent-listings__item" data-status={listing.reviewStatus}>
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
                <div>
                  <dt>Kind</dt>
                  <dd>{KIND_LABELS[listing.kind]}</dd>
                </div>
                <div>
                  <dt>Status</dt>
                  <dd className="agent-listings__status">{STATUS_LABELS[listing.reviewStatus] ?? listing.reviewStatus}</dd>
                </div>
                {listing.submittedAt ? (
                  <div>
                    <dt>Submitted</dt>
                    <dd>{formatDate(listing.submittedAt)}</dd>
                  </div>
                ) : null}
                {listing.reviewedAt ? (
                  <div>
                    <dt>Reviewed</dt>
                    <dd>{formatDate(listing.reviewedAt)}</dd>
                  </div>
                ) : null}
                {listing.adminNotes ? (
                  <div className="agent-listings__notes">
                    <dt>Administrator's notes</dt>
                    <dd>{listing.adminNotes}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const submitted = reply && "submitted" in reply ? reply : undefined;
  const failure = reply && !("submitted" in reply) ? reply : undefined;
  return (
    <>
      <PageHero eyebrow={`Signed in as ${loaderData.name}`} title="Agent dashboard" />
      <div className="container section agent-dashboard">
        {loaderData.pending ? (
          <div className="agent-dashboard__notice" role="status">
            <p>Your account is waiting for an administrator's approval; you can submit listings once it is approved.</p>
          </div>
        ) : null}
        {submitted ? (
          <div className="form__success" role="status" tabIndex={-1} autoFocus>
            <p>{submitted.message}.</p>
          </div>
        ) : null}
        <MyListings listings={loaderData.listings} error={loaderData.listingsError} />
        {loaderData.pending ? null : <AgentListingForm failure={failure} key={submitted?.id ?? "form"} />}
        {/* The booking requests panel (bookings issue) goes here. */}
      </div>
    </>
  );
}
