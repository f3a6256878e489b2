import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A RESO Web API for tests, over real HTTP on a free local port: the OData
 * subset the sync uses (Property with the change filter, $orderby, $top,
 * $skip in @odata.nextLink, $select=ListingKey; Office and Member by key),
 * a bearer token or an OAuth2 client-credentials token endpoint, scripted
 * failures (429 with Retry-After, 5xx, HTML, 401), and photo files. A second
 * instance serves as a separate media host.
 */
export type Answer = { status: number; headers?: Record<string, string>; body?: string | Buffer };

export type ResoTestServer = {
  url: string;
  /** Property records the feed holds now (change them between passes). */
  records: Array<Record<string, unknown>>;
  offices: Array<Record<string, unknown>>;
  members: Array<Record<string, unknown>>;
  /** Every request's path and query, in order. */
  requests: string[];
  /** Answers given instead of the real one to the next requests whose path starts with the prefix (Property, Office, media/…). */
  failNext: (prefix: string, ...answers: Answer[]) => void;
  /** Files served at /media/<name>. */
  files: Map<string, { type: string; body: Buffer }>;
  /** Pages whose nextLink points back at the page itself. */
  repeatPages: boolean;
  /** How long each Property page takes to answer (0: at once), so a pass can be watched while it runs. */
  pageDelayMs: number;
  /** Awaited before a Property page starting at `skip` is answered, so a test can watch a pass at a page of its choosing. */
  beforePage: ((skip: number) => Promise<void>) | null;
  close: () => Promise<void>;
};

export const TEST_TOKEN = "test-mls-token";
export const TEST_CLIENT = { id: "test-client", secret: "test-secret" };

type Mark = { at: string; key: string };

/** The sync's change filter: `ModificationTimestamp gt T or (ModificationTimestamp eq T and ListingKey gt 'K')`. */
function parseChangeFilter(filter: string | null): Mark | null {
  if (!filter) return null;
  const match = /^ModificationTimestamp gt (\S+) or \(ModificationTimestamp eq (\S+) and ListingKey gt '((?:[^']|'')*)'\)$/.exec(filter);
  if (!match || match[1] !== match[2]) throw new Error(`unsupported $filter: ${filter}`);
  return { at: match[1]!, key: match[3]!.replace(/''/g, "'") };
}

const time = (record: Record<string, unknown>) => new Date(String(record.ModificationTimestamp)).getTime();
const keyOf = (record: Record<string, unknown>) => String(record.ListingKey);

/** Records in change order (timestamp, then key); each timestamp is read once, so a feed of 20,000 sorts quickly. */
function inChangeOrder(records: ReadonlyArray<Record<string, unknown>>): Array<Record<string, unknown>> {
  return records
    .map((record) => ({ record, at: time(record), key: keyOf(record) }))
    .sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((item) => item.record);
}

function keysIn(filter: string | null, field: string): string[] {
  return [...(filter ?? "").matchAll(new RegExp(`${field} eq '((?:[^']|'')*)'`, "g"))].map((match) => match[1]!.replace(/''/g, "'"));
}

export async function startResoTestServer(options: { oauth?: boolean; port?: number } = {}): Promise<ResoTestServer> {
  const failures: Array<{ prefix: string; answer: Answer }> = [];
  let issued = 0;
  const state: Omit<ResoTestServer, "url" | "close" | "failNext"> = { records: [], offices: [], members: [], requests: [], files: new Map(), repeatPages: false, pageDelayMs: 0, beforePage: null };

  const send = (response: ServerResponse, answer: Answer) => {
    response.writeHead(answer.status, answer.headers ?? {});
    response.end(answer.body ?? "");
  };
  const json = (response: ServerResponse, body: unknown) => send(response, { status: 200, headers: { "content-type": "application/json; charset=utf-8" }, body: JSON.stringify(body) });

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const resource = url.pathname.replace(/^\/+/, "");
    state.requests.push(`${url.pathname}${url.search}`);
    const failure = failures.findIndex((item) => resource.startsWith(item.prefix));
    if (failure >= 0) {
      send(response, failures.splice(failure, 1)[0]!.answer);
      return;
    }
    if (resource === "token" && request.method === "POST") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => {
        const form = new URLSearchParams(body);
        if (form.get("client_id") !== TEST_CLIENT.id || form.get("client_secret") !== TEST_CLIENT.secret) {
          send(response, { status: 401, headers: { "content-type": "application/json" }, body: '{"error":"invalid_client"}' });
          return;
        }
        issued += 1;
        json(response, { access_token: `oauth-token-${issued}`, token_type: "Bearer", expires_in: 3600 });
      });
      return;
    }
    if (resource.startsWith("media/")) {
      const file = state.files.get(decodeURIComponent(resource.slice("media/".length)));
      if (!file) return send(response, { status: 404 });
      return send(response, { status: 200, headers: { "content-type": file.type, "content-length": String(file.body.byteLength) }, body: file.body });
    }
    const expected = options.oauth ? `Bearer oauth-token-${issued}` : `Bearer ${TEST_TOKEN}`;
    if (request.headers.authorization !== expected || (options.oauth && issued === 0)) {
      return send(response, { status: 401, headers: { "content-type": "application/json" }, body: '{"error":"unauthorized"}' });
    }
    const filter = url.searchParams.get("$filter");
    if (resource === "Office") return json(response, { value: state.offices.filter((office) => keysIn(filter, "OfficeKey").includes(String(office.OfficeKey))) });
    if (resource === "Member") return json(response, { value: state.members.filter((member) => keysIn(filter, "MemberKey").includes(String(member.MemberKey))) });
    if (resource !== "Property") return send(response, { status: 404, headers: { "content-type": "application/json" }, body: "{}" });

    const top = Number(url.searchParams.get("$top") ?? 100);
    const skip = Number(url.searchParams.get("$skip") ?? 0);
    const select = url.searchParams.get("$select");
    let rows = [...state.records];
    if (select === "ListingKey") {
      rows.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
    } else {
      const mark = parseChangeFilter(filter);
      rows = inChangeOrder(rows);
      if (mark) {
        const at = new Date(mark.at).getTime();
        rows = rows.filter((record) => time(record) > at || (time(record) === at && keyOf(record) > mark.key));
      }
    }
    const page = rows.slice(skip, skip + top).map((record) => (select === "ListingKey" ? { ListingKey: record.ListingKey } : record));
    const next = new URL(url.toString());
    next.searchParams.set("$skip", String(state.repeatPages ? skip : skip + top));
    const more = skip + top < rows.length;
    const answer = () => json(response, { "@odata.context": `$metadata#${resource}`, value: page, ...(more ? { "@odata.nextLink": `${address}${next.pathname}${next.search}` } : {}) });
    const held = state.beforePage?.(skip) ?? Promise.resolve();
    void held.then(() => (state.pageDelayMs > 0 ? setTimeout(answer, state.pageDelayMs) : answer()));
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url: address,
    failNext: (prefix: string, ...answers: Answer[]) => failures.push(...answers.map((answer) => ({ prefix, answer }))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A RESO Data Dictionary 2.0 Property record for tests, with St. John values. */
export function resoProperty(key: string, modified: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ListingKey: key,
    ListingId: `STJ-${key}`,
    ModificationTimestamp: modified,
    StandardStatus: "Active",
    PropertyType: "Residential",
    PropertySubType: "Single Family Residence",
    ListPrice: 1_250_000,
    UnparsedAddress: `${key.replace(/\D/g, "") || "1"} Gift Hill Road`,
    SubdivisionName: "Gift Hill",
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    Latitude: 18.3312,
    Longitude: -64.7654,
    PublicRemarks: "Views over Great Cruz Bay.",
    ListOfficeKey: "OFF-OTHER",
    ListOfficeName: "Coral Bay Realty",
    ListOfficePhone: "340-555-0100",
    ListAgentKey: "AG-OTHER",
    ListAgentFullName: "Pat Other",
    ListAgentEmail: "pat@coralbay.example",
    Media: [],
    OpenHouse: [],
    ...overrides,
  };
}
