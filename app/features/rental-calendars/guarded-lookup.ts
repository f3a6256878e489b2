import type { LookupAddress } from "node:dns";
import { isIP } from "node:net";
import { isPublicAddress } from "./public-address";

/** Resolves a host name to its addresses (dns.lookup; tests pass their own). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

/** The code of the error a refused address raises inside a connection attempt. */
export const PRIVATE_ADDRESS_CODE = "ERR_PRIVATE_ADDRESS";

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A connection's host-name lookup that refuses non-public answers (calendar
 * feeds, the MLS and its photo hosts). The check runs on the very addresses
 * the socket then connects to, so a name that answers a public address to a
 * first lookup and a private one to a second (DNS rebinding) cannot slip through.
 */
export function guardedLookup(resolveHost: ResolveHost, allowPrivateHosts: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolveHost(hostname).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(Object.assign(new Error(`No address for ${hostname}`), { code: "ENOTFOUND" }), []);
        } else if (!allowPrivateHosts && !addresses.every((entry) => isPublicAddress(entry.address))) {
          callback(Object.assign(new Error(`${hostname} points at a private address`), { code: PRIVATE_ADDRESS_CODE }), []);
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, addresses[0]!.address, addresses[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

/** A literal IP address in a URL is never looked up, so it is judged here. */
export function isPrivateLiteral(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) !== 0 && !isPublicAddress(host);
}
