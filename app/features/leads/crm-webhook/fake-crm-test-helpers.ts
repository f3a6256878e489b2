import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedPost = { path: string; headers: IncomingHttpHeaders; raw: string; body: unknown };

/**
 * A stand-in for a CRM's webhook over real HTTP on loopback: records every
 * post, and answers each with the next status of `answers` (then 200).
 */
export async function startFakeCrm(options: { port?: number; answers?: number[] } = {}) {
  const received: ReceivedPost[] = [];
  const answers = [...(options.answers ?? [])];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = null;
      }
      received.push({ path: request.url ?? "/", headers: request.headers, raw, body });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(status < 300 ? '{"id":1}' : '{"errorMessage":"try again"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1/events`,
    port,
    received,
    /** The statuses the next posts get, in order. */
    answerWith: (...statuses: number[]) => answers.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
