/**
 * Which features import which: an edge from feature A to feature B for every
 * import (type-only and dynamic ones included) in a file of
 * `app/features/A/` that resolves into `app/features/B/`, whether the target is
 * an entry file or, as a table file's foreign key does, a table.
 *
 * Test support (tests, factories, fixtures, test data; `TEST_SUPPORT`) is left
 * out: it sets up state across features to test one of them, never ships, and
 * does not decide what a feature needs in order to work.
 *
 * `node build-tools/feature-graph.js` prints the cycles; `feature-cycles.test.ts`
 * (in `npm run test:unit`) fails on any, naming each.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { resolveImport, TEST_SUPPORT } from "./eslint-boundaries.js";

const FEATURES = path.resolve(import.meta.dirname, "..", "app", "features");

function sourceFiles(directory) {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith("..") ? null : relative.split(path.sep)[0];
}

/** Every import between two features: `{ from, to, file, specifier }`, file relative to the repository. */
export function featureImports(features = FEATURES) {
  const imports = [];
  for (const file of sourceFiles(features)) {
    if (TEST_SUPPORT.test(file) || !existsSync(file)) continue;
    const from = featureOf(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName: specifier } of importedFiles) {
      const target = resolveImport(specifier, file);
      const to = target && featureOf(target);
      if (to && to !== from) imports.push({ from, to, file: path.relative(path.dirname(FEATURES), file), specifier });
    }
  }
  return imports;
}

/**
 * The features that reach each other, each group with the imports that close
 * its loop (strongly connected components of the feature graph, Tarjan's).
 */
export function featureCycles(imports = featureImports()) {
  const edges = new Map();
  for (const { from, to } of imports) {
    if (!edges.has(from)) edges.set(from, new Set());
    if (!edges.has(to)) edges.set(to, new Set());
    edges.get(from).add(to);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups
    .map((features) => ({
      features,
      imports: imports.filter(({ from, to }) => features.includes(from) && features.includes(to)),
    }))
    .sort((a, b) => a.features[0].localeCompare(b.features[0]));
}

/** A cycle as people read it: its features, then each import inside it. */
export function describeCycle({ features, imports }) {
  const lines = imports
    .map(({ from, to, file, specifier }) => `  ${from} → ${to}: ${file} imports ${specifier}`)
    .sort();
  return [`{${features.join(", ")}}`, ...lines].join("\n");
}

if (process.argv[1] === import.meta.filename) {
  const cycles = featureCycles();
  for (const cycle of cycles) console.log(describeCycle(cycle) + "\n");
  console.log(cycles.length === 0 ? "No cycles between features." : `${cycles.length} cycles between features.`);
  process.exitCode = cycles.length === 0 ? 0 : 1;
}
