import { requireUser } from "~/features/accounts/index.server";
import { handleRatesForm, loadRatesPage, type RatesFormReply } from "~/features/rental-rates/index.server";
import { RatesEditor } from "~/features/rental-rates/components";
import type { PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendReplyOrErrorPage } from "~/shared/http/reply";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import bookingStylesHref from "~/styles/bookings.css?url";
import type { Route } from "./+types/rental-rates";

/**
 * /admin/admindashboard/rates/{id}: one rental's seasons, holiday rules and
 * fees, with a quote preview for chosen dates. Administrators only (loader
 * and action ask manage:rental-rates; the services ask again). A listing that
 * is not a rental is a 404. Plain GET and POST forms, no React in the browser.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Rental rates | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: bookingStylesHref },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request, "manage:rental-rates");
  const query = new URL(request.url).searchParams;
  const page = await loadRatesPage(params.id, query);
  if (!page) throwFailure({ code: "not_found" });
  return { page, edit: query.get("edit") };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request, "manage:rental-rates");
  return sendReplyOrErrorPage(await handleRatesForm(user, params.id, await readFormData(request)));
}

export default function Page({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <div className="container section">
      <p className="link-row">
        <a href="/admin/admindashboard/rates">← All rentals' rates</a>
      </p>
      <RatesEditor
        page={loaderData.page}
        reply={actionData as RatesFormReply | undefined}
        edit={loaderData.edit}
        pageHref={`/admin/admindashboard/rates/${encodeURIComponent(params.id)}`}
      />
    </div>
  );
}
