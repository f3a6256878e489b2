import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** One way to link: the site's Link renders a plain anchor on pages without React in the browser. */
const ONE_LINK = {
  name: "react-router",
  importNames: ["Link"],
  message: "Import Link from ~/shared/ui/link: it is an anchor on pages that do not hydrate.",
};

const ROUTES_ARE_LEAVES = {
  group: ["~/routes/*", "../routes/*"],
  message: "Imports flow shared → features → routes; nothing imports a route module.",
};

const FEATURES = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Test data and helpers may reach inside another feature to set up its state. */
const TEST_SUPPORT = ["**/*.test.{ts,tsx}", "**/*-factory.ts", "**/*test-helpers.ts", "**/*test-data.ts", "**/*test-images.ts", "**/*.fixture.ts", "**/fake-s3.ts"];

/**
 * A feature uses another only through its entry files: `~/features/<name>`
 * (safe in the browser) and `~/features/<name>/index.server`.
 */
const throughEntryFiles = (feature) => ({
  files: [`app/features/${feature}/**`],
  ignores: TEST_SUPPORT,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: [ONE_LINK],
        patterns: [
          ROUTES_ARE_LEAVES,
          {
            group: ["~/features/*/**", `!~/features/${feature}/**`, "!~/features/*/index.server"],
            message: "Use another feature through its entry file (~/features/<name> or ~/features/<name>/index.server), adding what you need there.",
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "data/", "data-e2e*/", "test-results/", "playwright-report/", "bench-results/", ".tmp/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        {
          paths: [ONE_LINK],
          patterns: [ROUTES_ARE_LEAVES],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Shared code is the bottom layer: it may not reach up into features.
    files: ["app/shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [ONE_LINK],
          patterns: [{ group: ["~/features/*", "~/routes/*", "~/seed/*"], message: "app/shared may not import features or routes." }],
        },
      ],
    },
  },
  ...FEATURES.map(throughEntryFiles),
  {
    // The one place React Router's Link is wrapped.
    files: ["app/shared/ui/link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
);
