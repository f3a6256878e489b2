import { ACCOUNT_MESSAGES } from "~/features/accounts";
import { requireBuyer } from "~/features/accounts/index.server";
import { DashboardLayout, type DashboardSection } from "~/features/shell/components";
import accountStylesHref from "~/styles/account.css?url";
import listingStylesHref from "~/styles/listings.css?url";
import type { Route } from "./+types/account";
import { throwMethodNotAllowed } from "~/shared/http/responses";

/**
 * /account: a buyer's own pages (decision 0060). Each section is a nested
 * route (app/routes/account/) that checks the buyer again in its own loader
 * and action; this frame draws the heading, the notice to confirm the
 * address and the section links. Administrators and agents, who have no
 * buyer account, are sent to their dashboards; the signed out to /login.
 */
export const meta: Route.MetaFunction = () => [{ title: "My account | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: listingStylesHref },
  { rel: "stylesheet", href: accountStylesHref },
];

const SECTIONS: readonly DashboardSection[] = [
  { to: "/account", label: "Favorites", end: true },
  { to: "/account/searches", label: "Saved searches" },
  { to: "/account/enquiries", label: "Inquiries" },
  { to: "/account/privacy", label: "Privacy" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireBuyer(request);
  return { name: user.name, unverifiedEmail: user.emailVerified ? null : user.email };
}

/** Forms post to a section (`?index` for the first); a post to the frame itself is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  await requireBuyer(request);
  throwMethodNotAllowed();
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardLayout
      title="My account"
      userName={loaderData.name}
      sections={SECTIONS}
      unverifiedEmail={loaderData.unverifiedEmail}
      verifyMessage={ACCOUNT_MESSAGES.buyerVerifyPending}
      resendLabel="Resend confirmation e-mail"
      navLabel="Account sections"
    />
  );
}
