import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { databaseReadiness, healthRoutes, newestMigrationTime, type Readiness } from "./health";

async function get(readiness: (() => Promise<Readiness>) | undefined, path: string) {
  const app = express();
  app.use(healthRoutes(readiness));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return { status: response.status, cache: response.headers.get("cache-control"), body: (await response.json()) as unknown };
  } finally {
    server.close();
  }
}

describe("health endpoints", () => {
  it("/healthz says the process is alive", async () => {
    expect(await get(undefined, "/healthz")).toEqual({ status: 200, cache: "no-store", body: { status: "ok" } });
  });

  it("/readyz is ready when the database answers and the newest committed migration is applied", async () => {
    expect(newestMigrationTime()).toBeGreaterThan(0);
    expect(await get(undefined, "/readyz")).toEqual({
      status: 200,
      cache: "no-store",
      body: { status: "ready", checks: { database: true, migrations: true, shuttingDown: false } },
    });
  });

  it("/readyz answers 503 while a committed migration is not applied yet", async () => {
    const later = () => databaseReadiness(newestMigrationTime() + 1);
    expect(await get(later, "/readyz")).toMatchObject({
      status: 503,
      body: { status: "unavailable", checks: { database: true, migrations: false } },
    });
  });
});
