import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.20.0.5",
    "192.168.1.10",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "::1",
    "::",
    "fd00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ["::7f00:1", "IPv4-compatible 127.0.0.1"],
    ["::127.0.0.1", "IPv4-compatible 127.0.0.1, dotted"],
    ["::a00:1", "IPv4-compatible 10.0.0.1"],
    ["::ffff:7f00:1", "IPv4-mapped 127.0.0.1 in hex"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped 169.254.169.254 in hex"],
    ["0:0:0:0:0:ffff:c0a8:101", "IPv4-mapped 192.168.1.1 written out"],
    ["::ffff:0:7f00:1", "IPv4-translated 127.0.0.1"],
    ["::ffff:0:10.1.2.3", "IPv4-translated 10.1.2.3, dotted"],
    ["2002:7f00:1::1", "6to4 of 127.0.0.1"],
    ["2002:808:808::1", "6to4 of 8.8.8.8 (a relay the server cannot vouch for)"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
    ["64:ff9b::7f00:1", "NAT64 of 127.0.0.1"],
    ["64:ff9b:1::a00:1", "local-use NAT64 of 10.0.0.1"],
    ["2001:db8:1::5efe:a00:1", "ISATAP interface of 10.0.0.1"],
    ["2600:1f18::200:5efe:c0a8:101", "ISATAP interface of 192.168.1.1"],
    ["fe80::1%eth0", "link-local with a zone"],
    ["fec0::1", "site-local"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "54.239.28.85", "2606:4700:4700::1111", "::ffff:8.8.4.4", "::ffff:808:404", "2600:1f18::200:5efe:808:808"])("accepts %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
