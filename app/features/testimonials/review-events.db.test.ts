import v8 from "node:v8";
import vm from "node:vm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { getConfig } from "~/shared/config/env.server";
import { getConnection, getDb } from "~/shared/db/client.server";
import { LISTENER_APPLICATION_NAME, listen, notify } from "~/shared/db/notify.server";
import { addReview } from "./add-review.server";
import { deleteReview, hideReview } from "./moderate-review.server";
import { openStreamCount, openStreamsOf, reviewEventStream } from "./review-event-stream.server";
import { REVIEW_CHANNEL, reviewSubscriberCount, subscribeToReviewEvents, type ReviewEvent } from "./review-events.server";
import { createTestReview } from "./review-factory";

const visitor = {
  name: "Jonas Berg",
  rating: 4,
  text: "Our week at Villa Solstice was perfect; the team met us at the ferry dock.",
  experience: "rental",
  property: "Villa Solstice",
};
const admin = { id: "00000000-0000-4000-8000-00000000ad01", email: "admin@example.test", role: "admin" as const, status: "active" as const };

/** Resolves when `check` passes, polling briefly (notifications arrive asynchronously). */
async function eventually(check: () => void, timeoutMs = 5_000) {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe(`LISTEN/NOTIFY on ${getConnection().engine}`, () => {
  it("delivers a notification after its transaction commits, never after a rollback", async () => {
    const payloads: string[] = [];
    const stop = await listen("test_channel", (payload) => payloads.push(payload));
    cleanups.push(stop);

    await getDb().transaction(async (tx) => notify(tx, "test_channel", "committed"));
    await getDb()
      .transaction(async (tx) => {
        await notify(tx, "test_channel", "rolled back");
        throw new Error("abandon");
      })
      .catch(() => undefined);
    await notify(getDb(), "test_channel", "last");
    await eventually(() => expect(payloads).toEqual(["committed", "last"]));
  });

  // Only PostgreSQL has other connections; the test exists only on that engine.
  const itOnPostgres = getConnection().engine === "postgres" ? it : () => undefined;
  itOnPostgres("hears a notification sent by another connection (another app process)", async () => {
    const events: ReviewEvent[] = [];
    cleanups.push(await subscribeToReviewEvents((event) => events.push(event)));
    const review = await createTestReview({ name: "From elsewhere" });

    const other = new pg.Client({ connectionString: getConfig().databaseUrl });
    await other.connect();
    await other.query("select pg_notify($1, $2)", [REVIEW_CHANNEL, JSON.stringify({ type: "created", id: review.id })]);
    await other.end();

    await eventually(() => expect(events).toEqual([{ type: "review", review: expect.objectContaining({ id: review.id, name: "From elsewhere" }) }]));
  });

  itOnPostgres("tells live pages to reload their list once a lost listener connection is back", async () => {
    const events: ReviewEvent[] = [];
    cleanups.push(await subscribeToReviewEvents((event) => events.push(event)));

    // As a database restart or failover would: the listener's connection is cut.
    const admin = new pg.Client({ connectionString: getConfig().databaseUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1",
      [`${LISTENER_APPLICATION_NAME}:${REVIEW_CHANNEL}`],
    );
    await admin.end();
    expect(rowCount).toBe(1);

    await eventually(() => expect(events).toEqual([{ type: "resync" }]));
    // And it listens again: a review published now still arrives.
    const review = await createTestReview({ name: "After the outage" });
    await notify(getDb(), REVIEW_CHANNEL, JSON.stringify({ type: "created", id: review.id }));
    await eventually(() => expect(events).toContainEqual({ type: "review", review: expect.objectContaining({ id: review.id }) }));
  });

  it("refuses a channel name that is not a plain identifier", async () => {
    await expect(listen('x"; drop table reviews; --', () => undefined)).rejects.toThrow(/Invalid notification channel/);
  });
});

describe("the live testimonial feed", () => {
  it("announces a new review with its public fields, then its hiding and deletion", async () => {
    const events: ReviewEvent[] = [];
    cleanups.push(await subscribeToReviewEvents((event) => events.push(event)));

    const added = await addReview(visitor, { clientAddress: "203.0.113.20" });
    if (!added.success) throw new Error(added.error);
    await eventually(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({
      type: "review",
      review: {
        id: added.id,
        name: "Jonas Berg",
        rating: 4,
        text: visitor.text,
        experience: "rental",
        property: "Villa Solstice",
        stayedOn: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });

    await hideReview(admin, added.id);
    await deleteReview(admin, added.id);
    await eventually(() => expect(events.slice(1)).toEqual([{ type: "removed", id: added.id }, { type: "removed", id: added.id }]));
  });

  it("announces nothing for refused input", async () => {
    const events: ReviewEvent[] = [];
    cleanups.push(await subscribeToReviewEvents((event) => events.push(event)));
    await addReview({ ...visitor, rating: 6 });
    await addReview(visitor, { clientAddress: "203.0.113.21" });
    await eventually(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ type: "review", review: { rating: 4 } });
  });

  it("stops listening when the last subscriber leaves", async () => {
    const unsubscribe = await subscribeToReviewEvents(() => undefined);
    expect(reviewSubscriberCount()).toBe(1);
    unsubscribe();
    unsubscribe();
    expect(reviewSubscriberCount()).toBe(0);
  });
});

describe("GET /testimonial/events", () => {
  async function openStream(url: string, headers: Record<string, string> = {}) {
    const controller = new AbortController();
    const response = reviewEventStream(new Request(url, { headers, signal: controller.signal }), { heartbeatMs: 50 });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${pattern}: ${text}`);
        text += value;
      }
      return text;
    };
    cleanups.push(() => controller.abort());
    return { response, readUntil, close: () => controller.abort() };
  }

  it("lets go of a page that leaves, even once nothing else holds its request", async () => {
    const controller = new AbortController();
    // As the server adapter does: it keeps the controller, not the Request.
    const response = reviewEventStream(new Request("http://localhost/testimonial/events", { signal: controller.signal }));
    const reader = response.body!.getReader();
    cleanups.push(() => reader.cancel());
    await reader.read();
    await eventually(() => expect(reviewSubscriberCount()).toBe(1));

    v8.setFlagsFromString("--expose-gc");
    const collectGarbage = vm.runInNewContext("gc") as () => void;
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 10));
    collectGarbage();
    controller.abort();
    await eventually(() => expect(reviewSubscriberCount()).toBe(0));
  });

  it("streams server-sent events: retry hint, heartbeats, new reviews; and cleans up on disconnect", async () => {
    const stream = await openStream("http://localhost/testimonial/events");
    expect(stream.response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers.get("Cache-Control")).toBe("no-cache, no-transform");
    await stream.readUntil(/retry: 5000\n/);
    await stream.readUntil(/: keep-alive\n\n/);
    await eventually(() => expect(reviewSubscriberCount()).toBe(1));

    const added = await addReview(visitor, { clientAddress: "203.0.113.22" });
    if (!added.success) throw new Error(added.error);
    const text = await stream.readUntil(/event: review\ndata: .*\n\n/);
    const data = JSON.parse(/event: review\ndata: (.*)\n/.exec(text)![1]!) as Record<string, unknown>;
    expect(data).toMatchObject({ id: added.id, name: "Jonas Berg", rating: 4 });
    expect(Object.keys(data).sort()).toEqual(["createdAt", "experience", "id", "name", "property", "rating", "stayedOn", "text"]);
    expect(text).not.toContain("203.0.113.22");

    stream.close();
    await eventually(() => expect(reviewSubscriberCount()).toBe(0));
  });

  it("first sends what a reconnecting page missed (Last-Event-ID)", async () => {
    const missed = await createTestReview({ name: "Missed", createdAt: new Date("2026-02-01T12:00:00Z") });
    await createTestReview({ name: "Seen", createdAt: new Date("2026-01-01T12:00:00Z") });
    await createTestReview({ name: "Hidden", status: "hidden", createdAt: new Date("2026-02-02T12:00:00Z") });
    const stream = await openStream("http://localhost/testimonial/events", { "Last-Event-ID": "2026-01-15T00:00:00.000Z" });
    const text = await stream.readUntil(/event: review\ndata: .*\n\n/);
    expect(text).toContain(`"id":"${missed.id}"`);
    expect(text).toContain("id: 2026-02-01T12:00:00.000Z\n");
    expect(text).not.toContain("Seen");
    expect(text).not.toContain("Hidden");
  });

  it("when every slot is taken, lets a newcomer in by ending the oldest stream of the client holding the most, which is told to come back later", async () => {
    const open = (clientAddress: string) => {
      const controller = new AbortController();
      cleanups.push(() => controller.abort());
      const response = reviewEventStream(new Request("http://localhost/testimonial/events", { signal: controller.signal }), {
        clientAddress,
        maxConnections: 4,
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      cleanups.push(() => reader.cancel());
      /** Everything the stream sends until it ends. */
      const readToEnd = async () => {
        let text = "";
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
        return text;
      };
      return { response, readToEnd };
    };
    const busiest = [open("203.0.113.60"), open("203.0.113.60"), open("203.0.113.60")];
    open("198.51.100.60");
    expect(openStreamCount()).toBe(4);

    const newcomer = open("192.0.2.60");
    expect(newcomer.response.status).toBe(200);
    // The busiest client's first stream ends cleanly, with a retry hint of a minute or more, so its page reconnects later.
    const ended = await busiest[0]!.readToEnd();
    expect(ended).toMatch(/retry: (\d{5,})\n: too many live connections; reconnect later\n\n$/);
    expect(Number(/retry: (\d+)\n: too many/.exec(ended)![1])).toBeGreaterThanOrEqual(60_000);
    expect(openStreamsOf("203.0.113.60")).toBe(2);
    expect(openStreamsOf("198.51.100.60")).toBe(1);
    expect(openStreamsOf("192.0.2.60")).toBe(1);
    expect(openStreamCount()).toBe(4);
  });

  it("lets one client address hold only five streams: the sixth gets 429 and takes no slot, others still connect", async () => {
    const open = (clientAddress: string) => {
      const controller = new AbortController();
      cleanups.push(() => controller.abort());
      const response = reviewEventStream(new Request("http://localhost/testimonial/events", { signal: controller.signal }), {
        clientAddress,
        maxConnections: 7,
      });
      return { response, close: () => controller.abort() };
    };
    const mine = Array.from({ length: 5 }, () => open("203.0.113.50"));
    expect(mine.map((stream) => stream.response.status)).toEqual([200, 200, 200, 200, 200]);
    await eventually(() => expect(reviewSubscriberCount()).toBe(5));

    const extra = open("203.0.113.50");
    expect(extra.response.status).toBe(429);
    expect(extra.response.headers.get("Retry-After")).toBe("60");
    expect(openStreamsOf("203.0.113.50")).toBe(5);
    // The refused stream took no place: another visitor's page still connects.
    expect(open("198.51.100.9").response.status).toBe(200);

    // A closed stream frees its client's place.
    mine[0]!.close();
    await eventually(() => expect(openStreamsOf("203.0.113.50")).toBe(4));
    expect(open("203.0.113.50").response.status).toBe(200);
  });

  it("counts an IPv6 client by its /64: five streams from fresh addresses of one network are all it gets", async () => {
    const open = (clientAddress: string) => {
      const controller = new AbortController();
      cleanups.push(() => controller.abort());
      return reviewEventStream(new Request("http://localhost/testimonial/events", { signal: controller.signal }), { clientAddress }).status;
    };
    const statuses = Array.from({ length: 6 }, (_, i) => open(`2001:db8:60:1::${i + 1}`));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(openStreamsOf("2001:db8:60:1:abcd::1")).toBe(5);
    expect(open("2001:db8:60:2::1")).toBe(200);
    // An IPv4 peer seen through a dual-stack socket is the same client as its IPv4 address.
    expect(open("203.0.113.61")).toBe(200);
    expect(openStreamsOf("::ffff:203.0.113.61")).toBe(1);
  });
});
