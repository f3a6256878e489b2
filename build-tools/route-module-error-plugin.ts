import type { Plugin } from "vite";

const MARKER = "Error loading route module";
const RELOAD = /window\.location\.reload\(\);(\s*)return new Promise\(/;

/**
 * React Router reloads the page when a route's chunk fails to load. On a slow
 * island link the reload can fail too and leave a blank browser error, so we
 * hand the failure to the app instead (it shows "Loading chunk {n} failed"
 * with a retry button). The build fails loudly if React Router changes shape.
 */
export function routeModuleErrorPlugin(): Plugin {
  return {
    name: "route-module-error",
    enforce: "pre",
    transform(code, id) {
      if (!id.includes("react-router") || !code.includes(MARKER)) return null;
      if (!RELOAD.test(code)) {
        this.error(`route-module-error: React Router's module loader changed shape in ${id}`);
      }
      return {
        code: code.replace(
          RELOAD,
          "if (typeof window.__onRouteModuleError === 'function') { window.__onRouteModuleError(route.module, error); } else { window.location.reload(); }$1return new Promise(",
        ),
        map: null,
      };
    },
  };
}
