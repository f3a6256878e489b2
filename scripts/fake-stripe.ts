/**
 * npm run stripe:fake: the local stand-in for Stripe that the tests use,
 * for trying deposits, balances, holds and refunds on a development site
 * without a Stripe account. It prints the settings to start the site with;
 * its hosted "pay" page completes a payment and posts the signed webhook.
 */
import { startFakeStripe } from "../app/features/bookings/payments/fixtures/fake-stripe";

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
const site = (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_fake_development_only";

const fake = await startFakeStripe({ port, webhookUrl: `${site}/webhooks/stripe`, webhookSecret });
console.log(`Fake Stripe on ${fake.origin}, posting events to ${site}/webhooks/stripe. Start the site with:`);
console.log(`  STRIPE_SECRET_KEY=sk_test_fake STRIPE_WEBHOOK_SECRET=${webhookSecret} STRIPE_API_URL=${fake.origin} STAY_PAYMENTS_INTERVAL_SECONDS=30 npm run dev`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
