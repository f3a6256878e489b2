import { describe, expect, it } from "vitest";
import { currentSection, hasDashboard, sectionState, staffSectionGroups } from "./staff-sections";
import { isStaffPath } from "./staff-paths";

const labels = (role: "admin" | "agent") => staffSectionGroups(role).flatMap((group) => group.sections.map((section) => section.label));

describe("the staff sidebar's sections", () => {
  it("differ by role: administrators see the office's sections, agents their own work", () => {
    expect(labels("admin")).toEqual(expect.arrayContaining(["Review queue", "Portfolio", "Rentals", "Leads", "Bookings", "Users", "Mail", "Blog"]));
    expect(labels("agent")).toEqual(["My listings", "My rentals", "Leads", "Pipeline", "Booking requests"]);
    expect(labels("agent")).not.toContain("Users");
  });

  it("link only staff pages", () => {
    for (const role of ["admin", "agent"] as const) {
      for (const group of staffSectionGroups(role)) {
        for (const section of group.sections) expect(isStaffPath(section.to), section.to).toBe(true);
      }
    }
  });

  it("mark the open page, and the section a deeper page belongs to", () => {
    const leads = { to: "/admin/admindashboard/leads", label: "Leads" };
    expect(sectionState("/admin/admindashboard/leads", leads)).toBe("page");
    expect(sectionState("/admin/admindashboard/leads/", leads)).toBe("page");
    expect(sectionState("/admin/admindashboard/leads/abc", leads)).toBe("section");
    expect(sectionState("/admin/admindashboard/leadsx", leads)).toBeNull();
    const home = { to: "/admin/admindashboard", label: "Review queue", end: true };
    expect(sectionState("/admin/admindashboard", home)).toBe("page");
    expect(sectionState("/admin/admindashboard/users", home)).toBeNull();
  });

  it("name the section of any staff page, the most specific one winning", () => {
    expect(currentSection("/admin/admindashboard/leads/123", "admin")?.label).toBe("Leads");
    expect(currentSection("/admin/admindashboard", "admin")?.label).toBe("Review queue");
    expect(currentSection("/agent/agentdashboard/listings/1/edit", "agent")?.label).toBe("My listings");
    expect(currentSection("/agent/agentdashboard/new/sale", "agent")?.label).toBe("My listings");
    expect(currentSection("/agent/rentals/1/calendar", "agent")?.label).toBe("My rentals");
    expect(currentSection("/agent/rentals/1/calendar", "admin")?.label).toBe("Rentals");
    expect(currentSection("/admin/admindashboard/unknown", "admin")).toBeNull();
  });

  it("are for administrators, agents and villa owners, not buyers", () => {
    expect(hasDashboard("admin")).toBe(true);
    expect(hasDashboard("agent")).toBe(true);
    expect(hasDashboard("owner")).toBe(true);
    expect(hasDashboard("buyer")).toBe(false);
    expect(hasDashboard(undefined)).toBe(false);
  });
});
