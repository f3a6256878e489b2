import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/features/**/*.table.ts",
  out: "./drizzle",
});
