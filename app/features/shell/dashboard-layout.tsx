import { Outlet } from "react-router";
import { NavLink } from "~/shared/ui/link";
import { ResendVerificationForm } from "~/features/accounts/components";
import { PageHero } from "~/shared/ui/page-hero";

export type DashboardSection = { to: string; label: string; end?: boolean };

/**
 * The frame of a buyer's account: the heading, a row of links to
 * the account's sections (each its own nested route with its own loader,
 * action and access check) and the section itself; while the user's e-mail
 * address is unconfirmed, a notice to confirm it.
 */
export function DashboardLayout({
  title,
  userName,
  sections,
  unverifiedEmail = null,
  verifyMessage,
  resendLabel,
  navLabel = "Dashboard sections",
}: {
  title: string;
  userName: string;
  sections: readonly DashboardSection[];
  /** The user's address while it is unconfirmed: a notice with "send the link again". */
  unverifiedEmail?: string | null;
  /** What that notice says, when not the dashboards' wording. */
  verifyMessage?: string;
  /** Its button's words, when not the dashboards'. */
  resendLabel?: string;
  navLabel?: string;
}) {
  return (
    <>
      <PageHero eyebrow={`Signed in as ${userName}`} title={title} />
      {unverifiedEmail ? (
        <div className="container">
          <ResendVerificationForm email={unverifiedEmail} message={verifyMessage} buttonLabel={resendLabel} />
        </div>
      ) : null}
      <nav className="container dashboard-nav" aria-label={navLabel}>
        <ul className="dashboard-nav__list">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end} className="dashboard-nav__link" reloadDocument>
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
