import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getConfig, resetConfigForTests } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { getDb } from "~/shared/db/client.server";
import { mailOutbox } from "~/features/mail/outbox.table";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { issueFormToken, PRESS_SEND_AGAIN } from "~/features/spam-guard/spam-guard.server";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { contactMessages } from "./contact.table";
import { CONTACT_UNAVAILABLE, handleContactForm, sendContactMessage } from "./send-contact-message.server";

const visitor = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "(340) 555-0142",
  message: "Is Villa Solstice free for a week in March? Two adults, one child.",
  subject: "About Villa Solstice",
};

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

/** A form as the browser posts it: the visitor's fields plus the spam guard's. */
function submission(fields: Partial<Record<string, string>>, options: { issuedAt?: number; honeypot?: string } = {}) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) formData.set(name, value);
  formData.set(SPAM_GUARD_FIELDS.honeypot, options.honeypot ?? "");
  formData.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: options.issuedAt ?? Date.now() - 60_000 }));
  return formData;
}

async function stored() {
  return {
    messages: await getDb().select().from(contactMessages),
    mail: await getDb().select().from(mailOutbox),
  };
}

describe("sendContactMessage", () => {
  it("stores the message and notifies the brokerage with the visitor as reply-to", async () => {
    const result = await sendContactMessage(visitor, { sourcePath: "/contact" });
    expect(result).toMatchObject({ success: true, id: expect.any(String) });

    const { messages, mail } = await stored();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ ...visitor, sourcePath: "/contact" });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: getConfig().mail.to ?? site.email,
      replyTo: "ada@example.com",
      subject: "Website inquiry from Ada Lovelace: About Villa Solstice",
      status: "queued",
    });
    expect(mail[0]!.text).toContain(visitor.message);
    expect(mail[0]!.text).toContain("(340) 555-0142");
  });

  it("sends to MAIL_TO when it is set", async () => {
    vi.stubEnv("MAIL_TO", "desk@sugarapplerealty.example");
    resetConfigForTests();
    await sendContactMessage({ ...visitor, phone: "", subject: "" });
    const { mail } = await stored();
    expect(mail[0]).toMatchObject({ to: "desk@sugarapplerealty.example", subject: "Website inquiry from Ada Lovelace" });
    expect(mail[0]!.text).toContain("Phone:    (not given)");
  });

  it("re-validates: bad input fails with a message per field and stores nothing", async () => {
    const result = await sendContactMessage({ name: "", email: "not-an-address", message: "x".repeat(20_000) });
    expect(result).toEqual({
      success: false,
      error: "Please check the fields marked below.",
      fieldErrors: {
        name: "Please enter your name",
        email: "Please enter a valid e-mail address",
        message: "Your message must be 5,000 characters or fewer",
      },
    });
    expect(await stored()).toEqual({ messages: [], mail: [] });
  });

  it("stores nothing when the notification cannot be queued: the message and its mail commit together", async () => {
    await refuseOutboxInserts(async () => {
      const result = await sendContactMessage(visitor);
      expect(result).toMatchObject({ success: false, code: "unexpected" });
      expectConsoleError(/sendContactMessage failed/);
    });
    expect(await stored()).toEqual({ messages: [], mail: [] });
  });
});

/** Makes the database itself refuse outbox rows while `body` runs. */
async function refuseOutboxInserts(body: () => Promise<void>) {
  const db = getDb();
  await db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'outbox unavailable'; end $$`);
  await db.execute(sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`);
  try {
    await body();
  } finally {
    await db.execute(sql`drop trigger refuse_mail on mail_outbox`);
    await db.execute(sql`drop function refuse_mail()`);
  }
}

describe("handleContactForm", () => {
  it("answers a good form with the visitor's name, stores it and mails the office", async () => {
    const reply = await handleContactForm(submission(visitor), { sourcePath: "/contact" });
    expect(reply).toEqual({ status: 200, body: { sent: true, name: "Ada Lovelace" } });
    const { messages, mail } = await stored();
    expect(messages).toHaveLength(1);
    expect(mail).toHaveLength(1);
  });

  it("answers bad input with 400, a message per field and the values typed, and stores nothing", async () => {
    const reply = await handleContactForm(
      submission({ name: " ", email: "ada@", message: "Too short", isAdmin: "true", subject: "About Villa Solstice" }),
    );
    expect(reply).toEqual({
      status: 400,
      body: {
        fieldErrors: {
          name: "Please enter your name",
          email: "Please enter a valid e-mail address",
          message: "Your message must be at least 10 characters",
        },
        values: { name: " ", email: "ada@", message: "Too short", subject: "About Villa Solstice" },
        formError: "Please check the fields marked below.",
        formToken: expect.stringMatching(/^\d+\./),
      },
    });
    expect(await stored()).toEqual({ messages: [], mail: [] });
  });

  it("answers a form with every visitor field missing with 400, never a crash", async () => {
    const reply = await handleContactForm(submission({}));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      fieldErrors: {
        name: "Please enter your name",
        email: "Please enter your e-mail address",
        message: "Please enter your message",
      },
    });
    expect(await stored()).toEqual({ messages: [], mail: [] });
  });

  it("drops a filled honeypot silently: the same reply as a success, nothing stored or sent", async () => {
    const honeypot = await handleContactForm(submission(visitor, { honeypot: "https://cheap-pills.example" }));
    expect(honeypot).toEqual({ status: 200, body: { sent: true, name: "Ada Lovelace" } });
    expect(await stored()).toEqual({ messages: [], mail: [] });
  });

  it("sends a form that came too fast or without a usable token back to be sent again, never a false success", async () => {
    const tooFast = await handleContactForm(submission(visitor, { issuedAt: Date.now() }));
    const forged = submission(visitor);
    forged.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: Date.now() - 60_000, secret: "guessed" }));
    const forgedReply = await handleContactForm(forged);
    const noToken = submission(visitor);
    noToken.delete(SPAM_GUARD_FIELDS.token);
    const noTokenReply = await handleContactForm(noToken);

    for (const reply of [tooFast, forgedReply, noTokenReply]) {
      expect(reply).toEqual({
        status: 400,
        body: { fieldErrors: {}, values: visitor, formError: PRESS_SEND_AGAIN, formToken: expect.stringMatching(/^\d+\./) },
      });
    }
    expect(await stored()).toEqual({ messages: [], mail: [] });
    // The returned token works once the fill time has passed.
    const again = submission(visitor);
    again.set(SPAM_GUARD_FIELDS.token, tooFast.status === 400 ? tooFast.body.formToken! : "");
    expect(await handleContactForm(again, { now: Date.now() + 60_000 })).toMatchObject({ status: 200, body: { sent: true } });
  });

  it("over the hourly limit per client address still stores the message and notifies staff, and says so", async () => {
    const replies = [];
    for (let i = 0; i < 6; i += 1) {
      replies.push(await handleContactForm(submission({ ...visitor, email: `ada${i}@example.com` }), { clientAddress: "203.0.113.77" }));
    }
    expect(replies.slice(0, 5).every((reply) => reply.status === 200 && !("overLimit" in reply.body))).toBe(true);
    expect(replies[5]).toEqual({ status: 200, body: { sent: true, name: "Ada Lovelace", overLimit: true } });
    const { messages, mail } = await stored();
    expect(messages).toHaveLength(6);
    expect(mail).toHaveLength(6);
    // Every mail goes to staff; the typed address is only ever the Reply-To.
    for (const sent of mail) expect(sent.to).toBe(getConfig().mail.to ?? site.email);
    expect(mail.find((sent) => sent.replyTo === "ada5@example.com")!.text).toContain("more messages than usual");
  });

  it("answers a database failure with 500 and a way to reach us, keeping what was typed", async () => {
    let reply: Awaited<ReturnType<typeof handleContactForm>> | undefined;
    await refuseOutboxInserts(async () => {
      reply = await handleContactForm(submission(visitor));
    });
    reply = reply!;
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ formError: CONTACT_UNAVAILABLE, values: { name: "Ada Lovelace" } });
    expectConsoleError(/sendContactMessage failed/);
  });
});
