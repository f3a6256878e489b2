import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";

/** A route chunk that has not arrived after 120 s has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkFailure = { chunk: string; type: "error" | "timeout"; url: string };

declare global {
  interface Window {
    __onRouteModuleError?: (moduleUrl: string, error: unknown) => void;
  }
}

/** "assets/about-Bx3k.js" → "about-Bx3k": the name the message shows. */
export function chunkName(url: string): string {
  const file = url.split("?")[0]?.split("/").pop() ?? url;
  return file.replace(/\.m?js$/, "");
}

export function chunkFailureMessage(failure: ChunkFailure): string {
  return `Loading chunk ${failure.chunk} failed`;
}

function report(failure: ChunkFailure) {
  console.warn(`${chunkFailureMessage(failure)}. (${failure.type}: ${failure.url})`);
}

/**
 * Shows "Loading chunk {n} failed" with a retry button when a
 * route's code fails to load or takes longer than the time-out.
 */
export function ChunkLoadError() {
  const [failure, setFailure] = useState<ChunkFailure | null>(null);
  const navigation = useNavigation();
  const { key } = useLocation();

  // A page that did arrive (the visitor went elsewhere) makes the message stale.
  useEffect(() => setFailure(null), [key]);

  useEffect(() => {
    window.__onRouteModuleError = (moduleUrl) => {
      const url = new URL(moduleUrl, window.location.href).href;
      const next: ChunkFailure = { chunk: chunkName(url), type: "error", url };
      report(next);
      setFailure(next);
    };
    return () => {
      delete window.__onRouteModuleError;
    };
  }, []);

  const pending = navigation.state === "loading" ? navigation.location : undefined;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => {
      const url = new URL(pending.pathname + pending.search, window.location.href).href;
      const next: ChunkFailure = { chunk: pending.pathname, type: "timeout", url };
      report(next);
      setFailure(next);
    }, CHUNK_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  if (!failure) return null;
  const target = pending ? pending.pathname + pending.search : window.location.pathname + window.location.search;
  return (
    <div className="chunk-error" role="alert">
      <p>
        <strong>{chunkFailureMessage(failure)}.</strong> The connection may have dropped while the page was loading.
      </p>
      <button type="button" className="button" onClick={() => window.location.assign(target)}>
        Retry
      </button>
      <button type="button" className="button button--ghost" onClick={() => setFailure(null)}>
        Dismiss
      </button>
    </div>
  );
}
