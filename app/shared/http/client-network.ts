/**
 * The one identity of a client for every limit kept per client address (the
 * password throttle, rate limits, live-stream caps): an IPv4 client is its
 * address; an IPv6 client is its /64 network, because a single subscriber is
 * routinely handed a whole /64 and can pick a fresh address for every
 * request; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack
 * socket reports for an IPv4 peer) is the IPv4 address it carries.
 *
 *   clientNetwork("192.0.2.1")                 → "192.0.2.1"
 *   clientNetwork("::ffff:192.0.2.1")          → "192.0.2.1"
 *   clientNetwork("2001:db8:a:b:1:2:3:4")      → "2001:db8:a:b::/64"
 *   clientNetwork(undefined)                   → "unknown"
 *
 * Anything that is not an IP address is counted as given (trimmed, lower case).
 */
export function clientNetwork(address: string | undefined): string {
  const text = address?.trim().toLowerCase() ?? "";
  if (text === "") return "unknown";
  const ipv4 = parseIpv4(text);
  if (ipv4) return ipv4.join(".");
  const groups = parseIpv6(text);
  if (!groups) return text;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

function parseIpv4(text: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (zone index dropped), or null. */
function parseIpv6(text: string): number[] | null {
  const bare = text.replace(/%.*$/, "");
  const halves = bare.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === "") return [];
    const groups: number[] = [];
    const pieces = part.split(":");
    for (const [index, piece] of pieces.entries()) {
      // Only the last piece may be a dotted IPv4 tail.
      if (index === pieces.length - 1 && piece.includes(".")) {
        const octets = parseIpv4(piece);
        if (!octets) return null;
        groups.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0]!);
  if (!head) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  // A dotted tail belongs only at the very end.
  if (halves[0]!.includes(".")) return null;
  const tail = groupsOf(halves[1]!);
  if (!tail || head.length + tail.length > 7) return null;
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}
