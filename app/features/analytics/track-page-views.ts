type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const PAGE_VIEW_ENDPOINT = "/analytics/pageview";

/** Loads GA4 once, only when a measurement id is configured. */
function initialiseGoogleAnalytics(measurementId: string): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // GA4 expects the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", measurementId, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  return window.gtag;
}

function sendFirstPartyView(path: string, referrer: string | null) {
  const body = JSON.stringify({ path, referrer });
  const sent = navigator.sendBeacon?.(PAGE_VIEW_ENDPOINT, new Blob([body], { type: "application/json" }));
  if (!sent) {
    void fetch(PAGE_VIEW_ENDPOINT, { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true }).catch(
      () => undefined,
    );
  }
}

/** Calls back with the new path whenever it changes without a document load: the shell's `onPathChange`. */
export type PathChanges = (callback: (pathname: string) => void) => void;

/**
 * Analytics is initialised once and a page view is sent on every
 * navigation — GA4 when `data-analytics-id` is set on <body>, otherwise a
 * first-party record (path, referrer, time; nothing personal). The shell's
 * script starts it and hands it the shell's way of hearing navigations.
 */
export function trackPageViews(onPathChange: PathChanges): void {
  const measurementId = document.body.dataset.analyticsId;
  const gtag = measurementId ? initialiseGoogleAnalytics(measurementId) : undefined;
  const send = (path: string, referrer: string | null) => {
    if (gtag) gtag("event", "page_view", { page_path: path, page_location: window.location.href });
    else sendFirstPartyView(path, referrer);
  };
  send(window.location.pathname, document.referrer || null);
  let previous = window.location.href;
  onPathChange((path) => {
    send(path, previous);
    previous = window.location.href;
  });
}
