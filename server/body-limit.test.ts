import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit } from "./body-limit";
import { listenOnFreePort } from "../tests/setup/listen-on-free-port";

describe("bodyLimit", () => {
  let base = "";
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const app = express();
    app.use(bodyLimit(1000));
    app.post("/form", async (request, response) => {
      let size = 0;
      for await (const chunk of request) size += (chunk as Buffer).length;
      response.json({ size });
    });
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => close());

  it("lets an ordinary form through", async () => {
    const response = await fetch(`${base}/form`, { method: "POST", body: "name=Ann" });
    expect(await response.json()).toEqual({ size: 8 });
  });

  it("refuses a body over the limit with 413", async () => {
    const response = await fetch(`${base}/form`, { method: "POST", body: "x".repeat(5000) });
    expect(response.status).toBe(413);
  });
});

describe("bodyLimit for an upload path", () => {
  let base = "";
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const app = express();
    app.use("/uploads", bodyLimit(3000, { refuse: (response) => void response.status(413).json({ success: false, error: "Too big" }) }));
    app.use(bodyLimit(1000, { except: ["/uploads"] }));
    app.post("/{*path}", async (request, response) => {
      let size = 0;
      for await (const chunk of request) size += (chunk as Buffer).length;
      response.json({ size });
    });
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => close());

  it("lets the upload path take more than the default, and only there", async () => {
    expect(await (await fetch(`${base}/uploads`, { method: "POST", body: "x".repeat(2000) })).json()).toEqual({ size: 2000 });
    expect((await fetch(`${base}/form`, { method: "POST", body: "x".repeat(2000) })).status).toBe(413);
    expect((await fetch(`${base}/uploads-other`, { method: "POST", body: "x".repeat(2000) })).status).toBe(413);
  });

  it("refuses an upload over its own limit with its own answer", async () => {
    const response = await fetch(`${base}/uploads`, { method: "POST", body: "x".repeat(5000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, error: "Too big" });
  });
});
