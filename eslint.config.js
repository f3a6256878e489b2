import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { boundaries } from "./build-tools/eslint-boundaries.js";

/** One way to link: the site's Link renders a plain anchor on pages without React in the browser. */
const ONE_LINK = {
  name: "react-router",
  importNames: ["Link"],
  message: "Import Link from ~/shared/ui/link: it is an anchor on pages that do not hydrate.",
};

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
    plugins: { "react-hooks": reactHooks, boundaries },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": ["error", { paths: [ONE_LINK] }],
      // Layers and feature entry files, judged on resolved paths (build-tools/eslint-boundaries.js).
      "boundaries/feature-boundaries": "error",
      "boundaries/entry-files-hand-out-no-tables": "error",
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // The one place React Router's Link is wrapped.
    files: ["app/shared/ui/link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
);
