import { NavLink, Outlet } from "react-router";
import { PageHero } from "~/shared/ui/page-hero";

export type DashboardSection = { to: string; label: string; end?: boolean };

/**
 * The frame of the agent and admin dashboards: the heading, a row of links to
 * the dashboard's sections (each its own nested route with its own loader,
 * action and access check) and the section itself.
 */
export function DashboardLayout({ title, userName, sections }: { title: string; userName: string; sections: readonly DashboardSection[] }) {
  return (
    <>
      <PageHero eyebrow={`Signed in as ${userName}`} title={title} />
      <nav className="container dashboard-nav" aria-label="Dashboard sections">
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
