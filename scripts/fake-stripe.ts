/**
 * npm run stripe:fake: the local stand-in for Stripe that the tests use,
 * for trying deposits, balances, holds and refunds on a development site
 * without a Stripe account. It prints the settings to start the site with;
 * its hosted "pay" page completes a payment and posts the signed webhook.
 *
 * It listens on 127.0.0.1 at FAKE_STRIPE_PORT (12111) and posts its events
 * to the site where the site itself says it is: PUBLIC_URL, or
 * http://localhost:PORT without it (the same reading as the server's), so
 * one set of settings serves both. Ctrl-C or SIGTERM stops it.
 */
import { ConfigError, readConfig } from "../app/shared/config/env.server";
import { listenFailure } from "../server/listen";
import { startFakeStripe } from "../app/features/stay-payments/fixtures/fake-stripe";

const portSetting = process.env.FAKE_STRIPE_PORT ?? "12111";
const port = Number(portSetting);
if (!/^\d+$/.test(portSetting) || port < 1 || port > 65535) {
  console.error(`FAKE_STRIPE_PORT must be a whole number from 1 to 65535, not "${portSetting}"`);
  process.exit(1);
}
let site: string;
try {
  // Only the two settings that place the site: the others (a Stripe key, say) are the site's to check.
  site = readConfig({ PUBLIC_URL: process.env.PUBLIC_URL, PORT: process.env.PORT }).publicUrl;
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_fake_development_only";

const fake = await startFakeStripe({ port, webhookUrl: `${site}/webhooks/stripe`, webhookSecret }).catch((error: NodeJS.ErrnoException) => {
  console.error(listenFailure(error, "127.0.0.1", port));
  process.exit(1);
});
console.log(`Fake Stripe on ${fake.origin}, posting events to ${site}/webhooks/stripe. Start the site with:`);
console.log(`  STRIPE_SECRET_KEY=sk_test_fake STRIPE_WEBHOOK_SECRET=${webhookSecret} STRIPE_API_URL=${fake.origin} STAY_PAYMENTS_INTERVAL_SECONDS=30 npm run dev`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
