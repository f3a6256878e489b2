import { data } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { StayTermsForm, type StayTermsActionData } from "~/features/rental-rates/components";
import { loadStayTermsPage, saveStayTerms } from "~/features/rental-rates/index.server";
import type { PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendFailure } from "~/shared/http/reply";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import bookingStylesHref from "~/styles/bookings.css?url";
import type { Route } from "./+types/stay-terms";

/**
 * /admin/admindashboard/rentals/{id}/terms: one rental's stay terms
 * (deposit, balance, unpaid-deposit release, cancellation policy, damage
 * hold) and its versioned rental agreement. Administrators only (loader and
 * action; the service checks manage:stay-terms). A plain form.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Stay terms${loaderData ? `: ${loaderData.page.rental.name}` : ""} | Admin dashboard | Sugar Apple Realty` },
  { name: "robots", content: "noindex" },
];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: bookingStylesHref },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request, "manage:stay-terms");
  const result = await loadStayTermsPage(user, params.id);
  if (!result.success) throwFailure(result);
  return { page: result.data };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request, "manage:stay-terms");
  const form = await readFormData(request);
  const result = await saveStayTerms(user, params.id, form);
  if (!result.success) {
    const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    return sendFailure<StayTermsActionData>(result, { error: result.error, fieldErrors: result.fieldErrors, values });
  }
  return data<StayTermsActionData>({ saved: true, agreementVersion: result.agreementVersion });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="terms-heading">
        <p className="link-row">
          <a href="/agent/rentals">All rentals</a> · <a href={`/rental/${page.rental.slug}`}>{page.rental.name}'s page</a>
        </p>
        <h2 id="terms-heading">Stay terms: {page.rental.name}</h2>
        <StayTermsForm key={actionData?.saved ? "saved" : "editing"} page={page} actionData={actionData as StayTermsActionData | undefined} />
      </section>
    </div>
  );
}
