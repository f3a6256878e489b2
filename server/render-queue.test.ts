import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { currentRequest, runInRequest } from "~/shared/lib/request-context.server";
import { QUEUE_FULL_MESSAGE, renderQueue } from "./render-queue";
import { listenOnFreePort } from "../tests/setup/listen-on-free-port";

describe("renderQueue", () => {
  let base = "";
  let close: () => void = () => undefined;
  const order: string[] = [];
  let inProgress = 0;
  let mostAtOnce = 0;
  // What reached the server and what a visitor closed, seen before the queue: tests wait on these instead of guessing
  // how long a request takes to arrive on a busy host.
  const arrived: string[] = [];
  const closedEarly: string[] = [];
  // Renders of paths under /held/ wait until the test lets them go on, so a slow host cannot finish them before the
  // requests a test sends after them have arrived; then every render takes 60 ms of work.
  let letHeldFinish = () => undefined as void;
  let heldMayFinish = Promise.resolve();
  const holdRenders = () => {
    heldMayFinish = new Promise((resolve) => (letHeldFinish = resolve));
  };
  const until = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: 5000, interval: 2 });

  beforeAll(async () => {
    const app = express();
    app.use((request, response, next) => {
      arrived.push(request.path);
      response.once("close", () => {
        if (!response.writableFinished) closedEarly.push(request.path);
      });
      next();
    });
    app.use((request, _response, next) => runInRequest({ requestId: request.get("x-request-id") ?? "none" }, next));
    // Each test names its clients in a header; a request without one is the same visitor as every other.
    app.use(renderQueue({ concurrency: 2, maxActivePerClient: 2, maxWaitingPerClient: 6, clientOf: (request) => request.get("x-client") ?? "visitor", except: ["/events"], refusalDelayMs: 0 }));
    app.all("/{*path}", async (request, response) => {
      inProgress += 1;
      mostAtOnce = Math.max(mostAtOnce, inProgress);
      if (request.path.startsWith("/held/")) await heldMayFinish;
      await new Promise((resolve) => setTimeout(resolve, 60));
      inProgress -= 1;
      order.push(`${request.method} ${request.path}`);
      // A page that waited for its turn still runs as part of its own request.
      if (request.get("x-request-id") && currentRequest()?.requestId !== request.get("x-request-id")) {
        response.status(500).send(`ran as ${currentRequest()?.requestId ?? "no request"}`);
        return;
      }
      response.send("done");
    });
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => close());

  it("renders at most its limit at once and serves a submission before the page views waiting ahead of it", async () => {
    order.length = 0;
    arrived.length = 0;
    mostAtOnce = 0;
    holdRenders();
    const views = Array.from({ length: 6 }, (_, index) => fetch(`${base}/held/page-${index}`).then((response) => response.text()));
    await until(() => arrived.length === 6);
    const booking = fetch(`${base}/rental/villa`, { method: "POST", body: "checkIn=2027-02-01" }).then((response) => response.text());
    await until(() => arrived.includes("/rental/villa"));
    letHeldFinish();
    expect(await Promise.all([...views, booking])).toEqual(Array.from({ length: 7 }, () => "done"));
    expect(mostAtOnce).toBe(2);
    // Two page views were already rendering; the booking goes next, before the four still waiting.
    expect(order.indexOf("POST /rental/villa")).toBeLessThanOrEqual(3);
  });

  it("runs a page that waited for its turn as part of its own request, so its log lines carry its id", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => fetch(`${base}/page-${index}`, { headers: { "x-request-id": `request-${index}` } }).then((response) => response.text())),
    );
    expect(answers).toEqual(Array.from({ length: 6 }, () => "done"));
  });

  it("never holds back a path it is told to skip", async () => {
    order.length = 0;
    arrived.length = 0;
    holdRenders();
    const views = Array.from({ length: 4 }, (_, index) => fetch(`${base}/held/page-${index}`));
    await until(() => arrived.length === 4);
    // Two views render, held, and two wait; the stream is answered meanwhile (held back, it would not be).
    try {
      expect(await (await fetch(`${base}/events`, { signal: AbortSignal.timeout(2_000) })).text()).toBe("done");
    } finally {
      letHeldFinish();
    }
    await Promise.all(views);
    expect(order.indexOf("GET /events")).toBeLessThan(order.indexOf("GET /held/page-2"));
  });

  const from = (client: string, path: string, method = "GET") =>
    fetch(`${base}${path}`, { method, headers: { "x-client": client }, body: method === "GET" ? undefined : "x=1" }).then(async (response) => ({
      status: response.status,
      body: await response.text(),
    }));

  it("gives a newcomer the next free turn however many requests another client has waiting, whatever their method", async () => {
    order.length = 0;
    arrived.length = 0;
    holdRenders();
    const flood = Array.from({ length: 8 }, (_, index) => from("flooder", `/held/junk-${index}`, "POST"));
    await until(() => arrived.length === 8);
    const visitor = from("visitor", "/dashboard");
    await until(() => arrived.includes("/dashboard"));
    letHeldFinish();
    await Promise.all([...flood, visitor]);
    // Two flood posts were rendering when the visitor came; the visitor's page is the next one rendered.
    expect(order.indexOf("GET /dashboard")).toBeLessThanOrEqual(2);
  });

  it("refuses a client's requests past its waiting limit, and nobody else's", async () => {
    order.length = 0;
    arrived.length = 0;
    // Two render and six wait; the rest of the flood is refused without waiting.
    holdRenders();
    const flood = Array.from({ length: 12 }, (_, index) => from("flooder", `/held/search-${index}`));
    await until(() => arrived.length === 12);
    const visitor = from("visitor", "/account");
    await until(() => arrived.includes("/account"));
    letHeldFinish();
    const answers = await Promise.all(flood);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
    expect(answers.find((answer) => answer.status === 429)?.body).toBe(QUEUE_FULL_MESSAGE);
    expect(await visitor).toEqual({ status: 200, body: "done" });
    expect(order.filter((entry) => entry.startsWith("GET /held/search-"))).toHaveLength(8);
  });

  it("does not render for a visitor who gave up while waiting", async () => {
    order.length = 0;
    holdRenders();
    const busy = Array.from({ length: 2 }, (_, index) => from("someone", `/held/busy-${index}`));
    await until(() => inProgress === 2);
    const controller = new AbortController();
    const gaveUp = fetch(`${base}/gave-up`, { signal: controller.signal }).catch(() => "aborted");
    await until(() => arrived.includes("/gave-up"));
    controller.abort();
    expect(await gaveUp).toBe("aborted");
    await until(() => closedEarly.includes("/gave-up"));
    letHeldFinish();
    await Promise.all(busy);
    await from("someone", "/after");
    expect(order).not.toContain("GET /gave-up");
  });

  it("lets one client hold no more than its share of turns, even when the others are free", async () => {
    const app = express();
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    // Every render waits until all seven requests have arrived, however slowly they come.
    let arrivals = 0;
    let letRendersGo = () => undefined as void;
    const allArrived = new Promise<void>((resolve) => (letRendersGo = resolve));
    app.use((_request, _response, next) => {
      if (++arrivals === 7) letRendersGo();
      next();
    });
    app.use(renderQueue({ concurrency: 4, maxActivePerClient: 2, maxWaitingPerClient: 8, clientOf: (request) => request.get("x-client") ?? "visitor", refusalDelayMs: 0 }));
    app.all("/{*path}", async (request, response) => {
      const client = request.get("x-client") ?? "visitor";
      running.set(client, (running.get(client) ?? 0) + 1);
      most.set(client, Math.max(most.get(client) ?? 0, running.get(client)!));
      await allArrived;
      await new Promise((resolve) => setTimeout(resolve, 40));
      running.set(client, running.get(client)! - 1);
      response.send("done");
    });
    const server = await listenOnFreePort(app);
    try {
      const ask = (client: string, index: number) => fetch(`${server.base}/page-${index}`, { headers: { "x-client": client } }).then((response) => response.text());
      const answers = await Promise.all([...Array.from({ length: 6 }, (_, index) => ask("flooder", index)), ask("visitor", 9)]);
      expect(answers.every((answer) => answer === "done")).toBe(true);
      expect(most.get("flooder")).toBe(2);
    } finally {
      server.close();
    }
  });
});
