import { requireUser } from "~/features/accounts/index.server";
import { lastMonthPeriod, type OwnerFormReply } from "~/features/owner-accounts";
import { StripePayoutsView, TrustReconciliationView, TrustWithdrawalsView } from "~/features/owner-accounts/components";
import { handleTrustForm, readStripePayouts, readTrustHoldings, reconcileTrust } from "~/features/owner-accounts/index.server";
import type { PageHandle } from "~/features/shell";
import { todayOnIsland } from "~/shared/dates/island-days";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendReplyOrErrorPage } from "~/shared/http/reply";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import ownerStylesHref from "~/styles/owner-office.css?url";
import type { Route } from "./+types/trust";

/**
 * /admin/admindashboard/trust: the trust account's reconciliation for a
 * period (?from=&to=, island days; last month by default): guest money
 * received, refunds, hotel tax due and paid, brokerage income and draws,
 * owners' balances, and whether it balances; the forms that record a hotel
 * tax payment or a brokerage draw; and Stripe's payouts to the trust bank in
 * the period, matched to the ledger's postings, with "Check Stripe now".
 * Administrators only (loader and action ask manage:owner-accounts; the
 * services ask again). Plain forms, no React in the browser.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Trust account | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: ownerStylesHref },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "manage:owner-accounts");
  const query = new URL(request.url).searchParams;
  const fallback = lastMonthPeriod(todayOnIsland());
  const period = { from: query.get("from") ?? fallback.from, to: query.get("to") ?? fallback.to };
  const result = await reconcileTrust(user, period.from, period.to);
  if (!result.success && result.code) throwFailure(result);
  const holdings = await readTrustHoldings(user);
  if (!holdings.success) throwFailure(holdings);
  return {
    holdings: holdings.data,
    today: todayOnIsland(),
    period: { from: period.from.slice(0, 10), to: period.to.slice(0, 10) },
    reconciliation: result.success ? result.data : null,
    error: result.success ? null : result.error,
    stripePayouts: await readStripePayouts(user, period.from, period.to),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "manage:owner-accounts");
  return sendReplyOrErrorPage(await handleTrustForm(user, await readFormData(request)), ["unexpected"]);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container section admin-dashboard">
      <TrustReconciliationView period={loaderData.period} reconciliation={loaderData.reconciliation} error={loaderData.error} />
      <TrustWithdrawalsView withdrawals={loaderData.reconciliation?.withdrawals ?? []} holdings={loaderData.holdings} reply={actionData as OwnerFormReply | undefined} today={loaderData.today} />
      <StripePayoutsView period={loaderData.period} page={loaderData.stripePayouts.success ? loaderData.stripePayouts.data : null} error={loaderData.stripePayouts.success ? null : loaderData.stripePayouts.error} reply={actionData as OwnerFormReply | undefined} />
    </div>
  );
}
