import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALENDAR_MESSAGES } from "./calendar-messages";
import { fetchFeed } from "./fetch-feed.server";
import { startFeedServer, type FeedServer } from "./fixtures/feed-server";
import { renderSampleFeed } from "./fixtures/sample-feeds";

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer({
    "/airbnb.ics": renderSampleFeed("airbnb"),
    "/gone.ics": { status: 404, body: "Not here" },
    "/broken.ics": { status: 503, body: "Maintenance" },
    "/moved.ics": (response) => void response.writeHead(302, { location: "/airbnb.ics" }).end(),
    "/huge.ics": "BEGIN:VCALENDAR\r\n" + "X-FILLER:0123456789\r\n".repeat(200),
    "/hangs.ics": () => {
      // Never answers.
    },
  });
});
afterAll(() => server.close());

describe("fetchFeed", () => {
  it("refuses private, link-local and loopback hosts unless they are allowed", async () => {
    const refused = { ok: false, error: CALENDAR_MESSAGES.feedPrivateAddress };
    expect(await fetchFeed(server.url("/airbnb.ics"), { allowPrivateHosts: false })).toEqual(refused);
    expect(await fetchFeed("http://169.254.169.254/latest/meta-data/", { allowPrivateHosts: false })).toEqual(refused);
    expect(await fetchFeed("http://[::1]:9/cal.ics", { allowPrivateHosts: false })).toEqual(refused);
    expect(await fetchFeed(server.url("/moved.ics"), { allowPrivateHosts: true })).toMatchObject({ ok: true });
  });

  it("checks the addresses a host name resolves to as it connects, and connects to exactly those", async () => {
    const port = new URL(server.url("/")).port;
    const lookups: string[] = [];
    const resolveHost = async (hostname: string) => {
      lookups.push(hostname);
      return [{ address: "127.0.0.1", family: 4 }];
    };
    // A name that points at this machine is refused, whatever an earlier lookup may have answered.
    expect(await fetchFeed(`http://calendar.example.test:${port}/airbnb.ics`, { allowPrivateHosts: false, resolveHost })).toEqual({
      ok: false,
      error: CALENDAR_MESSAGES.feedPrivateAddress,
    });
    // The connection goes to the answer that was checked: this name exists in no DNS.
    expect(await fetchFeed(`http://calendar.example.test:${port}/moved.ics`, { allowPrivateHosts: true, resolveHost })).toMatchObject({ ok: true });
    expect(lookups.length).toBeGreaterThanOrEqual(2);
    expect(new Set(lookups)).toEqual(new Set(["calendar.example.test"]));
  });

  it("downloads a calendar, following redirects", async () => {
    expect(await fetchFeed(server.url("/airbnb.ics"))).toEqual({ ok: true, body: renderSampleFeed("airbnb") });
    expect(await fetchFeed(server.url("/moved.ics"))).toMatchObject({ ok: true });
  });

  it("names the HTTP status of a failed answer", async () => {
    expect(await fetchFeed(server.url("/gone.ics"))).toEqual({ ok: false, error: "The calendar address answered with HTTP status 404 (Not Found)." });
    expect(await fetchFeed(server.url("/broken.ics"))).toEqual({
      ok: false,
      error: "The calendar address answered with HTTP status 503 (Service Unavailable).",
    });
  });

  it("stops reading past the size cap", async () => {
    expect(await fetchFeed(server.url("/huge.ics"), { maxBytes: 1000 })).toEqual({ ok: false, error: CALENDAR_MESSAGES.feedTooLarge });
  });

  it("gives up after the timeout", async () => {
    expect(await fetchFeed(server.url("/hangs.ics"), { timeoutMs: 300 })).toEqual({ ok: false, error: CALENDAR_MESSAGES.feedTimeout });
  });

  it("explains an unreachable address", async () => {
    const closed = await startFeedServer();
    const url = closed.url("/cal.ics");
    await closed.close();
    expect(await fetchFeed(url)).toEqual({ ok: false, error: "The calendar address could not be reached: the connection was refused." });
    expect(await fetchFeed("http://calendar.invalid/cal.ics")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The calendar address could not be reached: its host name (was not found|could not be looked up)\.$/),
    });
  });
});
