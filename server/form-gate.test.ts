import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasGenuineFormToken, issueFormToken } from "~/features/spam-guard/index.server";
import { listenOnFreePort } from "../tests/setup/listen-on-free-port";
import { FORM_NOT_FROM_OUR_PAGE, formGate } from "./form-gate";
import { readWholeBody, wholeBodyOf } from "./request-body";

describe("formGate", () => {
  const secret = "form-gate-test-secret";
  let base = "";
  let close: () => void = () => undefined;
  const reached: string[] = [];

  beforeAll(async () => {
    const app = express();
    app.use(readWholeBody({ except: ["/agent/uploads"] }));
    app.use(formGate({ hasGenuineToken: (form) => hasGenuineFormToken(form, { secret }) }));
    app.all("/{*path}", (request, response) => {
      reached.push(`${request.method} ${request.path}`);
      response.send(`body: ${wholeBodyOf(request)?.toString("utf8") ?? "(streamed)"}`);
    });
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => close());

  const post = (path: string, body: BodyInit, contentType = "application/x-www-form-urlencoded") =>
    fetch(`${base}${path}`, { method: "POST", headers: { "content-type": contentType }, body });

  it("refuses a post to a public form without the token our pages carry, before anything renders it", async () => {
    reached.length = 0;
    const forged = `${Date.now()}.${"A".repeat(43)}`;
    for (const [path, body] of [
      ["/contact", "x=1"],
      ["/villa/villa-solstice", "checkIn=2027-01-01"],
      ["/agent/0b7e1a52-2f7c-4a3e-9a51-0d1c2b3a4f5e", `formStart=${forged}`],
      ["/signup", "{}"],
      ["/market/coral-bay", "email=ada%40example.com"],
      ["/market", "email=ada%40example.com"],
    ] as const) {
      const answer = await post(path, body);
      expect(answer.status, path).toBe(400);
      expect(await answer.text(), path).toContain(FORM_NOT_FROM_OUR_PAGE);
    }
    expect(reached).toEqual([]);
  });

  it("lets a form with a genuine token through with its whole body, however old the token (the page says so itself)", async () => {
    reached.length = 0;
    const token = issueFormToken({ secret, now: Date.now() - 10 * 24 * 60 * 60 * 1000 });
    const body = new URLSearchParams({ name: "Ada", formStart: token }).toString();
    const answer = await post("/contact", body);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(`body: ${body}`);
    const multipart = new FormData();
    multipart.set("formStart", token);
    expect((await fetch(`${base}/enquiry`, { method: "POST", body: multipart })).status).toBe(200);
    expect(reached).toEqual(["POST /contact", "POST /enquiry"]);
  });

  it("leaves other paths alone: staff dashboards, sign-in, uploads, a mail provider's one-click unsubscribe", async () => {
    reached.length = 0;
    for (const path of ["/agent/agentdashboard", "/login", "/admin/admindashboard/bookings", "/email-updates/unsubscribe", "/alerts/unsubscribe"]) {
      expect((await post(path, "List-Unsubscribe=One-Click")).status, path).toBe(200);
    }
    expect(await (await post("/agent/uploads", "photo")).text()).toBe("body: (streamed)");
    expect(reached).toHaveLength(6);
  });
});
