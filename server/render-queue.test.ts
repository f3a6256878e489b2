import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderQueue } from "./render-queue";
import { listenOnFreePort } from "../tests/setup/listen-on-free-port";

describe("renderQueue", () => {
  let base = "";
  let close: () => void = () => undefined;
  const order: string[] = [];
  let inProgress = 0;
  let mostAtOnce = 0;

  beforeAll(async () => {
    const app = express();
    app.use(renderQueue({ concurrency: 2, except: ["/events"] }));
    app.all("/{*path}", async (request, response) => {
      inProgress += 1;
      mostAtOnce = Math.max(mostAtOnce, inProgress);
      await new Promise((resolve) => setTimeout(resolve, 60));
      inProgress -= 1;
      order.push(`${request.method} ${request.path}`);
      response.send("done");
    });
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => close());

  it("renders at most its limit at once and serves a submission before the page views waiting ahead of it", async () => {
    order.length = 0;
    mostAtOnce = 0;
    const views = Array.from({ length: 6 }, (_, index) => fetch(`${base}/page-${index}`).then((response) => response.text()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const booking = fetch(`${base}/rental/villa`, { method: "POST", body: "checkIn=2027-02-01" }).then((response) => response.text());
    expect(await Promise.all([...views, booking])).toEqual(Array.from({ length: 7 }, () => "done"));
    expect(mostAtOnce).toBe(2);
    // Two page views were already rendering; the booking goes next, before the four still waiting.
    expect(order.indexOf("POST /rental/villa")).toBeLessThanOrEqual(3);
  });

  it("never holds back a path it is told to skip", async () => {
    order.length = 0;
    const views = Array.from({ length: 4 }, (_, index) => fetch(`${base}/page-${index}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await fetch(`${base}/events`);
    await Promise.all(views);
    // Two views render, two wait; the stream does not wait behind them.
    expect(order.indexOf("GET /events")).toBeLessThan(order.indexOf("GET /page-2"));
  });
});
