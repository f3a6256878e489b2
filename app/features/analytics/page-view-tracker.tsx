import { useEffect } from "react";
import { useLocation } from "react-router";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Loads GA4 once, only when a measurement id is configured. */
function initialiseGoogleAnalytics(measurementId: string) {
  if (window.gtag) return;
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
}

function recordFirstPartyView(path: string) {
  const body = JSON.stringify({ path, referrer: document.referrer || null });
  const blob = new Blob([body], { type: "application/json" });
  if (!navigator.sendBeacon?.("/analytics/pageview", blob)) {
    void fetch("/analytics/pageview", { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true }).catch(
      () => undefined,
    );
  }
}

/**
 * Spec §1: analytics is initialised once and a page view is sent on every
 * navigation. GA4 when configured, otherwise a first-party record.
 */
export function PageViewTracker({ measurementId }: { measurementId?: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (measurementId) {
      initialiseGoogleAnalytics(measurementId);
      window.gtag?.("event", "page_view", { page_path: pathname, page_location: window.location.href });
    } else {
      recordFirstPartyView(pathname);
    }
  }, [pathname, measurementId]);
  return null;
}
