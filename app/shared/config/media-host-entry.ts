/** One MLS_MEDIA_HOSTS entry as a rule: a scheme (or any), a host, whether its subdomains count, a port (or the scheme's default). */
export type MediaHostRule = { scheme: string | null; host: string; subdomains: boolean; port: string | null };

/**
 * Reads one MLS_MEDIA_HOSTS entry, `[scheme://][*.]host[:port]`; null when it
 * is not one. The settings refuse such an entry at startup, so a typo is
 * named instead of silently admitting no photos.
 */
export function parseMediaHostEntry(entry: string): MediaHostRule | null {
  const match = /^(?:(https?):\/\/)?(\*\.)?(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?\/?$/.exec(entry.trim().toLowerCase());
  if (!match) return null;
  const [, scheme, wildcard, host, port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  return { scheme: scheme ? `${scheme}:` : null, host: host!, subdomains: Boolean(wildcard), port: port ? String(Number(port)) : null };
}

/** The comma-separated entries of an MLS_MEDIA_HOSTS value, trimmed and lower-cased, empty ones dropped. */
export const mediaHostEntries = (value: string | undefined): string[] => (value ?? "").split(",").map((host) => host.trim().toLowerCase()).filter(Boolean);
