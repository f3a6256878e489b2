import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { forgetKeptContent, keepUntilChannelNotifies, keptByKeyUntilContentChanges } from "~/shared/cache/content-memo.server";
import { getConfig } from "~/shared/config/env.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { preparedQuery, UNNAMED } from "~/shared/db/prepared-query.server";
import { sessions, type Session } from "./session.table";
import { users, type UserRole, type UserStatus } from "./user.table";

/**
 * Server-side sessions on vetted primitives, after the Lucia / Copenhagen Book
 * pattern (docs/decisions/0014-sessions-and-passwords.md): a 256-bit random
 * token in an HttpOnly cookie, its SHA-256 hash as the row's id, a sliding
 * expiry, and the user looked up with the session so that a role change or
 * a disabled account takes effect at once: read on every request, or kept
 * by the server until the database announces a change to users or sessions
 * (docs/decisions/0161-sessions-kept-route-matches-remembered.md).
 */

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A session used past half its life is extended to a full lifetime again. */
const RENEW_AFTER_MS = SESSION_LIFETIME_MS / 2;
/** lastSeenAt is written at most this often, not on every request. */
const LAST_SEEN_STEP_MS = 5 * 60 * 1000;
/** The cookie is sent again while the session's expiry is this fresh (it was just created or extended). */
const COOKIE_REFRESH_WINDOW_MS = 60 * 1000;
const USER_AGENT_MAX = 160;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  status: UserStatus;
  /** The owner has proved they receive mail at `email` (a verification link, or an account made verified). */
  emailVerified: boolean;
  /** The account's phone as the session found it (a form's prefill); absent where a caller made the user up. */
  phone?: string | null;
};
export type ActiveSession = {
  session: Pick<Session, "id" | "hint" | "expiresAt">;
  user: SessionUser;
  /** True when the cookie should be sent again with the session's new expiry. */
  refreshCookie: boolean;
};

/** `__Host-session` (Secure, this host only) when the site is served over HTTPS; `session` over plain HTTP. */
export function sessionCookieName(): string {
  return getConfig().servedOverHttps ? "__Host-session" : "session";
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 32 random bytes, base64url: what the cookie (or a reset link) carries. */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

function cookieAttributes(maxAgeSeconds: number): string {
  const secure = getConfig().servedOverHttps ? "; Secure" : "";
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export function sessionCookie(token: string, expiresAt: Date, now = new Date()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return `${sessionCookieName()}=${token}; ${cookieAttributes(maxAge)}`;
}

export function clearedSessionCookie(): string {
  return `${sessionCookieName()}=; ${cookieAttributes(0)}`;
}

/** The session token from the request's Cookie header, or null. */
export function readSessionToken(request: Request): string | null {
  return sessionTokenIn(request.headers.get("cookie"));
}

/** The session token in a Cookie header, or null. */
export function sessionTokenIn(header: string | null | undefined): string | null {
  if (!header) return null;
  const name = sessionCookieName();
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    return TOKEN_PATTERN.test(value) ? value : null;
  }
  return null;
}

export async function createSession(
  userId: string,
  options: { userAgent?: string | null; now?: Date } = {},
): Promise<{ token: string; expiresAt: Date; hint: string }> {
  const now = options.now ?? new Date();
  const token = generateToken();
  const hint = randomBytes(12).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const db = getDb();
  // Tidy the user's expired sessions while we are here.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    hint,
    userAgent: options.userAgent ? options.userAgent.slice(0, USER_AGENT_MAX) : null,
    createdAt: now,
    expiresAt,
    lastSeenAt: now,
  });
  return { token, expiresAt, hint };
}

/** The session with its user: every signed-in request asks, so the statement is built once. */
const sessionById = preparedQuery((db) =>
  db
    .select({
      id: sessions.id,
      hint: sessions.hint,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      user: { id: users.id, email: users.email, name: users.name, role: users.role, status: users.status, emailVerifiedAt: users.emailVerifiedAt, phone: users.phone },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .limit(1)
    .prepare(UNNAMED),
);

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionById>["execute"]>>[number];

/**
 * Notified by the database on every change to users, saved listings and ended sessions
 * (drizzle/0035_personal_changes.sql): what a kept session or a visitor's own parts say may have changed.
 */
export const PERSONAL_CHANGES_CHANNEL = "personal_changed";
/** Sessions kept at once: a busy day's signed-in visitors; past that, the least recently kept are read again. */
const MAX_KEPT_SESSIONS = 10_000;
const keptSessionRow = keptByKeyUntilContentChanges<SessionRow | null>(
  { maxEntries: MAX_KEPT_SESSIONS, maxBytes: 8 * 1024 * 1024 },
  (row) => row !== null,
  PERSONAL_CHANGES_CHANNEL,
);

/** Using the session at `now` writes to it: it ended, its user is disabled, or it is due an extension or a last-seen mark. */
function usingItWrites(row: SessionRow, now: Date): boolean {
  const left = row.expiresAt.getTime() - now.getTime();
  return left < RENEW_AFTER_MS || row.user.status === "disabled" || now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_STEP_MS;
}

/**
 * Keeps sessions with their users in this process from now on, until the database announces a change to users or
 * an ended session (and after a lost listener reconnects), calling `alsoOnChange` on each such notice too; the
 * returned function stops. A page view then reads no session from the database while nothing about it changed.
 */
export function followSessionChanges(alsoOnChange?: () => void): Promise<() => Promise<void>> {
  return keepUntilChannelNotifies(PERSONAL_CHANGES_CHANNEL, alsoOnChange);
}

/** This process's kept sessions, dropped after a submission that may have ended one or changed its user, before the notice arrives. */
export function forgetKeptSessions(): void {
  forgetKeptContent(PERSONAL_CHANGES_CHANNEL);
}

/**
 * The session and its user for a token, or null: unknown, expired (deleted
 * on the way) or belonging to a disabled user (deleted too: a disabled user
 * has no session). Extends a session used past its half-life. A session kept
 * since its last read (followSessionChanges) answers when using it writes
 * nothing; `fresh` reads it from the database regardless (a submission, whose
 * action may end it).
 */
export async function validateSessionToken(token: string, now = new Date(), { fresh = false } = {}): Promise<ActiveSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = getDb();
  const id = hashToken(token);
  const read = () => sessionById(db).execute({ id }).then(([found]) => found ?? null);
  const row = fresh ? await read() : await keptSessionRow(id, read, (kept) => kept !== null && !usingItWrites(kept, now));
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime() || row.user.status === "disabled") {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }

  let expiresAt = row.expiresAt;
  if (expiresAt.getTime() - now.getTime() < RENEW_AFTER_MS) {
    expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expiresAt, lastSeenAt: now }).where(eq(sessions.id, id));
  } else if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const refreshCookie = expiresAt.getTime() - now.getTime() > SESSION_LIFETIME_MS - COOKIE_REFRESH_WINDOW_MS;
  const { emailVerifiedAt, ...user } = row.user;
  return { session: { id, hint: row.hint, expiresAt }, user: { ...user, emailVerified: emailVerifiedAt !== null }, refreshCookie };
}

/** The session each page request found, shared by the loaders that answer it. */
const sessionsOfReads = new WeakMap<Request, Promise<ActiveSession | null>>();

/**
 * The request's session, if its cookie names a valid one. A page's loaders
 * (the root's, the layout's, the page's) each ask for the same request: a
 * GET looks it up once for all of them. A submission looks it up at each ask,
 * since its action may end the session the loaders after it must not see.
 */
export function getRequestSession(request: Request, now?: Date): Promise<ActiveSession | null> {
  const cookie = request.headers.get("cookie");
  if (request.method !== "GET" && request.method !== "HEAD") return cookieSession(cookie, now, { fresh: true });
  if (now) return cookieSession(cookie, now);
  let found = sessionsOfReads.get(request);
  if (!found) {
    found = cookieSession(cookie);
    sessionsOfReads.set(request, found);
  }
  return found;
}

/**
 * The session a Cookie header names, if valid, with the Set-Cookie header
 * that sends its cookie again when it was just extended.
 */
export async function cookieSession(
  header: string | null | undefined,
  now = new Date(),
  options: { fresh?: boolean } = {},
): Promise<(ActiveSession & { setCookie: string | null }) | null> {
  const token = sessionTokenIn(header);
  const active = token ? await validateSessionToken(token, now, options) : null;
  if (!active || !token) return null;
  return { ...active, setCookie: active.refreshCookie ? sessionCookie(token, active.session.expiresAt, now) : null };
}

/** Ends the request's session on the server (sign-out). */
export async function endRequestSession(request: Request): Promise<void> {
  const token = readSessionToken(request);
  if (token) await getDb().delete(sessions).where(eq(sessions.id, hashToken(token)));
  sessionsOfReads.delete(request);
}

/** Ends every session of a user (password reset, an account disabled); pass a transaction as `db` to end them with it. */
export async function endUserSessions(userId: string, db: Database = getDb()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The Set-Cookie header that sends the request's cookie again with the session's new expiry, when it was just extended. */
export function refreshedSessionCookie(request: Request, active: ActiveSession | null, now = new Date()): string | null {
  if (!active?.refreshCookie) return null;
  const token = readSessionToken(request);
  return token ? sessionCookie(token, active.session.expiresAt, now) : null;
}
