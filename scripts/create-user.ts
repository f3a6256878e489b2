/**
 * `npm run user:create -- --email boss@example.com --name "Morgan Hale" --role admin [--phone "(340) 555-0142"]`
 *
 * Creates an active account with a verified address, e.g. the first
 * administrator (or a buyer, for tests). The password is asked for on the
 * terminal without echo (twice), or read from the
 * USER_PASSWORD environment variable for scripted use; it must pass the same
 * rules as registration (12 to 128 characters, not a common password).
 */
import { parseArgs } from "node:util";
import { ConfigError } from "../app/shared/config/env.server";
import { closeConnection } from "../app/shared/db/client.server";
import { migrateDatabase } from "../app/shared/db/migrate.server";
import { createUser, passwordProblem } from "../app/features/accounts/index.server";

const USAGE = 'Usage: npm run user:create -- --email ADDRESS --name "FULL NAME" --role admin|agent|buyer [--phone NUMBER]';

/** Reads a line from the terminal without showing it. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") return finish();
        if (character === "\u0003" || character === "\u0004") return finish(new Error("Cancelled."));
        if (character === "\u007f" || character === "\b") value = [...value].slice(0, -1).join("");
        else value += character;
      }
    };
    process.stdout.write(prompt);
    stdin.setEncoding("utf8");
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.USER_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new Error("No terminal to ask for the password: set USER_PASSWORD.");
  for (;;) {
    const password = await askHidden("Password (at least 12 characters): ");
    const problem = passwordProblem(password);
    if (problem) {
      console.error(problem);
      continue;
    }
    if ((await askHidden("The same password again: ")) === password) return password;
    console.error("The two passwords do not match.");
  }
}

async function main(): Promise<number> {
  let options;
  try {
    ({ values: options } = parseArgs({
      options: {
        email: { type: "string" },
        name: { type: "string" },
        role: { type: "string", default: "agent" },
        phone: { type: "string" },
        help: { type: "boolean" },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  if (options.help || !options.email || !options.name) {
    console.error(USAGE);
    return options.help ? 0 : 1;
  }

  const password = await readPassword();
  const problem = passwordProblem(password);
  if (problem) {
    console.error(problem);
    return 1;
  }
  await migrateDatabase();
  const result = await createUser({
    email: options.email,
    name: options.name,
    phone: options.phone,
    role: options.role,
    status: "active",
    password,
    // Whoever runs the command line vouches for the address.
  }, { emailVerified: true });
  if (!result.success) {
    const details = Object.entries(result.fieldErrors ?? {}).map(([field, message]) => `  ${field}: ${message}`);
    console.error([result.error, ...details].join("\n"));
    return 1;
  }
  console.log(`Created an active ${options.role} account for ${options.email} (id ${result.id}).`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeConnection();
}
