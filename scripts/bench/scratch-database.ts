import pg from "pg";

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

async function asAdmin(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A throwaway database beside `adminUrl`'s on the same PostgreSQL server, named for the benchmark and this process. */
export async function createScratchDatabase(adminUrl: string, purpose: string): Promise<ScratchDatabase> {
  const name = `bench_${purpose}_${process.pid}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}
