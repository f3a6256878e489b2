import { chromiumPath } from "./chromium-path.mjs";

if (!chromiumPath()) {
  console.error(
    [
      "No Chromium found for the browser tests.",
      "Install the system package:   sudo apt-get update && sudo apt-get install -y chromium-headless-shell",
      "(or chromium, which runs them about twice as slowly),",
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}
