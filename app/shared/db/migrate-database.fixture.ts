/** Test helper run as a child process: applies the migrations to DATABASE_URL, as a starting server does. */
import { closeConnection } from "./client.server";
import { migrateDatabase } from "./migrate.server";

await migrateDatabase();
await closeConnection();
