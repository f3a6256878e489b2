import { useEffect } from "react";
import {
  data as withHeaders,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { ChatButton } from "~/features/shell/components";
import { ChunkLoadError } from "~/features/shell/components";
import { NO_RENTALS } from "~/features/shell/components";
import { Footer } from "~/features/shell/components";
import { Header } from "~/features/shell/components";
import { RouteProgress } from "~/features/shell/components";
import { useHydratePage, usePageScripts } from "~/features/shell";
import { SideMenu } from "~/features/shell/components";
import { StaffShell } from "~/features/shell/components";
import { isStaffPath, hasDashboard } from "~/features/shell";
import { loadShellData } from "~/features/shell/index.server";
import { site } from "~/shared/config/site";
import { PlainLinksContext } from "~/shared/ui/link";
import { NotFound } from "~/shared/ui/not-found";
import stylesHref from "./styles/app.css?url";
// The shell's behaviour as one small classic script, bundled and hashed by Vite
// (the worker bundling is only the mechanism; it runs on the page).
import shellScriptHref from "~/features/shell/enhance/shell-script.ts?worker&url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The page title when the root error boundary takes over (a 404 or a failure):
 * the failed route's own meta is not used then, and a tab must never be blank.
 * Pages without meta of their own fall back to the brokerage's name.
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [{ title: site.name }];
  const title = isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong";
  return [{ title: `${title} | ${site.name}` }, { name: "robots", content: "noindex" }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, setCookie } = await loadShellData(request);
  // The document's CSP nonce (server/security-headers.ts): already in the page's markup, so not a secret; the
  // browser needs the same value so that hydration matches the nonce attributes the server rendered.
  const page = { ...shell, cspNonce: context.cspNonce };
  return withHeaders(page, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

// The shell's data (public settings, the rental menu) changes rarely: load it
// with the document and after form submissions, not on every navigation.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const hydrate = useHydratePage();
  const pageScripts = usePageScripts();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f5c" />
        <Meta />
        <Links nonce={data?.cspNonce} />
      </head>
      <body
        data-analytics-id={data?.analyticsMeasurementId}
        // Interface hints for the shell script (enhance/session-hints.ts); the server never reads them back.
        data-session-role={data?.session?.role}
        data-session-email={data?.session?.email}
        data-session-hint={data?.session?.hint}
      >
        <PlainLinksContext.Provider value={!hydrate}>{children}</PlainLinksContext.Provider>
        {/* The page's islands run before the shell script marks the page enhanced. */}
        {pageScripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {/* A module script: deferred like the framework, and valid for both the
            built IIFE and the dev server's module. */}
        <script type="module" src={shellScriptHref} />
        {hydrate ? <Scripts nonce={data?.cspNonce} /> : null}
      </body>
    </html>
  );
}

const SIDE_MENU_ID = "side-menu";

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  useEffect(() => {
    // Lets browser tests (and CSS, if ever needed) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Staff at work get the staff layout on every staff page (any section a dashboard gains included),
  // without the public header, footer and chat button.
  const session = data?.session;
  if (session && hasDashboard(session.role) && isStaffPath(pathname)) {
    return <StaffShell person={{ name: session.name, role: session.role }}>{children}</StaffShell>;
  }
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header rentals={data?.rentalMenu ?? NO_RENTALS} menuId={SIDE_MENU_ID} />
      <SideMenu id={SIDE_MENU_ID} />
      <RouteProgress />
      <ChunkLoadError />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer brokerage={data?.brokerage} />
      <ChatButton widgetSrc={data?.chatWidgetSrc} />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <Shell>
      <section className="page-hero page-hero--compact">
        <div className="container">
          <h1>{message}</h1>
        </div>
      </section>
      <div className="container prose">
        <p>We are sorry: this page could not be shown. Please try again in a moment, or call us.</p>
      </div>
    </Shell>
  );
}
