import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("clientNetwork: who counts as one client for limits", () => {
  it("counts an IPv4 client by its address", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(clientNetwork("203.0.113.8")).not.toBe(clientNetwork("203.0.113.7"));
  });

  it("counts every address of one IPv6 /64 as one client, whatever way it is written", () => {
    const network = "2001:db8:a:b::/64";
    for (const address of [
      "2001:db8:a:b::1",
      "2001:db8:a:b:ffff:ffff:ffff:ffff",
      "2001:0DB8:000A:000B:1234:5678:9abc:def0",
      "2001:db8:a:b:0:0:0:0",
      "2001:db8:a:b::1%eth0",
    ]) {
      expect(clientNetwork(address), address).toBe(network);
    }
  });

  it("tells neighbouring /64 networks apart", () => {
    expect(clientNetwork("2001:db8:a:c::1")).toBe("2001:db8:a:c::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address it carries", () => {
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientNetwork("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keeps a missing address and anything that is not an IP address as one key each", () => {
    expect(clientNetwork(undefined)).toBe("unknown");
    expect(clientNetwork("")).toBe("unknown");
    expect(clientNetwork("Not-An-Address")).toBe("not-an-address");
    expect(clientNetwork("203.0.113.256")).toBe("203.0.113.256");
    expect(clientNetwork("2001:db8::a::1")).toBe("2001:db8::a::1");
    expect(clientNetwork("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
  });
});
