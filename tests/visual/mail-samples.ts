import { getConfig } from "~/shared/config/env.server";
import { composeMail } from "~/features/mail/mail-layout";
import { MAIL_KINDS, MAIL_SAMPLES, SAMPLE_PUBLIC_URL } from "~/features/mail/mail-samples-test-data";

/**
 * Prints one of each kind of e-mail, as JSON: its name and the HTML part the
 * outbox would send, composed by the real composers and layout from fixed
 * sample data, with the demo brokerage's notices. Run with tsx by
 * mail-kinds.visual.spec.ts, which renders each in a browser.
 */
const { brokerage } = getConfig();
const mails = MAIL_KINDS.map((name) => ({ name, html: composeMail(MAIL_SAMPLES[name]!, { publicUrl: SAMPLE_PUBLIC_URL, brokerage }).html }));
process.stdout.write(JSON.stringify(mails));
