import { defineConfig } from "@playwright/test";
import visual from "./playwright.visual.config";

/**
 * The e-mails' screenshots alone (the "mail" project of the visual
 * baselines), without the visual suite's server: the messages are rendered
 * from their HTML, with their images answered from disk. After an intended
 * change of an e-mail: `npx playwright test -c playwright.mail.config.ts --update-snapshots`.
 */
export default defineConfig({
  ...visual,
  webServer: undefined,
  projects: (visual.projects ?? []).filter((project) => project.name === "mail"),
});
