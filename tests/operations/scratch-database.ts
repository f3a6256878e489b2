import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";

/** The PostgreSQL server operations tests create their databases on. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Runs `body` with the address of a fresh PostgreSQL database named after `prefix`, dropped afterwards. */
export async function withScratchDatabase<T>(prefix: string, body: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    return await body(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Creates an account with `npm run user:create`, as an operator does. */
export async function createAccount(databaseUrl: string, account: { email: string; name: string; role: "admin" | "agent"; password: string }) {
  await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/create-user.ts", "--email", account.email, "--name", account.name, "--role", account.role], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATABASE_URL: databaseUrl, USER_PASSWORD: account.password, LOG_LEVEL: "warn" },
  });
}
