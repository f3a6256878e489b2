import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originCheck } from "./origin-check";
import { listenOnFreePort } from "../tests/setup/listen-on-free-port";

describe("originCheck", () => {
  let base = "";
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const app = express();
    app.use(originCheck({ publicUrl: "https://www.sugarapple.example" }));
    app.all("/{*path}", (request, response) => {
      response.json({ ok: true, method: request.method });
    });
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => close());

  const post = (origin: string | undefined, method = "POST", path = "/login") =>
    fetch(`${base}${path}`, { method, headers: origin === undefined ? {} : { origin }, body: method === "DELETE" ? undefined : "email=a" });

  it("lets a same-origin form post through, by the request's own host or PUBLIC_URL", async () => {
    expect((await post(base)).status).toBe(200);
    expect((await post("https://www.sugarapple.example")).status).toBe(200);
  });

  it("lets through requests that carry no Origin (scripts, tests, the beacon's older browsers)", async () => {
    expect((await post(undefined, "POST", "/analytics/pageview")).status).toBe(200);
  });

  it("refuses a cross-site POST, PUT, PATCH and DELETE with 403", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await post("https://evil.example", method);
      expect(response.status, method).toBe(403);
      expect(await response.text()).toBe("Cross-site requests are not accepted.");
    }
    for (const origin of ["null", "http://www.sugarapple.example", "https://www.sugarapple.example.evil.example", "not a url"]) {
      expect((await post(origin)).status, origin).toBe(403);
    }
  });

  it("leaves reading alone, whatever the Origin", async () => {
    const response = await fetch(`${base}/login`, { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });
});
