import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnFreePort } from "../tests/setup/listen-on-free-port";
import { failedSubmissionLimit, TOO_MANY_FAILED_SUBMISSIONS } from "./failed-submissions";

describe("failedSubmissionLimit", () => {
  let base = "";
  let close: () => void = () => undefined;
  let now = 0;
  let reached = 0;

  beforeAll(async () => {
    const app = express();
    app.use(failedSubmissionLimit({ limit: 3, windowMs: 60_000, clientOf: (request) => request.get("x-client") ?? "visitor", now: () => now, refusalDelayMs: 0 }));
    app.all("/{*path}", (request, response) => {
      reached += 1;
      // A form that breaks its rules is answered 400; a good one 303.
      response.status(request.path === "/bad" ? 400 : 303).send("answered");
    });
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => close());

  const post = (path: string, client = "flooder") => fetch(`${base}${path}`, { method: "POST", headers: { "x-client": client }, body: "x=1", redirect: "manual" });

  it("refuses a client's submissions after too many invalid ones, until the window ends, and nobody else's", async () => {
    now = 0;
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post("/bad")).status).toBe(400);
    const before = reached;
    const refused = await post("/good");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe(TOO_MANY_FAILED_SUBMISSIONS);
    expect(Number(refused.headers.get("retry-after"))).toBe(60);
    expect(reached).toBe(before);
    // Page views and other clients go on as before.
    expect((await fetch(`${base}/bad`, { headers: { "x-client": "flooder" } })).status).toBe(400);
    expect((await post("/good", "neighbour")).status).toBe(303);
    now = 60_000;
    expect((await post("/good")).status).toBe(303);
  });

  it("does not count submissions that were accepted", async () => {
    now = 120_000;
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await post("/good", "busy agent")).status).toBe(303);
  });
});
