import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, privateCache } from "./private-cache";
import { listenOnFreePort } from "../tests/setup/listen-on-free-port";

describe("privateCache", () => {
  let base = "";
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const app = express();
    app.use("/assets", (_request, response) => void response.set("Cache-Control", "public, max-age=31536000, immutable").send("asset"));
    app.use(privateCache());
    app.get("/page", (_request, response) => void response.set("Cache-Control", "public, max-age=300").send("<html>"));
    app.get("/page.data", (_request, response) => void response.json({ data: true }));
    app.get("/feed", (_request, response) => {
      response.writeHead(200, { "Content-Type": "text/calendar", "Cache-Control": "public, max-age=600" });
      response.end("BEGIN:VCALENDAR");
    });
    app.get("/go", (_request, response) => void response.redirect(302, "/page"));
    app.post("/login", (_request, response) => void response.set("Set-Cookie", "session=abc; Path=/; HttpOnly").redirect(303, "/page"));
    app.post("/logout", (_request, response) => void response.set("Set-Cookie", "__Host-session=; Max-Age=0").redirect(303, "/"));
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => close());

  const get = (path: string, cookie?: string) =>
    fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} }).then((response) => response.headers.get("cache-control"));

  it("marks documents, data requests, resource routes and redirects of a signed-in request private, no-store, over the route's own header", async () => {
    for (const cookie of ["session=abc", "theme=dark; session=abc", "__Host-session=abc"]) {
      for (const path of ["/page", "/page.data", "/feed", "/go"]) {
        expect(await get(path, cookie), `${path} with ${cookie}`).toBe(PRIVATE_CACHE_CONTROL);
      }
    }
  });

  it("leaves anonymous requests and other cookies alone", async () => {
    expect(await get("/page")).toBe("public, max-age=300");
    expect(await get("/page", "notsession=abc; mysession=x")).toBe("public, max-age=300");
    expect(await get("/feed")).toBe("public, max-age=600");
    expect(await get("/page.data")).toBeNull();
  });

  it("marks the answers that set or clear the session cookie, though the request had none", async () => {
    for (const path of ["/login", "/logout"]) {
      const response = await fetch(`${base}${path}`, { method: "POST", redirect: "manual" });
      expect(response.headers.get("cache-control"), path).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it("is mounted after the hashed assets, which stay cacheable", async () => {
    expect(await get("/assets/app.js", "session=abc")).toBe("public, max-age=31536000, immutable");
  });
});
