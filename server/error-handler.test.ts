import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { expectConsoleError } from "../tests/setup/fail-on-console-error";
import { UNEXPECTED_FAILURE_MESSAGE } from "../app/shared/lib/service.server";
import { errorHandler } from "./error-handler";

describe("errorHandler", () => {
  it("answers without a stack trace in every mode, keeps client errors' status and logs server errors", async () => {
    const app = express();
    app.set("env", "development");
    app.get("/broken", () => {
      throw new Error("database exploded at secret place");
    });
    app.get("/refused", () => {
      throw Object.assign(new Error("entity too large"), { status: 413 });
    });
    app.use(errorHandler());
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const broken = await fetch(`${base}/broken?token=abc`);
      expect(broken.status).toBe(500);
      const text = await broken.text();
      expect(text).toBe(UNEXPECTED_FAILURE_MESSAGE);
      const refused = await fetch(`${base}/refused`);
      expect(refused.status).toBe(413);
      expect(await refused.text()).not.toContain("entity too large");
      expectConsoleError(/Unhandled error while serving a request \{"method":"GET","path":"\/broken".*database exploded/);
    } finally {
      server.close();
    }
  });
});
