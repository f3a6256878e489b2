/**
 * The layers of app/, checked on the paths imports resolve to, so that a
 * relative `../listings/listing-store.server` is judged like
 * `~/features/listings/listing-store.server`:
 *
 * - `app/shared` imports only `app/shared`;
 * - nothing imports a route module;
 * - a feature, a route, the root, the demo seed, the server (`server/`) and
 *   the command-line tools (`scripts/`) reach a feature only through its
 *   entry files, `index.ts` (safe in the browser), `index.server.ts` and
 *   `components.ts` (its React components). Exceptions: a feature's table file may import another
 *   feature's table file (a foreign key names the table it points at); test
 *   data and helpers may reach inside to set up state; a command-line tool
 *   may start a feature's test doubles (`fixtures/`, `*-test-server.ts`); an asset's URL
 *   (`?url`, `.css`) is not code;
 * - an entry file never hands out a table: other features ask for rules and
 *   functions (decision 0072).
 */
import { statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP = path.join(ROOT, "app");
const EXTENSIONS = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"];
export const TEST_SUPPORT = /(\.test\.tsx?|-factory\.ts|test-helpers\.ts|test-data\.ts|test-images\.ts|\.fixture\.ts|\/fake-s3\.ts)$/;
/** A feature's stand-ins for outside services (a fake Stripe, a RESO test server), which the command-line tools start for benchmarks and `npm run stripe:fake`. */
const TEST_DOUBLE = /(\/fixtures\/[^/]+\.ts|-test-server\.ts|-test-settings\.ts)$/;

export function resolveImport(specifier, fromFile) {
  const [bare] = specifier.split("?");
  let base;
  if (bare.startsWith("~/")) base = path.join(APP, bare.slice(2));
  else if (bare.startsWith("./") || bare.startsWith("../")) base = path.resolve(path.dirname(fromFile), bare);
  else return null;
  for (const extension of EXTENSIONS) if (statSync(base + extension, { throwIfNoEntry: false })?.isFile()) return base + extension;
  return base;
}

/**
 * Which part of the project a file belongs to: in app/, shared, a feature
 * (with its name), routes, or other (root, seed, entries); the server and the
 * command-line tools, which use app/ as a route does; or outside (tests,
 * build tools, configuration).
 */
function layerOf(file) {
  const fromRoot = path.relative(ROOT, file).split(path.sep)[0];
  if (fromRoot === "server" || fromRoot === "scripts") return { layer: fromRoot };
  const relative = path.relative(APP, file);
  if (relative.startsWith("..")) return { layer: "outside" };
  const [top, name] = relative.split(path.sep);
  if (top === "shared") return { layer: "shared" };
  if (top === "routes") return { layer: "routes" };
  if (top === "features") return { layer: "feature", name };
  return { layer: "app" };
}

const isEntryFile = (file) => /\/app\/features\/[^/]+\/(?:index(?:\.server)?|components)\.tsx?$/.test(file);
const isTableFile = (file) => file.endsWith(".table.ts");
const isAsset = (specifier, target) => specifier.includes("?") || /\.(css|svg|png|jpe?g|webp|woff2?)$/.test(target);

function check(context, node, specifier) {
  const fromFile = context.filename;
  // React Router's generated route types (`./+types/<route>`) are not modules of the app.
  if (specifier.includes("/+types/")) return;
  const target = resolveImport(specifier, fromFile);
  if (!target) return;
  if (TEST_SUPPORT.test(fromFile)) return;
  const from = layerOf(fromFile);
  const to = layerOf(target);
  const report = (message) => context.report({ node, message });
  if (to.layer === "routes" && from.layer !== "routes") return report("Imports flow shared → features → routes; nothing imports a route module.");
  if (from.layer === "routes" && to.layer === "routes") return report("A route module imports no other route module; move what they share into a feature or app/shared.");
  if (from.layer === "shared" && to.layer !== "shared" && to.layer !== "outside") return report("app/shared is the bottom layer: it may not import features, routes or the app.");
  if (to.layer !== "feature") return;
  if (from.layer === "feature" && from.name === to.name) return;
  if (from.layer === "outside") return;
  if (isEntryFile(target) || isAsset(specifier, target)) return;
  if (from.layer === "scripts" && TEST_DOUBLE.test(target)) return;
  if (isTableFile(fromFile) && isTableFile(target)) return;
  report(`Use the ${to.name} feature through its entry files (~/features/${to.name}, ~/features/${to.name}/index.server or ~/features/${to.name}/components), adding what you need there.`);
}

const featureBoundaries = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const visit = (node) => node.source && typeof node.source.value === "string" && check(context, node, node.source.value);
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: (node) => node.source.type === "Literal" && typeof node.source.value === "string" && check(context, node, node.source.value),
    };
  },
};

const entryFilesHandOutNoTables = {
  meta: { type: "problem", schema: [] },
  create(context) {
    if (!isEntryFile(context.filename)) return {};
    return {
      ExportNamedDeclaration(node) {
        if (node.exportKind === "type" || !node.source) return;
        const target = resolveImport(node.source.value, context.filename);
        if (target && isTableFile(target)) {
          context.report({ node, message: "An entry file hands out rules and functions, not tables: export a condition, a column set or a read/write function instead." });
        }
      },
    };
  },
};

export const boundaries = { rules: { "feature-boundaries": featureBoundaries, "entry-files-hand-out-no-tables": entryFilesHandOutNoTables } };
