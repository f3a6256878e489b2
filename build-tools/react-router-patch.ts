import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const PATCHES = fileURLToPath(new URL("../patches", import.meta.url));

/**
 * The lines React Router's patch adds (`patches/`, applied by patch-package at install) that the installed files
 * lack: empty when the patch is applied. An install that skipped its scripts (`npm ci --ignore-scripts`) or an
 * upgrade the patch no longer fits shows here, file by file.
 */
export function missingPatchLines(root = process.cwd()): string[] {
  const missing: string[] = [];
  for (const patch of readdirSync(PATCHES).filter((name) => name.startsWith("react-router+"))) {
    let file = "";
    let installed = "";
    for (const line of readFileSync(path.join(PATCHES, patch), "utf8").split("\n")) {
      if (line.startsWith("+++ b/")) {
        file = line.slice("+++ b/".length);
        installed = readFileSync(path.join(root, file), "utf8");
      } else if (file && line.startsWith("+") && line.slice(1).trim() !== "" && !installed.includes(line.slice(1))) {
        missing.push(`${file}: ${line.slice(1).trim()}`);
      }
    }
  }
  return missing;
}

/** The build stops when React Router is installed without its patch, instead of shipping a slower server. */
export function reactRouterPatchCheck(): Plugin {
  return {
    name: "react-router-patch-check",
    buildStart() {
      const missing = missingPatchLines();
      if (missing.length > 0) {
        this.error(`React Router is installed without its patch (run npm install, which applies patches/ as its postinstall script): ${missing.length} patched lines missing, first ${missing[0]}`);
      }
    },
  };
}
