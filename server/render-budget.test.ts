import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnFreePort } from "../tests/setup/listen-on-free-port";
import { RENDER_BUDGET_MESSAGE, renderBudget } from "./render-budget";

describe("renderBudget", () => {
  let base = "";
  let close: () => void = () => undefined;
  let now = 0;
  let rendered = 0;

  beforeAll(async () => {
    const app = express();
    // Two renders a second, four in a row after a quiet spell.
    app.use(renderBudget({ perSecond: 2, burst: 4, clientOf: (request) => request.get("x-client") ?? "visitor", except: ["/events"], now: () => now, refusalDelayMs: 0 }));
    app.all("/{*path}", (_request, response) => {
      rendered += 1;
      response.send("rendered");
    });
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => close());

  const get = (path: string, client: string) => fetch(`${base}${path}`, { headers: { "x-client": client } });

  it("lets a client render its run in a row, then refuses it until its budget refills, and nobody else", async () => {
    now = 0;
    for (let search = 1; search <= 4; search += 1) expect((await get(`/mls?minPrice=${search}`, "flooder")).status).toBe(200);
    const before = rendered;
    const refused = await get("/mls?minPrice=5", "flooder");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe(RENDER_BUDGET_MESSAGE);
    expect(Number(refused.headers.get("retry-after"))).toBe(1);
    expect(rendered).toBe(before);
    // Whatever the method: a submission takes from the same budget.
    expect((await fetch(`${base}/contact`, { method: "POST", headers: { "x-client": "flooder" }, body: "x=1" })).status).toBe(429);
    // Another client, and a live stream of the same one, are not touched.
    expect((await get("/mls?minPrice=5", "neighbour")).status).toBe(200);
    expect((await get("/events", "flooder")).status).toBe(200);

    // Half a second later one render is back, and only one.
    now = 500;
    expect((await get("/mls?minPrice=6", "flooder")).status).toBe(200);
    expect((await get("/mls?minPrice=7", "flooder")).status).toBe(429);
  });

  it("keeps up its rate for a client that never stops, and gives back the whole run after a quiet spell", async () => {
    now = 10_000;
    let served = 0;
    // Ten seconds of a request every 100 ms: the run of four, then two a second.
    for (let tick = 0; tick < 100; tick += 1) {
      if ((await get(`/mls?minPrice=${tick}`, "script")).status === 200) served += 1;
      now += 100;
    }
    expect(served).toBeGreaterThanOrEqual(4 + 2 * 10 - 1);
    expect(served).toBeLessThanOrEqual(4 + 2 * 10);

    now += 2_000;
    for (let page = 0; page < 4; page += 1) expect((await get(`/mls?page=${page}`, "script")).status).toBe(200);
    expect((await get("/mls?page=5", "script")).status).toBe(429);
  });

  it("sets no budget at 0", async () => {
    const app = express();
    app.use(renderBudget({ perSecond: 0, burst: 0, clientOf: () => "everyone", refusalDelayMs: 0 }));
    app.all("/{*path}", (_request, response) => void response.send("rendered"));
    const server = await listenOnFreePort(app);
    try {
      for (let page = 0; page < 20; page += 1) expect((await fetch(`${server.base}/mls?page=${page}`)).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
