/** Who an account is and where it stands: the values the users table allows, safe in the browser. */

/**
 * Buyers sign themselves up and manage favourites, searches and enquiries at /account; they never reach a dashboard.
 * Owners are invited by an administrator and see only the villas the brokerage manages for them, at /owner.
 */
export const USER_ROLES = ["admin", "agent", "buyer", "owner"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** pending: registered, awaiting an administrator; disabled: may not sign in. */
export const USER_STATUSES = ["pending", "active", "disabled"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
