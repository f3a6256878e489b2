import { requireUser } from "~/features/accounts/index.server";
import { listArrivalNotesRentals } from "~/features/stay-mail/index.server";
import { formatIslandDateTime } from "~/shared/dates/format-dates";
import { throwFailure } from "~/shared/http/failure-status";
import { EmptyState } from "~/shared/ui/empty-state";
import { IslandDate } from "~/shared/ui/island-date";
import { Link } from "~/shared/ui/link";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import type { Route } from "./+types/arrival-notes";

/**
 * /admin/admindashboard/arrival-notes: every rental with whether its arrival
 * notes (ferry, car, directions, check-in) are written; each links to its
 * notes. Administrators only.
 */
export const meta: Route.MetaFunction = () => [{ title: "Arrival notes | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "manage:arrival-notes");
  const result = await listArrivalNotesRentals(user);
  if (!result.success) throwFailure(result);
  return {
    rentals: result.data,
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { rentals } = loaderData;
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="arrival-notes-heading">
        <h2 id="arrival-notes-heading">Arrival notes</h2>
        <p>What guests need to reach each rental and get in. They are e-mailed to the guests of every approved stay a few days before check-in.</p>
        {rentals.length === 0 ? (
          <EmptyState title="No rentals yet">
            <p>Rentals submitted by agents appear here.</p>
          </EmptyState>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Rentals and their arrival notes</caption>
              <thead>
                <tr>
                  <th scope="col">Rental</th>
                  <th scope="col">Arrival notes</th>
                </tr>
              </thead>
              <tbody>
                {rentals.map((rental) => (
                  <tr key={rental.id}>
                    <td>
                      <Link to={rental.id}>{rental.name}</Link>
                    </td>
                    <td>
                      {rental.hasNotes ? "Written" : "Not written yet"}
                      {rental.hasNotes && rental.updatedAt ? (
                        <>
                          , last changed <IslandDate value={rental.updatedAt} format={formatIslandDateTime} />
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
