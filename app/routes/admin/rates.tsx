import { requireUser } from "~/features/accounts/index.server";
import { listRateRentals } from "~/features/rental-rates/index.server";
import type { PageHandle } from "~/features/shell";
import { RecordTable, type WorkTableColumn } from "~/shared/tables/work-table";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import type { Route } from "./+types/rates";

/**
 * /admin/admindashboard/rates: every rental with its base nightly rate and
 * how many seasons it has, each linking to its rates page. Administrators
 * only.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Rates | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: sectionStylesHref }];

const money = (dollars: number | null) => (dollars === null ? "—" : `$${dollars.toLocaleString("en-US")}`);

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, "manage:rental-rates");
  return { rentals: await listRateRentals() };
}

type RateRental = Awaited<ReturnType<typeof loader>>["rentals"][number];

/** The rentals in the staff tables' shared markup (cards on a phone), each linking to its rates page. */
const COLUMNS: ReadonlyArray<WorkTableColumn<RateRental, never>> = [
  {
    label: "Rental",
    primary: true,
    cell: (rental) => (
      <a href={`/admin/admindashboard/rates/${rental.id}`}>
        {rental.name}
        <span className="visually-hidden">: rates</span>
      </a>
    ),
  },
  { label: "Base nightly rate", role: "number", cell: (rental) => money(rental.nightlyRate) },
  { label: "Seasons", role: "number", cell: (rental) => rental.seasons },
  { label: "Public", cell: (rental) => (rental.approved ? "Yes" : "Not yet") },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { rentals } = loaderData;
  return (
    <div className="container section">
      <section aria-labelledby="rates-heading">
        <h2 id="rates-heading">Rates</h2>
        <p className="admin-section__intro">Seasons, holiday rules and fees of each rental. Nights outside every season are charged at the rental's own rates.</p>
        {rentals.length === 0 ? <p>No rentals yet.</p> : <RecordTable caption="Rentals, by name" columns={COLUMNS} rows={rentals} rowKey={(rental) => rental.id} />}
      </section>
    </div>
  );
}
