import { BlockList, isIP } from "node:net";

/**
 * Addresses an import feed may never point at: loopback, private, link-local
 * (cloud metadata services live there), shared, reserved and multicast
 * ranges. Without this, any agent could make the server fetch internal
 * services by pasting their address as a "calendar".
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  // NAT64 (well-known and local-use), Teredo and 6to4 carry an IPv4 address that a gateway or tunnel
  // may reach on the server's own network; no calendar host lives there, so each is refused whole.
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 32],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/** The 16 bytes of a valid IPv6 address (zone index dropped, a trailing dotted IPv4 part read as 4 bytes). */
function ipv6Bytes(address: string): number[] {
  let text = address.split("%")[0]!;
  let dotted: number[] | undefined;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    dotted = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}0:0`;
  }
  const [left, right] = text.split("::") as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const head = groups(left);
  const rest = groups(right);
  const all = right === undefined ? head : [...head, ...Array<string>(8 - head.length - rest.length).fill("0"), ...rest];
  const bytes = all.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
  if (dotted) bytes.splice(12, 4, ...dotted);
  return bytes;
}

const isZero = (bytes: number[], from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);

/**
 * The IPv4 address an IPv6 address stands for or leads to, where the form
 * says so: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d, which
 * includes :: and ::1), IPv4-translated (::ffff:0:a.b.c.d) and an ISATAP
 * interface identifier (…:0:5efe:a.b.c.d, also with the 0200 flag).
 */
function embeddedIpv4(bytes: number[]): string | null {
  const last = bytes.slice(12).join(".");
  if (isZero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return last;
  if (isZero(bytes, 0, 12)) return last;
  if (isZero(bytes, 0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && isZero(bytes, 10, 12)) return last;
  if ((bytes[8] === 0x00 || bytes[8] === 0x02) && bytes[9] === 0 && bytes[10] === 0x5e && bytes[11] === 0xfe) return last;
  return null;
}

/**
 * True only for a literal IP address on the public internet. An IPv6 form
 * that carries an IPv4 address is only as public as that address, whatever
 * way it is written (`::ffff:7f00:1` is 127.0.0.1).
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC.check(address, "ipv4");
  const bytes = ipv6Bytes(address);
  const ipv4 = embeddedIpv4(bytes);
  if (ipv4 !== null && !isPublicAddress(ipv4)) return false;
  return !NOT_PUBLIC.check(address.split("%")[0]!, "ipv6");
}
