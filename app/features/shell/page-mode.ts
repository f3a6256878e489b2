import { redirectDocument, useMatches, type ClientLoaderFunctionArgs } from "react-router";

/**
 * A route that needs no React in the browser says so with
 * `export const handle: PageHandle = { hydrate: false }`: its document then
 * ships only the small shell script, not the framework (docs/decisions/0008).
 * A page with interactive parts lists their scripts ("islands" that enhance
 * the server's markup, docs/decisions/0050) in `scripts`.
 */
export type PageHandle = {
  /** False for a page with no React behaviour; a function when only some states of the page have any (given the route's loader data). */
  hydrate?: boolean | ((loaderData: unknown) => boolean);
  scripts?: readonly string[];
};

function handlesOf(matches: ReturnType<typeof useMatches>): PageHandle[] {
  return matches.map((match) => (match.handle as PageHandle | undefined) ?? {});
}

/** Whether a page of these matched routes (their handles and loader data) loads React in the browser: only if every route wants it. */
export function pageHydrates(matches: ReadonlyArray<{ handle?: unknown; data?: unknown }>): boolean {
  return matches.every((match) => {
    const hydrate = (match.handle as PageHandle | undefined)?.hydrate;
    return typeof hydrate === "function" ? hydrate(match.data) : hydrate !== false;
  });
}

export function useHydratePage(): boolean {
  return pageHydrates(useMatches());
}

/** The island scripts of the page's routes, each once. */
export function usePageScripts(): string[] {
  return [...new Set(handlesOf(useMatches()).flatMap((handle) => handle.scripts ?? []))];
}

/**
 * The `clientLoader` of a page whose behaviour lives in island scripts: a
 * client-side navigation from a hydrated page loads it as a document instead,
 * so that its scripts run (React alone would render it inert).
 */
export function openAsDocument({ request }: ClientLoaderFunctionArgs): never {
  throw redirectDocument(request.url);
}
