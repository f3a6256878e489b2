import type { RequestHandler, Response } from "express";
import { personalFor, sessionTokenIn } from "../app/features/shell/index.server";
import { PRIVATE_CACHE_CONTROL } from "./private-cache";

/** Answers kept at most; past that, all are forgotten at once (they would expire within the keeping time anyway). */
const MAX_KEPT = 10_000;

export type PersonalJson = {
  handler: RequestHandler;
  /** Forgets every kept answer (something they say changed). */
  forget: () => void;
};

function send(response: Response, head: boolean, body: Buffer, setCookie: string | null) {
  response.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
  if (setCookie) response.appendHeader("Set-Cookie", setCookie);
  response.setHeader("Content-Type", "application/json");
  response.setHeader("Content-Length", body.length);
  response.end(head ? undefined : body);
}

/**
 * GET /session.json answered in Express, before compression and React
 * Router: every page view of a signed-in visitor served from the page cache
 * asks for it (decision 0105). The same answer as the route
 * app/routes/session-json.ts (other methods go on to it: 405). A signed-in
 * session's answer is kept for `keepMs` (PERSONAL_JSON_KEEP_MS), until the database says that a user,
 * a saved listing or a session changed (`forget`); an answer read while such
 * a change was announced is not kept.
 */
export function personalJson(options: { now?: () => number; keepMs?: number } = {}): PersonalJson {
  const now = options.now ?? Date.now;
  // How long an answer is kept for its session: a visitor opening pages (or tabs) in quick succession asks once.
  const keepMs = options.keepMs ?? 2_000;
  const kept = new Map<string, { body: Buffer; until: number }>();
  let generation = 0;
  const handler: RequestHandler = (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const head = request.method === "HEAD";
    const cookie = request.headers.cookie;
    const token = sessionTokenIn(cookie);
    const hit = token ? kept.get(token) : undefined;
    if (hit && hit.until > now()) return send(response, head, hit.body, null);
    const asked = generation;
    personalFor(cookie).then(({ personal, setCookie }) => {
      const body = Buffer.from(JSON.stringify(personal));
      if (token && personal.signedIn && asked === generation && keepMs > 0) {
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(token, { body, until: now() + keepMs });
      }
      send(response, head, body, setCookie);
    }, next);
  };
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  return { handler, forget };
}
