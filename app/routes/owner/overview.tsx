import { refusePost, requireUser } from "~/features/accounts/index.server";
import { readOwnerOverview } from "~/features/owner-accounts/index.server";
import { CalendarLegend, EntryDescription } from "~/features/owner-accounts/components";
import type { PageHandle } from "~/features/shell";
import { StaffHeading } from "~/features/shell/components";
import { throwFailure } from "~/shared/http/failure-status";
import { formatCents } from "~/shared/lib/money";
import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/overview";

/** /owner: the owner's balance, the revenue booked ahead, and the year ahead at their villas. No React in the browser. */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Overview | Owner portal | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "use:owner-portal");
  const result = await readOwnerOverview(user);
  if (!result.success) throwFailure(result);
  return { ...result.data, firstName: user.name.split(/\s+/)[0] ?? user.name };
}

export async function action({ request }: Route.ActionArgs) {
  return refusePost(request, "use:owner-portal");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { villas, entries, balanceCents, upcomingRevenueCents, firstName } = loaderData;
  const villaName = new Map(villas.map((villa) => [villa.id, villa.name]));
  return (
    <>
      <StaffHeading eyebrow="Owner portal" title={`Welcome, ${firstName}`}>
        <Link to="/owner/calendar#owner-stay" className="button">
          Block dates for yourself
        </Link>
      </StaffHeading>
      <div className="container section owner-portal">
        <dl className="owner-figures">
          <div>
            <dt>Your balance with the office</dt>
            <dd>{formatCents(balanceCents)}</dd>
          </div>
          <div>
            <dt>Your share of stays booked ahead</dt>
            <dd>{formatCents(upcomingRevenueCents)}</dd>
          </div>
          <div>
            <dt>{villas.length === 1 ? "Villa" : "Villas"} we manage for you</dt>
            <dd>{villas.length}</dd>
          </div>
        </dl>
        <p className="owner-portal__note">
          Shares are estimated as booked, under your contract; your <Link to="/owner/statements">monthly statements</Link> show them as settled after each checkout.
        </p>

        <section aria-labelledby="upcoming-heading" className="owner-portal__section">
          <h2 id="upcoming-heading">The year ahead</h2>
          <CalendarLegend />
          {entries.length === 0 ? (
            <p>Nothing is booked in the coming year yet.</p>
          ) : (
            <ul className="owner-entries">
              {entries.map((entry) => (
                <li key={entry.id} className={`owner-entry owner-entry--${entry.kind}`}>
                  <span className="owner-entry__villa">{villaName.get(entry.listingId)}</span>
                  <EntryDescription entry={entry} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
