import { describe, expect, it } from "vitest";
import { isStaffPath } from "./staff-paths";

describe("staff pages", () => {
  it("are the dashboards and their tools", () => {
    for (const path of ["/admin/admindashboard", "/admin/admindashboard/leads/1", "/agent/agentdashboard", "/agent/agentdashboard/new/sale", "/agent/rentals", "/agent/rentals/x/calendar", "/owner", "/owner/statements/2026-10"]) {
      expect(isStaffPath(path), path).toBe(true);
    }
  });

  it("are not the public pages, an agent's own page included", () => {
    for (const path of ["/", "/mls", "/agent/6f1c2a8e-0000-4000-8000-000000000000", "/account", "/administrators-guide", "/villa/villa-solstice"]) {
      expect(isStaffPath(path), path).toBe(false);
    }
  });
});
