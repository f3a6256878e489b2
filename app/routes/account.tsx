import { data, NavLink, Outlet } from "react-router";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-rules";
import { requireBuyer } from "~/features/accounts/authorization.server";
import { ResendVerificationForm } from "~/features/accounts";
import { PageHero } from "~/shared/ui/page-hero";
import accountStylesHref from "~/styles/account.css?url";
import listingStylesHref from "~/styles/listings.css?url";
import type { Route } from "./+types/account";

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

const SECTIONS = [
  { to: "/account", label: "Favourites", end: true },
  { to: "/account/searches", label: "Saved searches" },
  { to: "/account/enquiries", label: "Enquiries" },
  { to: "/account/privacy", label: "Privacy" },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireBuyer(request);
  return { name: user.name, unverifiedEmail: user.emailVerified ? null : user.email };
}

/** Forms post to a section (`?index` for the first); a post to the frame itself is refused after the access check. */
export async function action({ request }: Route.ActionArgs) {
  await requireBuyer(request);
  throw data(null, { status: 405, statusText: "Method Not Allowed" });
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={`Signed in as ${loaderData.name}`} title="My account" />
      {loaderData.unverifiedEmail ? (
        <div className="container">
          <ResendVerificationForm email={loaderData.unverifiedEmail} message={ACCOUNT_MESSAGES.buyerVerifyPending} />
        </div>
      ) : null}
      <nav className="container dashboard-nav" aria-label="Account sections">
        <ul className="dashboard-nav__list">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={"end" in section} className="dashboard-nav__link" reloadDocument>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
