import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AwsV4Signer } from "aws4fetch";

export const CREDENTIALS = { accessKeyId: "AKIDFAKE", secretAccessKey: "fake-secret-key", region: "us-test-1" };

export type FakeS3 = { server: Server; endpoint: string; objects: Map<string, { body: Buffer; type: string }>; requests: string[] };

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Recomputes the signature the client should have sent; true when it matches. */
async function signatureMatches(request: IncomingMessage): Promise<boolean> {
  const authorization = request.headers.authorization ?? "";
  if (!authorization.startsWith("AWS4-HMAC-SHA256 ")) return false;
  const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(";") ?? [];
  const headers = new Headers();
  for (const name of signed) {
    const value = request.headers[name];
    if (name !== "host" && typeof value === "string") headers.set(name, value);
  }
  const expected = await new AwsV4Signer({
    method: request.method,
    url: `http://${request.headers.host}${request.url}`,
    headers,
    service: "s3",
    datetime: String(request.headers["x-amz-date"]),
    ...CREDENTIALS,
  }).authHeader();
  return expected === authorization;
}

/** A tiny fake S3 for tests on a local port: objects in memory, every request's SigV4 signature checked. */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      const body = await readBody(request);
      if (!(await signatureMatches(request))) {
        response.writeHead(403, { "Content-Type": "application/xml" }).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
        return;
      }
      const [, bucket, ...rest] = url.pathname.split("/");
      const name = rest.map(decodeURIComponent).join("/");
      if (bucket !== "photos-bucket") {
        response.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");
        return;
      }
      if (request.method === "GET" && !name && url.searchParams.get("list-type") === "2") {
        const prefix = url.searchParams.get("prefix") ?? "";
        const keys = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
        // Two keys a page, to exercise continuation.
        const start = Number(url.searchParams.get("continuation-token") ?? "0");
        const page = keys.slice(start, start + 2);
        const more = start + 2 < keys.length;
        response.writeHead(200, { "Content-Type": "application/xml" }).end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>${more}</IsTruncated>` +
            page.map((key) => `<Contents><Key>${key}</Key></Contents>`).join("") +
            (more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : "") +
            "</ListBucketResult>",
        );
        return;
      }
      const object = objects.get(name);
      switch (request.method) {
        case "PUT":
          objects.set(name, { body, type: request.headers["content-type"] ?? "binary/octet-stream" });
          response.writeHead(200).end();
          return;
        case "GET":
        case "HEAD":
          if (!object) {
            response.writeHead(404, { "Content-Type": "application/xml" }).end(request.method === "GET" ? "<Error><Code>NoSuchKey</Code></Error>" : undefined);
            return;
          }
          response.writeHead(200, { "Content-Type": object.type, "Content-Length": object.body.length });
          response.end(request.method === "GET" ? object.body : undefined);
          return;
        case "DELETE":
          objects.delete(name);
          response.writeHead(204).end();
          return;
        default:
          response.writeHead(405).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, endpoint: `http://127.0.0.1:${port}`, objects, requests };
}
