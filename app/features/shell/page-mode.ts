import { useMatches } from "react-router";

/**
 * A route that needs no React in the browser says so with
 * `export const handle: PageHandle = { hydrate: false }`: its document then
 * ships only the small shell script, not the framework (docs/decisions/0008).
 */
export type PageHandle = { hydrate?: boolean };

export function useHydratePage(): boolean {
  const matches = useMatches();
  return !matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
}
