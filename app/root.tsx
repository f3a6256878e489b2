import { useCallback, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { PageViewTracker } from "~/features/analytics/page-view-tracker";
import { ChatButton } from "~/features/shell/chat-button";
import { ChunkLoadError } from "~/features/shell/chunk-load-error";
import { Footer } from "~/features/shell/footer";
import { Header } from "~/features/shell/header";
import { RouteProgress } from "~/features/shell/route-progress";
import { ScrollToTop } from "~/features/shell/scroll-to-top";
import { SideMenu } from "~/features/shell/side-menu";
import { loadShellData } from "~/features/shell/shell-data.server";
import { NotFound } from "~/shared/ui/not-found";
import stylesHref from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader() {
  return loadShellData();
}

// The shell's data (public settings, the rental menu) changes rarely: load it
// with the document and after form submissions, not on every navigation.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f5c" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEffect(() => {
    // Lets browser tests (and CSS, if ever needed) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header rentals={data?.rentalMenu ?? []} onOpenMenu={() => setMenuOpen(true)} />
      <SideMenu open={menuOpen} onClose={closeMenu} />
      <RouteProgress />
      <ChunkLoadError />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ChatButton widgetSrc={data?.chatWidgetSrc} />
      <ScrollToTop />
      <PageViewTracker measurementId={data?.analyticsMeasurementId} />
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
