import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { mailOutbox } from "~/features/mail/outbox.table";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { issueFormToken, PRESS_SEND_AGAIN } from "~/features/spam-guard/spam-guard.server";
import { hashPassword } from "./password.server";
import { handleForgotPasswordForm } from "./password-reset.server";
import { handleAgentRegistrationForm } from "./agent-registration.server";
import { users } from "./user.table";

/** The account forms' protections against being used to flood inboxes, and against false success. */
const PASSWORD = "correct horse battery staple";
const agent = { name: "Dana Sprauve", email: "dana@example.com", phone: "(340) 555-0163", password: PASSWORD };

function form(fields: Record<string, string>, issuedAt = Date.now() - 60_000) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  formData.set(SPAM_GUARD_FIELDS.honeypot, "");
  formData.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: issuedAt }));
  return formData;
}

async function addUser(email: string, name = "Visit https://spam.example now") {
  await getDb().insert(users).values({ email, name, role: "agent", status: "active", passwordHash: await hashPassword(PASSWORD) });
}

describe("registration", () => {
  it("sends a form that came too fast back with what was typed (never the password) and 'Please press Send again'", async () => {
    const reply = await handleAgentRegistrationForm(form(agent, Date.now()));
    expect(reply).toEqual({
      status: 400,
      body: { fieldErrors: {}, values: { name: agent.name, email: agent.email, phone: agent.phone }, formError: PRESS_SEND_AGAIN, formToken: expect.any(String) },
    });
    expect(await getDb().select().from(users)).toEqual([]);
  });

  it("keeps the submitted token on a refusal, so a quick correction is not taken for a machine", async () => {
    const formData = form({ ...agent, password: "short" });
    const reply = await handleAgentRegistrationForm(formData);
    expect(reply).toMatchObject({ status: 400, body: { formToken: formData.get(SPAM_GUARD_FIELDS.token) } });
  });

  it("refuses a sixth registration from one client address within the hour: nothing created, nothing sent, a clear message", async () => {
    for (let i = 0; i < 5; i += 1) {
      const reply = await handleAgentRegistrationForm(form({ ...agent, email: `agent${i}@example.com` }), { clientAddress: "203.0.113.40" });
      expect(reply.status).toBe(200);
    }
    const mailBefore = (await getDb().select().from(mailOutbox)).length;
    const refused = await handleAgentRegistrationForm(form({ ...agent, email: "agent6@example.com" }), { clientAddress: "203.0.113.40" });
    expect(refused).toMatchObject({
      status: 429,
      body: { values: { email: "agent6@example.com" }, formError: expect.stringMatching(/^Too many registrations .* Please try again in \d+ minutes?\.$/) },
    });
    expect(JSON.stringify(refused.body)).not.toContain(PASSWORD);
    expect(await getDb().select().from(users)).toHaveLength(5);
    expect(await getDb().select().from(mailOutbox)).toHaveLength(mailBefore);
  });

  it("refuses a fourth registration attempt for one typed address within the hour, from any client address", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await handleAgentRegistrationForm(form(agent), { clientAddress: `198.51.100.${i}` })).status);
    // The first creates the account, the next two get the same answer (its owner is told), the fourth is over the limit.
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("forgot password", () => {
  it("mails a reset link without the account's name, which its holder typed", async () => {
    await addUser("morgan@example.com");
    expect(await handleForgotPasswordForm(form({ email: "morgan@example.com" }))).toMatchObject({ status: 200 });
    const [mail] = await getDb().select().from(mailOutbox);
    expect(mail!.text).toMatch(/^Hello,\n/);
    expect(mail!.text).not.toContain("spam.example");
  });

  it("over the limit per typed address sends nothing and says so, whether or not the address has an account", async () => {
    await addUser("morgan@example.com");
    for (const email of ["morgan@example.com", "nobody@example.com"]) {
      const replies = [];
      for (let i = 0; i < 4; i += 1) replies.push(await handleForgotPasswordForm(form({ email }), { clientAddress: `198.51.100.${i}` }));
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 429]);
      expect(replies[3]!.body).toMatchObject({ formError: expect.stringContaining("no e-mail was sent"), values: { email } });
    }
    expect(await getDb().select().from(mailOutbox)).toHaveLength(3);
  });

  it("over the limit per client address sends nothing", async () => {
    for (let i = 0; i < 5; i += 1) await addUser(`user${i}@example.com`);
    await addUser("user5@example.com");
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await handleForgotPasswordForm(form({ email: `user${i}@example.com` }), { clientAddress: "203.0.113.41" })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await getDb().select().from(mailOutbox)).toHaveLength(5);
  });

  it("sends a form that came too fast back to be sent again, with nothing sent", async () => {
    await addUser("morgan@example.com");
    const reply = await handleForgotPasswordForm(form({ email: "morgan@example.com" }, Date.now()));
    expect(reply).toMatchObject({ status: 400, body: { formError: PRESS_SEND_AGAIN, values: { email: "morgan@example.com" } } });
    expect(await getDb().select().from(mailOutbox)).toHaveLength(0);
  });
});
