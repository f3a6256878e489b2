/**
 * Calls back whenever the URL's path changes without a document load:
 * React Router's client navigations (pushState/replaceState) and back/forward.
 */
export function onPathChange(callback: (pathname: string) => void): void {
  let last = window.location.pathname;
  const check = () => {
    const current = window.location.pathname;
    if (current === last) return;
    last = current;
    callback(current);
  };
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method];
    history[method] = function patched(this: History, ...args: Parameters<History["pushState"]>) {
      const result = original.apply(this, args);
      check();
      return result;
    };
  }
  window.addEventListener("popstate", check);
}
