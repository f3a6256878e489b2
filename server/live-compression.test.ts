import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnFreePort } from "../tests/setup/listen-on-free-port";
import { liveCompression } from "./live-compression";

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** An answer as it crossed the wire, before any decoding. */
function rawGet(url: string, headers: Record<string, string>, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

const PAGE = `<!DOCTYPE html><html><body>${"<p>Cruz Bay villa, two bedrooms</p>".repeat(300)}</body></html>`;
const CHROME = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("live compression", () => {
  let base = "";
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const app = express();
    app.use(liveCompression());
    const html = (response: express.Response) => response.type("html");
    app.get("/whole", (_request, response) => html(response).end(Buffer.from(PAGE)));
    app.get("/whole-string", (_request, response) => html(response).end(PAGE, "utf8"));
    app.get("/pieces", (_request, response) => {
      html(response).write(PAGE.slice(0, 2000));
      response.end(PAGE.slice(2000));
    });
    app.get("/small", (_request, response) => html(response).end("<p>Sold</p>"));
    app.get("/encoded", (_request, response) => html(response).setHeader("Content-Encoding", "gzip").end(gzipped));
    app.get("/no-transform", (_request, response) => html(response).setHeader("Cache-Control", "private, no-transform").end(Buffer.from(PAGE)));
    app.get("/picture", (_request, response) => response.type("jpeg").end(Buffer.alloc(4096, 7)));
    ({ base, close } = await listenOnFreePort(app));
  });
  afterAll(() => close());

  const gzipped = Buffer.from("already compressed");

  it("compresses a page sent whole with Brotli when the browser takes it, with the length of what is sent", async () => {
    const answer = await rawGet(`${base}/whole`, CHROME);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.body).toString("utf8")).toBe(PAGE);
    expect(answer.body.length).toBeLessThan(PAGE.length / 10);
  });

  it("sends gzip to a client without Brotli, and the page as it is to one that takes neither", async () => {
    const gzip = await rawGet(`${base}/whole-string`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(PAGE);
    const plain = await rawGet(`${base}/whole`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(PAGE);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it("still compresses an answer written in pieces", async () => {
    const answer = await rawGet(`${base}/pieces`, CHROME);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).toString("utf8")).toBe(PAGE);
  });

  it("leaves alone a small answer, one already encoded, one that forbids changes, and a picture", async () => {
    const small = await rawGet(`${base}/small`, CHROME);
    expect([small.headers["content-encoding"], small.body.toString("utf8")]).toEqual([undefined, "<p>Sold</p>"]);
    const encoded = await rawGet(`${base}/encoded`, CHROME);
    expect([encoded.headers["content-encoding"], encoded.body.equals(gzipped)]).toEqual(["gzip", true]);
    const kept = await rawGet(`${base}/no-transform`, CHROME);
    expect([kept.headers["content-encoding"], kept.body.toString("utf8")]).toEqual([undefined, PAGE]);
    const picture = await rawGet(`${base}/picture`, CHROME);
    expect([picture.headers["content-encoding"], picture.body.length]).toEqual([undefined, 4096]);
  });

  it("answers a HEAD request with the headers alone", async () => {
    const answer = await rawGet(`${base}/whole`, CHROME, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });
});
