import { requireUser } from "~/features/accounts/index.server";
import type { OwnerFormReply } from "~/features/owner-accounts";
import { OwnerAccountView } from "~/features/owner-accounts/components";
import { handleOwnerAccountForm, listLinkableVillas, readAnnualSummary, readOwnerAccount } from "~/features/owner-accounts/index.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendReplyOrErrorPage } from "~/shared/http/reply";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import ownerStylesHref from "~/styles/owner-office.css?url";
import type { Route } from "./+types/owner-account";

/**
 * /admin/admindashboard/owners/{ownerId}: one owner's account: balance,
 * villas and their contract versions, expenses (with a receipt photo),
 * payouts, adjustments, monthly statements (closing them, settling stays)
 * the owner's Stripe account and a payout through it, and the year's summary (?year=). Administrators only (loader and action
 * ask manage:owner-accounts; the services ask again); an unknown owner is a
 * 404. Hydrated for the receipt upload; every form also works without it.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `${loaderData.page.owner.name} | ` : ""}Villa owners | Admin dashboard | Sugar Apple Realty` },
  { name: "robots", content: "noindex" },
];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: ownerStylesHref },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request, "manage:owner-accounts");
  const page = await readOwnerAccount(user, params.ownerId);
  if (!page.success) throwFailure(page);
  const linkable = await listLinkableVillas(user);
  if (!linkable.success) throwFailure(linkable);
  const asked = new URL(request.url).searchParams.get("year");
  const year = asked === null ? page.data.years[0]! : Number(asked);
  const summary = await readAnnualSummary(user, params.ownerId, year);
  if (!summary.success && summary.code) throwFailure(summary);
  return {
    page: page.data,
    linkable: linkable.data,
    summary: summary.success ? summary.data : null,
    summaryError: summary.success ? null : summary.error,
    today: todayOnIsland(),
    /** This showing's id of a payment through Stripe: its Idempotency-Key, so the same form sent twice pays once. */
    paymentAttempt: crypto.randomUUID(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request, "manage:owner-accounts");
  return sendReplyOrErrorPage(await handleOwnerAccountForm(user, params.ownerId, await readFormData(request)), ["unexpected", "not_found"]);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container section admin-dashboard">
      <OwnerAccountView
        page={loaderData.page}
        linkable={loaderData.linkable}
        summary={loaderData.summary}
        summaryError={loaderData.summaryError}
        reply={actionData as OwnerFormReply | undefined}
        today={loaderData.today}
        paymentAttempt={loaderData.paymentAttempt}
      />
    </div>
  );
}
