import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicFiles } from "./static-assets";
import { listenOnFreePort } from "../tests/setup/listen-on-free-port";

describe("publicFiles", () => {
  let base = "";
  let close: () => void = () => undefined;
  const clientDir = mkdtempSync(path.join(tmpdir(), "public-files-"));

  beforeAll(async () => {
    mkdirSync(path.join(clientDir, "images"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
    writeFileSync(path.join(clientDir, "images", "logo.png"), "png");
    writeFileSync(path.join(clientDir, "assets", "app-1234.js"), "js");
    const app = express();
    app.use(publicFiles(clientDir));
    app.use((request, response) => void response.json({ route: request.path }));
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => {
    close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves the files that were there at start for an hour, nested ones too", async () => {
    const favicon = await fetch(`${base}/favicon.svg`);
    expect([favicon.status, await favicon.text(), favicon.headers.get("cache-control")]).toEqual([200, "<svg/>", "public, max-age=3600"]);
    expect(await (await fetch(`${base}/images/logo.png`)).text()).toBe("png");
  });

  it("hands every other path to the routes, files added later, the hashed assets and escapes included", async () => {
    writeFileSync(path.join(clientDir, "later.json"), "{}");
    for (const route of ["/session.json", "/later.json", "/assets/app-1234.js", "/images/../favicon.svg/x", "/images"]) {
      const answer = await fetch(`${base}${route}`);
      expect(await answer.json(), route).toEqual({ route: expect.any(String) });
    }
  });
});
