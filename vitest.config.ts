import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const dbTests = ["app/**/*.db.test.{ts,tsx}", "scripts/**/*.db.test.ts", "server/**/*.db.test.ts"];
const POSTGRES_ONLY_TESTS = "**/*.postgres.db.test.ts";

// Integration tests run on PGlite always, and on PostgreSQL too when
// TEST_DATABASE_URL is set (each test file gets its own fresh database).
const engines = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

// Worker threads start a test file faster than child processes (12 files of the owner accounts: 57 s against 79 s).
// Each project names it: projects do not inherit the root's pool.
const pool = "threads";

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest leaves one core to its main process by default, which idles while files run; on two cores that halved the
    // run (all suites: 516 s with two workers where one took about 1,000 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          pool,
          include: ["app/**/*.test.{ts,tsx}", "build-tools/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
          exclude: dbTests,
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/fail-on-overlapping-queries.ts"],
          environment: "node",
        },
      },
      ...engines.map((engine) => ({
        resolve: { alias },
        test: {
          name: `db-${engine}`,
          pool,
          include: dbTests,
          // What concerns PostgreSQL alone (its pooled connections) runs on PostgreSQL alone.
          exclude: engine === "postgres" ? [] : [POSTGRES_ONLY_TESTS],
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/fail-on-overlapping-queries.ts", "tests/setup/database.ts"],
          globalSetup: ["tests/setup/migrated-database.global.ts"],
          environment: "node",
          env: { TEST_DB_ENGINE: engine, NODE_ENV: "test", LOG_LEVEL: "warn" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
