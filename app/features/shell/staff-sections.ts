import type { UserRole } from "~/shared/access/user-rules";

/**
 * The sections of the staff side, by role: what the staff layout's sidebar
 * lists. A new staff page adds its entry here, in the group it belongs to.
 * `matches` lists further path prefixes that belong to the section (a
 * listing's edit page is part of "My listings"), so the sidebar marks it
 * while one of its pages is open.
 */
export type StaffSection = { to: string; label: string; end?: boolean; matches?: readonly string[] };
export type StaffSectionGroup = { label: string; sections: readonly StaffSection[] };
/** The roles with a dashboard in the staff layout: the office, its agents and the villa owners it works for. */
export type StaffRole = Extract<UserRole, "admin" | "agent" | "owner">;

const ADMIN = "/admin/admindashboard";
const OWNER = "/owner";
const AGENT = "/agent/agentdashboard";

const ADMIN_GROUPS: readonly StaffSectionGroup[] = [
  {
    label: "Listings",
    sections: [
      { to: ADMIN, label: "Review queue", end: true },
      { to: `${ADMIN}/portfolio`, label: "Portfolio" },
      { to: "/agent/rentals", label: "Rentals" },
      { to: `${ADMIN}/rates`, label: "Rates" },
    ],
  },
  {
    label: "Clients",
    sections: [
      { to: `${ADMIN}/leads`, label: "Leads" },
      { to: `${ADMIN}/pipeline`, label: "Pipeline" },
      { to: `${ADMIN}/templates`, label: "Templates" },
      { to: `${ADMIN}/bookings`, label: "Bookings" },
      { to: `${ADMIN}/arrival-notes`, label: "Arrival notes" },
      { to: `${ADMIN}/owners`, label: "Villa owners" },
      { to: `${ADMIN}/trust`, label: "Trust account" },
    ],
  },
  {
    label: "Office",
    sections: [
      { to: `${ADMIN}/overview`, label: "Overview" },
      { to: `${ADMIN}/users`, label: "Users" },
      { to: `${ADMIN}/agents`, label: "Agents" },
      { to: `${ADMIN}/mail`, label: "Mail" },
      { to: `${ADMIN}/crm`, label: "CRM" },
      { to: `${ADMIN}/feed`, label: "MLS feed" },
      { to: `${ADMIN}/audit`, label: "Audit log" },
    ],
  },
  {
    label: "Content",
    sections: [
      { to: `${ADMIN}/blog`, label: "Blog" },
      { to: `${ADMIN}/testimonials`, label: "Testimonials" },
    ],
  },
];

const AGENT_GROUPS: readonly StaffSectionGroup[] = [
  {
    label: "Listings",
    sections: [
      { to: AGENT, label: "My listings", end: true, matches: [`${AGENT}/listings/`, `${AGENT}/new/`] },
      { to: "/agent/rentals", label: "My rentals" },
    ],
  },
  {
    label: "Clients",
    sections: [
      { to: `${AGENT}/leads`, label: "Leads" },
      { to: `${AGENT}/pipeline`, label: "Pipeline" },
      { to: `${AGENT}/bookings`, label: "Booking requests" },
    ],
  },
];

const OWNER_GROUPS: readonly StaffSectionGroup[] = [
  {
    label: "My villas",
    sections: [
      { to: OWNER, label: "Overview", end: true },
      { to: `${OWNER}/calendar`, label: "Calendar" },
      { to: `${OWNER}/statements`, label: "Statements" },
    ],
  },
];

export function staffSectionGroups(role: StaffRole): readonly StaffSectionGroup[] {
  if (role === "owner") return OWNER_GROUPS;
  return role === "admin" ? ADMIN_GROUPS : AGENT_GROUPS;
}

/** Whether the role works in the staff layout: administrators, agents and villa owners (a buyer has /account). */
export function hasDashboard(role: UserRole | undefined | null): role is StaffRole {
  return role === "admin" || role === "agent" || role === "owner";
}

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);

/**
 * How a section relates to the page at `pathname`: "page" when it is the
 * section's own address, "section" when the page lies inside the section
 * (a lead of the leads list), otherwise null. Trailing slashes are ignored.
 */
export function sectionState(pathname: string, section: StaffSection): "page" | "section" | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === section.to) return "page";
  if (section.matches?.some((prefix) => under(path, prefix))) return "section";
  if (!section.end && under(path, section.to)) return "section";
  return null;
}

/** The section the page at `pathname` belongs to (the most specific when several match), if any. */
export function currentSection(pathname: string, role: StaffRole): StaffSection | null {
  let best: StaffSection | null = null;
  let bestLength = -1;
  for (const group of staffSectionGroups(role)) {
    for (const section of group.sections) {
      const state = sectionState(pathname, section);
      if (state === "page") return section;
      if (state && section.to.length > bestLength) {
        best = section;
        bestLength = section.to.length;
      }
    }
  }
  return best;
}
