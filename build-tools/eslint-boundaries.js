/**
 * The layers of app/, checked on the paths imports resolve to, so that a
 * relative `../listings/listing-store.server` is judged like
 * `~/features/listings/listing-store.server`:
 *
 * - `app/shared` imports only `app/shared`;
 * - nothing imports a route module;
 * - a feature, a route, the root and the demo seed reach a feature only
 *   through its entry files, `index.ts` (safe in the browser) and
 *   `index.server.ts`. Exceptions: a feature's table file may import another
 *   feature's table file (a foreign key names the table it points at); test
 *   data and helpers may reach inside to set up state; an asset's URL
 *   (`?url`, `.css`) is not code;
 * - an entry file never hands out a table: other features ask for rules and
 *   functions (decision 0072).
 */
import { statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP = path.join(ROOT, "app");
const EXTENSIONS = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"];
const TEST_SUPPORT = /(\.test\.tsx?|-factory\.ts|test-helpers\.ts|test-data\.ts|test-images\.ts|\.fixture\.ts|\/fake-s3\.ts)$/;

function resolveImport(specifier, fromFile) {
  const [bare] = specifier.split("?");
  let base;
  if (bare.startsWith("~/")) base = path.join(APP, bare.slice(2));
  else if (bare.startsWith("./") || bare.startsWith("../")) base = path.resolve(path.dirname(fromFile), bare);
  else return null;
  for (const extension of EXTENSIONS) if (statSync(base + extension, { throwIfNoEntry: false })?.isFile()) return base + extension;
  return base;
}

/** Which part of app/ a file belongs to: shared, a feature (with its name), routes, or other (root, seed, entries). */
function layerOf(file) {
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
  if (isTableFile(fromFile) && isTableFile(target)) return;
  report(`Use the ${to.name} feature through its entry file (~/features/${to.name} or ~/features/${to.name}/index.server), adding what you need there.`);
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
