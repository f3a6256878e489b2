import { requireUser } from "~/features/accounts/index.server";
import { lastMonthPeriod } from "~/features/owner-accounts";
import { TrustReconciliationView } from "~/features/owner-accounts/components";
import { reconcileTrust } from "~/features/owner-accounts/index.server";
import type { PageHandle } from "~/features/shell";
import { todayOnIsland } from "~/shared/dates/island-days";
import { throwFailure } from "~/shared/http/failure-status";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import ownerStylesHref from "~/styles/owner-office.css?url";
import type { Route } from "./+types/trust";

/**
 * /admin/admindashboard/trust: the trust account's reconciliation for a
 * period (?from=&to=, island days; last month by default): guest money
 * received, refunds, hotel tax due, brokerage income, owners' balances, and
 * whether it balances. Administrators only (the loader asks
 * manage:owner-accounts; the service asks again). A GET form, no React in
 * the browser.
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
  return {
    period: { from: period.from.slice(0, 10), to: period.to.slice(0, 10) },
    reconciliation: result.success ? result.data : null,
    error: result.success ? null : result.error,
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container section admin-dashboard">
      <TrustReconciliationView period={loaderData.period} reconciliation={loaderData.reconciliation} error={loaderData.error} />
    </div>
  );
}
