/**
 * `npm start`'s build step: builds only when what the build reads has
 * changed since the last build (a restart then starts in seconds). The
 * inputs are hashed by content, so a fresh clone, a pull or an edit always
 * builds, and a restart never serves a stale bundle. The build's own
 * listing (hundreds of lines of assets and warnings) is kept out of the
 * start's output and printed only if the build fails.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUT_FOLDERS = ["app", "build-tools", "public", "server"];
const INPUT_FILES = ["package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json", "scripts/precompress-assets.mjs"];
const STAMP = "build/.inputs-hash";

function filesUnder(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full));
    // Tests never reach the bundle; a test edit needs no build.
    else if (!/\.test\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

function inputsHash() {
  const hash = createHash("sha256");
  const files = [...INPUT_FOLDERS.filter((folder) => existsSync(folder)).flatMap(filesUnder), ...INPUT_FILES.filter((file) => existsSync(file))].sort();
  for (const file of files) hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

if (process.argv.includes("--stamp")) {
  // The last step of `npm run build`: every build, however started, records what it was built from.
  writeFileSync(STAMP, `${inputsHash()}\n`);
} else {
  // Before a command-line tool (`--quiet`): nothing when the build is current, and what it does on stderr, so the tool's own output stays its own.
  const quiet = process.argv.includes("--quiet");
  const say = quiet ? console.error : console.log;
  const built = existsSync(STAMP) && existsSync("build/server/server.js") ? readFileSync(STAMP, "utf8").trim() : "";
  if (built === inputsHash()) {
    if (!quiet) console.log("The build is up to date with the source: starting without building.");
  } else {
    say(`Building the site (${built ? "the source changed since the last build" : "no build yet"}; a minute or two)…`);
    const started = Date.now();
    const build = spawnSync("npm", ["run", "--silent", "build"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 256 * 1024 * 1024 });
    if (build.status !== 0) {
      // The whole listing, as the build printed it, is what explains a failure.
      process.stdout.write(build.stdout ?? "");
      process.stderr.write(build.stderr ?? "");
      console.error(`The build failed (${build.error ? build.error.message : `exit status ${build.status ?? build.signal}`}); its output is above.`);
      process.exit(build.status || 1);
    }
    say(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
}
