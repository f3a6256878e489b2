import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** What every log line of one request carries. */
export type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** A caller's X-Request-Id is kept when it is 1 to 128 letters, digits or `._:-`; anything else is replaced. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && WELL_FORMED_ID.test(header) ? header : randomUUID();
}

/** Runs `callback` (and everything it starts) as part of the given request. */
export function runInRequest<T>(context: RequestContext, callback: () => T): T {
  return storage.run(context, callback);
}

/** The request being served, if any. */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
