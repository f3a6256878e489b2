import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forbidden } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { enqueueMail } from "./enqueue-mail.server";
import { listOutbox, resendMail } from "./outbox-admin.server";
import { mailOutbox } from "./outbox.table";

describe("the outbox screen's services refuse anyone who does not manage mail", () => {
  it("an agent can neither read the outbox nor send a failed message again", async () => {
    const agent = { id: "00000000-0000-4000-8000-0000000000a7", email: "agent@example.test", role: "agent" as const, status: "active" as const };
    const { id } = await enqueueMail(getDb(), { to: "guest@example.com", subject: "Your stay", text: "Hello" });
    await getDb().update(mailOutbox).set({ status: "failed", attempts: 7, failedAt: new Date() }).where(eq(mailOutbox.id, id));

    expect(await listOutbox(agent)).toEqual(forbidden());
    expect(await resendMail(agent, id)).toEqual(forbidden());
    expect(await getDb().select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox).where(eq(mailOutbox.id, id))).toEqual([{ status: "failed", attempts: 7 }]);
    expect(await resendMail({ ...agent, role: "admin" }, id)).toEqual({ success: true, id });
  });
});
