/** What other features may use of accounts on the server; everything else is internal to it. */
export { getSessionUser } from "./authorization.server";
export type { SessionUser } from "./authorization.server";
export { loginAttempts } from "./login-attempt.table";
export { passwordResetTokens } from "./password-reset.table";
export { checkPassword } from "./password-check.server";
export type { PasswordVerdict } from "./password-check.server";
export { getRequestSession, refreshedSessionCookie } from "./session.server";
export { sessions } from "./session.table";
export { USER_STATUSES, users } from "./user.table";
export type { UserRole } from "./user.table";
