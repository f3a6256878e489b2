import { describe, expect, it } from "vitest";
import { contactMessages } from "~/features/contact/contact.table";
import { handleContactForm } from "~/features/contact/send-contact-message.server";
import { mailOutbox } from "~/features/mail/outbox.table";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { issueFormToken } from "~/features/spam-guard/spam-guard.server";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { getDb } from "~/shared/db/client.server";

/** The profile page's form is the contact form, sent to the agent as well as the brokerage. */
describe("an agent profile's contact form", () => {
  it("stores the message with the profile as its source and mails the agent and the office", async () => {
    const form = new FormData();
    form.set("name", "Ada Lovelace");
    form.set("email", "ada@example.com");
    form.set("message", "Could we see the Fish Bay cottage on Saturday?");
    form.set("subject", "Message for Dana Sprauve");
    form.set(SPAM_GUARD_FIELDS.honeypot, "");
    form.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: Date.now() - 60_000 }));

    const reply = await handleContactForm(form, { sourcePath: "/agent/abc", alsoTo: "dana@example.test" });
    expect(reply).toEqual({ status: 200, body: { sent: true, name: "Ada Lovelace" } });
    const [message] = await getDb().select().from(contactMessages);
    expect(message).toMatchObject({ sourcePath: "/agent/abc", subject: "Message for Dana Sprauve" });
    const [mail] = await getDb().select().from(mailOutbox);
    expect(mail).toMatchObject({ to: `dana@example.test, ${getConfig().mail.to ?? site.email}`, replyTo: "ada@example.com" });
  });
});
