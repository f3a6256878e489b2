import { request as httpRequest, type IncomingMessage } from "node:http";
import { expect, test } from "@playwright/test";
import { startApp } from "./app-process";

function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (condition()) resolve();
      else if (Date.now() > deadline) reject(new Error(`Timed out waiting for ${what}`));
      else setTimeout(poll, 50);
    };
    poll();
  });
}

test("SIGTERM ends live streams with a retry hint, finishes the request in flight, closes the database and exits 0", async () => {
  const app = await startApp();
  try {
    // A live testimonials stream, held open.
    let stream = "";
    let streamEnded = false;
    httpRequest(`${app.url}/testimonial/events`, (response) => {
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (stream += chunk));
      response.on("end", () => (streamEnded = true));
    }).end();
    await waitFor(() => stream.includes(": connected"), "the stream to open");

    // A form post whose body is still arriving when the signal comes.
    const body = "name=Ada+Lovelace&email=ada%40example.com&message=" + "A week in March, please. ".repeat(4);
    const slow = httpRequest(`${app.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on("response", (response: IncomingMessage) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      });
      slow.on("error", reject);
    });
    slow.write(body.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));

    app.child.kill("SIGTERM");
    await waitFor(() => app.output().includes("Shutting down"), "the shutdown to begin");
    expect(app.output()).toContain('"inFlight":2');

    // No new connections are accepted.
    await expect(fetch(`${app.url}/healthz`)).rejects.toThrow();

    // Live streams are told to come back soon (elsewhere), then end.
    await waitFor(() => streamEnded, "the stream to end");
    const hint = /retry: (\d+)\n: server restarting/.exec(stream);
    expect(hint, stream).not.toBeNull();
    expect(Number(hint?.[1])).toBeGreaterThanOrEqual(1_000);
    expect(Number(hint?.[1])).toBeLessThanOrEqual(3_000);

    // The request in flight still gets its whole answer.
    slow.end(body.slice(20));
    const { status, text } = await answered;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(text).toContain("</html>");

    expect(await app.exited).toBe(0);
    expect(app.output()).toContain("Shut down");
    expect(app.output()).not.toMatch(/\[error\]/);
  } finally {
    await app.stop();
  }
});
