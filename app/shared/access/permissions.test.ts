import { describe, expect, it } from "vitest";
import { can, canAny, forbidden, mayActForAnyAgent, PERMISSIONS, refusalOf, refuse, type Actor, type Permission } from "./permissions";
import type { UserRole, UserStatus } from "./user-rules";

const actor = (role: UserRole, status: UserStatus = "active"): Actor => ({ id: `${role}-${status}`, role, status });

/** Who holds each permission with an active account, spelled out so that a change to the table is a change here too. */
const ACTIVE_HOLDERS: Record<Permission, readonly UserRole[]> = {
  "view:admin-dashboard": ["admin"],
  "review:listings": ["admin"],
  "decide:booking-requests": ["admin"],
  "manage:stay-terms": ["admin"],
  "refund:stay-payments": ["admin"],
  "manage:portfolio": ["admin"],
  "manage:agents": ["admin"],
  "manage:users": ["admin"],
  "moderate:testimonials": ["admin"],
  "manage:blog": ["admin"],
  "manage:arrival-notes": ["admin"],
  "manage:mail": ["admin"],
  "view:diagnostics": ["admin"],
  "read:audit-log": ["admin"],
  "manage:crm-webhook": ["admin"],
  "manage:mls-feed": ["admin"],
  "manage:rental-rates": ["admin"],
  "manage:owner-accounts": ["admin"],
  "view:agent-dashboard": ["agent"],
  "submit:listings": ["agent"],
  "update:listings": ["admin", "agent"],
  "manage:open-houses": ["admin", "agent"],
  "handle:leads": ["admin", "agent"],
  "assign:leads": ["admin"],
  "manage:lead-templates": ["admin"],
  "manage:rental-calendars": ["admin", "agent"],
  "upload:listing-photos": ["admin", "agent"],
  "upload:blog-images": ["admin"],
  "use:owner-portal": ["owner"],
  "use:buyer-account": ["buyer"],
};

/** What a pending account may already do: look around, never submit or publish. */
const PENDING_ALLOWED: readonly Permission[] = [
  "view:agent-dashboard",
  "handle:leads",
  "manage:rental-calendars",
  "use:buyer-account",
];

const ROLES: readonly UserRole[] = ["admin", "agent", "buyer", "owner"];

describe("the permission table", () => {
  it("names every permission once, with the roles that hold it", () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual(Object.keys(ACTIVE_HOLDERS).sort());
  });

  for (const [permission, holders] of Object.entries(ACTIVE_HOLDERS) as Array<[Permission, readonly UserRole[]]>) {
    it(`${permission}: ${holders.join(" and ")} when active; a pending account ${PENDING_ALLOWED.includes(permission) ? "too" : "not"}; nobody disabled or signed out`, () => {
      for (const role of ROLES) {
        expect(can(actor(role), permission), `${role} active`).toBe(holders.includes(role));
        expect(can(actor(role, "pending"), permission), `${role} pending`).toBe(holders.includes(role) && PENDING_ALLOWED.includes(permission));
        expect(can(actor(role, "disabled"), permission), `${role} disabled`).toBe(false);
      }
      expect(can(null, permission)).toBe(false);
    });
  }
});

describe("refusals", () => {
  it("say why: the role, an account awaiting approval, or a disabled one", () => {
    expect(refusalOf(actor("buyer"), "review:listings")).toBe("role");
    expect(refusalOf(actor("agent", "pending"), "upload:listing-photos")).toBe("pending");
    expect(refusalOf(actor("agent", "pending"), "submit:listings")).toBe("pending");
    expect(refusalOf(actor("agent", "disabled"), "submit:listings")).toBe("disabled");
    expect(refusalOf(undefined, "submit:listings")).toBe("role");
    expect(refusalOf(actor("agent"), "submit:listings")).toBeNull();
  });

  it("are the forbidden failure, which answers 403", () => {
    expect(forbidden()).toEqual({ success: false, code: "forbidden", error: "You are not allowed to do this" });
    expect(refuse(actor("agent"), "decide:booking-requests")).toEqual(forbidden());
    expect(refuse(actor("admin"), "decide:booking-requests")).toBeNull();
  });

  it("let through an actor holding any one of several permissions", () => {
    const uploads: Permission[] = ["upload:listing-photos", "upload:blog-images"];
    expect(canAny(actor("agent"), uploads)).toBe(true);
    expect(canAny(actor("admin"), uploads)).toBe(true);
    expect(canAny(actor("buyer"), uploads)).toBe(false);
  });
});

describe("ownership", () => {
  it("lets only an active administrator act on every agent's records", () => {
    expect(mayActForAnyAgent(actor("admin"))).toBe(true);
    expect(mayActForAnyAgent(actor("admin", "pending"))).toBe(false);
    expect(mayActForAnyAgent(actor("agent"))).toBe(false);
    expect(mayActForAnyAgent(actor("buyer"))).toBe(false);
    expect(mayActForAnyAgent(null)).toBe(false);
  });
});
