import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { dashboardPath } from "~/features/accounts";
import { site } from "~/shared/config/site";
import { Link } from "~/shared/ui/link";
import staffStylesHref from "~/styles/staff.css?url";
import { ChunkLoadError } from "./chunk-load-error";
import { RouteProgress } from "./route-progress";
import { sectionState, staffSectionGroups, type StaffRole } from "./staff-sections";

export type StaffPerson = { name: string; role: StaffRole };

const ROLE_LABELS: Record<StaffRole, string> = { admin: "Administrator", agent: "Agent", owner: "Villa owner" };
const NAV_ID = "staff-nav";

/**
 * The frame of every staff page (the dashboards, their sections and the
 * rentals pages), in place of the public header, footer and chat button: a
 * compact bar with the signed-in person and Sign out, a sidebar of the
 * role's sections, and the page. Below 900 px the sidebar folds behind a
 * Menu button (the shell script's enhance/staff-nav.ts); without the script
 * it simply stays open. Its stylesheet is linked from here, so only staff
 * pages load it.
 */
export function StaffShell({ person, children }: { person: StaffPerson; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <link rel="stylesheet" href={staffStylesHref} precedence="staff" />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="staff-layout">
        <header className="staff-header">
          <Link to={dashboardPath(person.role)} className="staff-brand" reloadDocument>
            <svg className="staff-brand__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
              <circle cx="16" cy="16" r="15" fill="#f4c25b" />
              <path d="M3 20c4-3 8-3 13 0s9 3 13 0v6a15 15 0 0 1-26 0z" fill="#0d6e7d" />
              <path d="M9 19l5-8 4 5 2-3 4 6" fill="none" stroke="#0b3c45" strokeWidth="1.8" />
            </svg>
            <span className="staff-brand__name">{site.name}</span>
          </Link>
          <p className="staff-header__person">
            <span className="staff-header__name">{person.name}</span>
            <span className="staff-header__role">{ROLE_LABELS[person.role]}</span>
          </p>
          <form method="post" action="/logout" className="staff-header__signout">
            <button type="submit" className="staff-header__button">
              Sign out
            </button>
          </form>
          {/* Last in the bar, so that Tab goes on from it straight into the sections it shows. */}
          <button type="button" className="staff-header__menu" aria-controls={NAV_ID} aria-expanded="false" data-staff-nav-toggle>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>Menu</span>
          </button>
        </header>
        <nav id={NAV_ID} className="staff-nav" aria-label="Dashboard sections" data-staff-nav data-open="false">
          <div className="staff-nav__inner">
            {staffSectionGroups(person.role).map((group) => {
              const headingId = `staff-nav-${group.label.toLowerCase()}`;
              return (
                <div className="staff-nav__group" key={group.label}>
                  <p className="staff-nav__heading" id={headingId}>
                    {group.label}
                  </p>
                  <ul className="staff-nav__list" aria-labelledby={headingId}>
                    {group.sections.map((section) => {
                      const state = sectionState(pathname, section);
                      return (
                        <li key={section.to}>
                          <Link
                            to={section.to}
                            className="staff-nav__link"
                            aria-current={state === "page" ? "page" : state ? "true" : undefined}
                            reloadDocument
                          >
                            {section.label}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              );
            })}
            <p className="staff-nav__site">
              <Link to="/" className="staff-nav__link" reloadDocument>
                View the public site
              </Link>
            </p>
          </div>
        </nav>
        <RouteProgress />
        <ChunkLoadError />
        <main id="main" tabIndex={-1} className="staff-main">
          {children}
        </main>
      </div>
    </>
  );
}
