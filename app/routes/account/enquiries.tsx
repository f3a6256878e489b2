import { formatShortDate } from "~/shared/dates/format-dates";
import { requireBuyer } from "~/features/accounts/index.server";
import { listBuyerEnquiries } from "~/features/leads/index.server";
import { BUYER_STATUS_LABELS } from "~/features/leads";
import type { PageHandle } from "~/features/shell";
import { formatIslandTime } from "~/shared/dates/island-times";
import { throwFailure } from "~/shared/http/failure-status";
import { Link } from "~/shared/ui/link";
import leadStylesHref from "~/styles/leads.css?url";
import type { Route } from "./+types/enquiries";

/** /account/enquiries: the enquiries this buyer sent from listing pages and where each stands. */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Inquiries | Your account | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: leadStylesHref }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireBuyer(request);
  const list = await listBuyerEnquiries(user);
  if (!list.success) throwFailure(list);
  return { enquiries: list.data };
}

const day = (date: Date) => formatShortDate(date);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { enquiries } = loaderData;
  return (
    <div className="container section">
      <section aria-labelledby="enquiries-heading">
        <h2 id="enquiries-heading">Your inquiries</h2>
        {enquiries.length === 0 ? (
          <p>
            You have not sent any inquiries yet. Every listing page has a form to ask the agent a question or request a showing.{" "}
            <Link to="/properties">Browse the listings</Link>.
          </p>
        ) : (
          <ul className="account-enquiries">
            {enquiries.map((enquiry) => (
              <li key={enquiry.id} className="account-enquiries__item">
                <Link to={enquiry.listingPath}>{enquiry.listingTitle}</Link>
                <div>
                  Sent <time dateTime={new Date(enquiry.createdAt).toISOString()}>{day(enquiry.createdAt)}</time> · {BUYER_STATUS_LABELS[enquiry.status]}
                </div>
                {enquiry.showingAt ? (
                  <div>
                    Showing: <time dateTime={new Date(enquiry.showingAt).toISOString()}>{formatIslandTime(new Date(enquiry.showingAt))}</time>
                  </div>
                ) : enquiry.showingStatus === "requested" ? (
                  <div>Showing requested: the agent will confirm a time</div>
                ) : enquiry.showingStatus === "cancelled" ? (
                  <div>Showing canceled</div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
