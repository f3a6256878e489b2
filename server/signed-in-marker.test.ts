import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMarker } from "./signed-in-marker";
import { listenOnFreePort } from "../tests/setup/listen-on-free-port";

describe("signedInMarker", () => {
  let base = "";
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const app = express();
    app.use(signedInMarker({ secure: true }));
    app.get("/page", (_request, response) => void response.send("<html>"));
    app.post("/login", (_request, response) => void response.set("Set-Cookie", "__Host-session=abc; Path=/; HttpOnly; Max-Age=604800").redirect(303, "/page"));
    app.post("/logout", (_request, response) => void response.set("Set-Cookie", "__Host-session=; Path=/; Max-Age=0").redirect(303, "/page"));
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => close());

  const markerOf = async (path: string, init: { method?: string; cookie?: string } = {}) => {
    const response = await fetch(`${base}${path}`, { method: init.method ?? "GET", redirect: "manual", headers: init.cookie ? { cookie: init.cookie } : {} });
    return response.headers.getSetCookie().find((value) => value.startsWith("signed_in=")) ?? null;
  };

  it("sets the readable marker with a sign-in and clears it with a sign-out, never holding the session's secret", async () => {
    const set = await markerOf("/login", { method: "POST" });
    expect(set).toMatch(/^signed_in=1; Max-Age=\d+; Path=\/; SameSite=Lax; Secure$/);
    expect(set).not.toMatch(/abc|HttpOnly/);
    expect(await markerOf("/logout", { method: "POST", cookie: "__Host-session=abc; signed_in=1" })).toMatch(/^signed_in=; Max-Age=0;/);
  });

  it("follows the session cookie's presence: added when missing, cleared when the session cookie is gone, left alone when in step", async () => {
    expect(await markerOf("/page", { cookie: "session=abc" })).toMatch(/^signed_in=1;/);
    expect(await markerOf("/page", { cookie: "signed_in=1" })).toMatch(/^signed_in=; Max-Age=0;/);
    expect(await markerOf("/page", { cookie: "session=abc; signed_in=1" })).toBeNull();
    expect(await markerOf("/page")).toBeNull();
    expect(await markerOf("/page", { cookie: "mysession=x" })).toBeNull();
  });
});
