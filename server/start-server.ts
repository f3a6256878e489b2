/**
 * The one Node process: configuration, database, migrations, demo data,
 * then Express serving static assets and the React Router app. Run from the
 * build (`server/compiled-entry.ts`, what `npm run serve` starts) or from
 * source for development (`server/main.ts --dev`).
 */
import cluster from "node:cluster";
import type { RequestListener } from "node:http";
import path from "node:path";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ConfigError, getConfig } from "../app/shared/config/env.server";
import { closeConnection } from "../app/shared/db/client.server";
import { DEMO_USERS, followSessionChanges, forgetKeptSessions } from "../app/features/accounts/index.server";
import { startCalendarSync } from "../app/features/rental-calendars/index.server";
import { startMailSender } from "../app/features/mail/index.server";
import { claimRun, startDailyMaintenance } from "../app/features/maintenance/index.server";
import { startOwnerSettlement, startStripePayoutsImport } from "../app/features/owner-accounts/index.server";
import { startStayMail } from "../app/features/stay-mail/index.server";
import { startSellerMail } from "../app/features/seller-mail/index.server";
import { startAlertRunner } from "../app/features/saved-searches/index.server";
import { startCrmSender } from "../app/features/leads/index.server";
import { startFeedSync } from "../app/features/mls-feed/index.server";
import { handleStripeWebhook, startStayPaymentsJob, STRIPE_WEBHOOK_PATH } from "../app/features/stay-payments/index.server";
import { followLeadWorkChanges, forgetKeptLeadWork, startLeadJobs } from "../app/features/leads/index.server";
import { followStaffListingChanges } from "../app/features/listings/index.server";
import { ADMIN_UPLOAD_PATH, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, UPLOAD_OVERHEAD_BYTES, UPLOAD_PATH } from "../app/features/media";
import { bodyLimit } from "./body-limit";
import { openDatabaseAlone, PREPARE_DATABASE_FLAG, prepareDatabaseAndExit, prepareDatabaseInChildProcess } from "./prepare-database-process";
import { errorHandler } from "./error-handler";
import { failedSubmissionLimit } from "./failed-submissions";
import { formGate } from "./form-gate";
import { gracefulShutdown } from "./graceful-shutdown";
import { healthRoutes } from "./health";
import { checkPort, listenOrExit } from "./listen";
import { malformedUrl } from "./malformed-url";
import { mediaHandler } from "./media";
import { originCheck } from "./origin-check";
import { forgetKeptContent, keepContentFromNowOn, stopKeepingContent } from "../app/shared/cache/content-memo.server";
import { followContentChanges } from "./page-cache/content-changes";
import { createPageCache } from "./page-cache/page-cache";
import { pageFilesFor } from "./page-cache/page-files";
import { personalJson } from "./personal-json";
import { privateCache } from "./private-cache";
import { liveCompression } from "./live-compression";
import { signedInMarker } from "./signed-in-marker";
import { publicOrigin } from "./public-origin";
import { reactRouterHandler } from "./react-router-handler";
import { readWholeBody } from "./request-body";
import { renderBudget } from "./render-budget";
import { renderQueue } from "./render-queue";
import { REVIEW_EVENTS_PATH } from "../app/features/testimonials";
import { PERSONAL_PATH } from "../app/features/shell/index";
import { hasGenuineFormToken } from "../app/features/spam-guard/index.server";
import { clientNetwork } from "../app/shared/http/client-network";
import { createRequestLog } from "./request-log";
import { securityHeaders } from "./security-headers";
import { hashedAssets, publicFiles } from "./static-assets";
import { logProcessOutput } from "./process-log";
import { runWorkers } from "./workers";
import { startStages } from "./start-stages";

/**
 * Pages rendered at once: enough to overlap database waits, few enough that a
 * submission's own work is not slowed by many renders sharing the thread
 * (bench:load on 2 cores: 8 at once served up to 20% more pages but doubled a
 * booking request's wait, to p95 1.0 s on the embedded database, 1.4 s on PostgreSQL).
 */
const RENDER_CONCURRENCY = 4;
/** Renders one client may have in progress: half, so that one client's flood leaves the thread room for everyone else. */
const MAX_RENDERS_PER_CLIENT = RENDER_CONCURRENCY / 2;
/** Requests one client may have waiting for a render; a browser opening a few tabs never comes close. */
const MAX_WAITING_PER_CLIENT = 8;
/** Submissions refused as invalid that one client may send in ten minutes before its submissions are refused outright. */
const FAILED_SUBMISSIONS_PER_CLIENT = { limit: 30, windowMs: 10 * 60 * 1000 };

function fatal(message: string): never {
  console.error(message);
  process.exit(1);
}

type AppConfig = ReturnType<typeof getConfig>;

async function connectDatabase() {
  // The server owns the embedded database folder, or stops naming the process that does.
  try {
    return await openDatabaseAlone();
  } catch (error) {
    fatal(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Where React Router's app comes from: the build this code was compiled with,
 * or Vite's dev server, which loaded this code too; either way every module
 * is loaded once. The source entry without Vite (`"source"`) goes as far as
 * the database and stops before serving: a deployment runs the build.
 */
export type BuildSource = { compiled: ServerBuild } | { dev: ViteDevServer } | "source";

let isDev = false;
let stages: ReturnType<typeof startStages>;

export async function startServer(buildSource: BuildSource) {
  // From here on, under JSON logging, every line the process writes is one JSON object (console output and crashes included).
  logProcessOutput();
  if (process.argv.includes(PREPARE_DATABASE_FLAG)) await prepareDatabaseAndExit({ demoData: getConfig().demoData });
  isDev = typeof buildSource === "object" && "dev" in buildSource;
  stages = startStages();
  try {
    await main(buildSource);
  } catch (error: unknown) {
    console.error("The server could not start:", error);
    process.exit(1);
  }
}

async function main(buildSource: BuildSource) {
  let config;
  try {
    config = getConfig();
    // Read (or made) now, so that an unusable secret file stops the start instead of a request.
    void config.sessionSecret;
  } catch (error) {
    if (error instanceof ConfigError) fatal(error.message);
    throw error;
  }
  // A port already taken is told at once, not after minutes of migrations and demo data.
  if (cluster.isPrimary) {
    const portProblem = await checkPort(config.port, config.host);
    if (portProblem) fatal(portProblem);
  }

  // Migrations and demo data once, before any process serves (workers find them done), in a process of their own.
  if (cluster.isPrimary) {
    // Starting the embedded database takes seconds: said first, so a start never sits silent.
    stages.say("database", config.databaseUrl ? "Connecting to PostgreSQL…" : `Starting the embedded database in ${config.pgliteDir}…`);
    try {
      await prepareDatabaseInChildProcess({
        onStage: (stage) =>
          stage === "migrations"
            ? stages.say("migrations", "Applying database migrations…")
            : stages.say("demo data", "Loading the demo data (a first start also draws its pictures: a minute or two)…"),
        onPicture: stages.progress("pictures", "Drawing demo pictures:"),
      });
    } catch (error) {
      fatal(error instanceof Error ? error.message : String(error));
    }
    if (config.workers > 1) {
      runWorkers({ count: config.workers });
      return;
    }
  }
  const connection = await connectDatabase();
  await serve(config, connection, buildSource);
}

/** The web server of this process: page cache, limits, React Router and the background jobs. */
async function serve(config: AppConfig, connection: Awaited<ReturnType<typeof connectDatabase>>, buildSource: BuildSource) {
  // Public pages rendered once for every anonymous visitor, until their content changes (decision 0055).
  const pageCache = !isDev && config.pageCacheBytes > 0 ? createPageCache({ maxBytes: config.pageCacheBytes, files: pageFilesFor(config) }) : null;
  // Kept pages and kept values (the rental menu) are forgotten whenever public content changes, in any process;
  // a submission that changed it answers once every process has (decision 0118).
  const contentChanges = await followContentChanges({
    clear: () => {
      pageCache?.clear();
      forgetKeptContent();
    },
  });
  keepContentFromNowOn();
  // Signed-in visitors' own parts, kept a moment per session and forgotten when any account, saved listing or session changes.
  const personal = personalJson({ keepMs: config.personalJsonKeepMs });
  // Sessions with their users are kept too, on the same notices: a page view reads none while nothing changed.
  const stopFollowingPersonal = await followSessionChanges(personal.forget);
  // Staff tables of listings (the review queue, an agent's listings), kept until what they show changes.
  const stopFollowingStaffListings = await followStaffListingChanges();
  // Agents' Today lists (leads, tasks, showings), kept until one of those changes.
  const stopFollowingLeadWork = await followLeadWorkChanges();

  const app = express();
  app.disable("x-powered-by");
  // Client addresses key the login throttle and rate limits: trust X-Forwarded-For only from configured proxies.
  app.set("trust proxy", config.trustProxyHops);
  // Import calendars (Airbnb, VRBO) sync in the background; the timers never hold the process open.
  const stopCalendarSync = startCalendarSync();
  // The outbox's sender delivers queued e-mail outside any request.
  const stopMailSender = startMailSender();
  // Retention periods and the sweep of unused uploads, once a day across all processes.
  const stopDailyMaintenance = startDailyMaintenance();
  // Arrival notes before each approved stay and the review request after it, each once across all processes.
  const stopStayMail = startStayMail();
  // Villa owners' stays settled into the trust ledger once they check out, hourly, one process a round.
  const stopOwnerSettlement = startOwnerSettlement(claimRun);
  // Stripe's payouts to the trust bank matched to the ledger's postings, hourly, one process a round (with Stripe configured).
  const stopStripePayoutsImport = startStripePayoutsImport(claimRun);
  // The monthly market reports and home estimate updates, from the 1st of each month, once per subscription across all processes.
  const stopSellerMail = startSellerMail();
  // Saved searches' alerts: new matches found in SQL every minute and soon after a listing changes.
  const stopAlertRunner = startAlertRunner();
  // The MLS feed: a sync pass every MLS_SYNC_MINUTES (one process at a time) and the photos it queues.
  const stopFeedSync = startFeedSync();
  // New leads and status changes posted to the CRM webhook, when CRM_WEBHOOK_URL is set.
  const stopCrmSender = startCrmSender();
  // Stays' balances, unpaid deposits and damage holds (with Stripe configured), each claimed by one process.
  const stopStayPayments = startStayPaymentsJob();
  // Leads: unanswered office leads handed on, and each agent's daily e-mail of tasks due.
  const stopLeadJobs = startLeadJobs();
  const shutdown = gracefulShutdown({
    stopBackgroundWork: () => {
      stopCalendarSync?.();
      stopDailyMaintenance?.();
      stopStayMail?.();
      stopOwnerSettlement?.();
      stopStripePayoutsImport?.();
    },
    // A delivery in progress is recorded before the database closes.
    closeResources: async () => {
      stopKeepingContent();
      await contentChanges.stop();
      await stopFollowingPersonal();
      await stopFollowingStaffListings();
      await stopFollowingLeadWork();
      // A round in progress queues its mail before the sender stops.
      await stopAlertRunner?.();
      // A page being applied commits (or rolls back) before the database closes.
      await stopFeedSync?.();
      // A post in progress records its answer before the database closes.
      await stopCrmSender?.();
      // A round asking Stripe for a charge records what it asked before the database closes.
      await stopStayPayments?.();
      await stopLeadJobs?.();
      // A round in progress queues its e-mails before the sender stops.
      await stopSellerMail?.();
      await stopMailSender?.();
      await closeConnection();
    },
  });
  // Whether request lines are written is settled here, as the process starts (LOG_LEVEL).
  const requestLog = createRequestLog();
  app.use(requestLog.middleware);
  app.use(shutdown.track);
  app.use(healthRoutes());
  app.use(malformedUrl());
  // Stripe's events: the exact bytes are needed to check the signature, so the body is read raw here, before any page middleware.
  app.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: "1mb" }), (request, response, next) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    handleStripeWebhook(body, request.get("stripe-signature")).then((answer) => void response.status(answer.status).json(answer.body), next);
  });
  // Pages served from the cache learn from this readable cookie whether to ask for the visitor's own parts.
  const marker = signedInMarker({ secure: config.servedOverHttps });
  app.use((request, response, next) => (/^\/(?:assets|media)\//.test(request.path) ? next() : marker(request, response, next)));
  if (pageCache) app.use(pageCache.serve);
  app.use(securityHeaders(config, { dev: isDev }));
  // Each page view of a signed-in visitor asks for their own parts: a small answer, never compressed, before React Router.
  app.get(PERSONAL_PATH, personal.handler);
  app.use(liveCompression());
  app.use(originCheck({ publicUrl: config.publicUrl }));
  app.use("/media", mediaHandler());
  // A photo upload (agents' listing photos, administrators' blog covers) may be up to 15 MB; it answers JSON like the route behind it.
  const uploadPaths = [UPLOAD_PATH, ADMIN_UPLOAD_PATH];
  app.use(
    uploadPaths,
    bodyLimit(MAX_IMAGE_BYTES + UPLOAD_OVERHEAD_BYTES, {
      refuse: (response) => void response.status(413).json({ success: false, error: IMAGE_TOO_LARGE }),
    }),
  );
  app.use(bodyLimit(undefined, { except: uploadPaths }));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (buildSource === "source") {
    fatal("From source the server runs only for development (npm run dev); build it and run npm run serve, or npm start.");
  } else if ("dev" in buildSource) {
    const devServer = buildSource.dev;
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const clientDir = path.resolve("build/client");
    // Hashed file names: cache for a year.
    app.use("/assets", ...hashedAssets(path.join(clientDir, "assets")));
    app.use(publicFiles(clientDir));
    build = buildSource.compiled;
  }

  app.use(publicOrigin({ publicUrl: config.publicUrl }));
  if (pageCache) app.use(pageCache.capture);
  // Everything React Router answers to a signed-in request is private: never stored by a browser or shared cache.
  app.use(privateCache());
  // Limits and turns are per client: its address, or its /64 network for IPv6.
  const clientOf = (request: express.Request) => clientNetwork(request.ip);
  const queueExceptions = [REVIEW_EVENTS_PATH, ...uploadPaths];
  // A client posting junk in a loop is refused before anything is read or rendered for it.
  app.use(failedSubmissionLimit({ ...FAILED_SUBMISSIONS_PER_CLIENT, clientOf }));
  // A client past its renders a second is refused before anything is read or rendered for it (decision 0106).
  app.use(renderBudget({ ...config.renderBudget, clientOf, except: queueExceptions }));
  // A submission is read whole before it waits for a turn, and a form without its token is refused before one.
  app.use(readWholeBody({ except: queueExceptions }));
  app.use(formGate({ hasGenuineToken: (form) => hasGenuineFormToken(form) }));
  // Page renders take turns, shared fairly between clients; live streams and uploads never wait for a turn.
  app.use(
    renderQueue({ concurrency: RENDER_CONCURRENCY, maxActivePerClient: MAX_RENDERS_PER_CLIENT, maxWaitingPerClient: MAX_WAITING_PER_CLIENT, clientOf, except: queueExceptions }),
  );
  app.all(
    "/{*path}",
    reactRouterHandler({
      build,
      mode: isDev ? "development" : "production",
      // A change a submission saved is on every process's pages before its answer (the redirect) is sent.
      // Its own process's Today lists and kept sessions are dropped too, before the answer, so the saver's next view
      // never waits on the notice (a sign-out, a role changed, a task done).
      aroundSubmission: (run) =>
        contentChanges.visibleAfter(run).finally(() => {
          forgetKeptLeadWork();
          forgetKeptSessions();
        }),
      // The CSP nonce for React Router's inline scripts, and the client's address for sign-in throttling.
      getLoadContext: (request, response) => ({
        cspNonce: response.locals.cspNonce as string | undefined,
        clientAddress: request.ip,
      }),
    }),
  );
  app.use(errorHandler());

  // A port it cannot listen on stops the process (after its background work and database), never a silent half-start.
  // A stored page is answered before Express: what a cache hit costs is what serving its bytes costs.
  const handler: RequestListener = pageCache
    ? (request, response) => {
        const answered = pageCache.answerHit(request, response, (hit) => {
          shutdown.trackResponse(hit);
          return ["X-Request-Id", requestLog.identifyAndLog(request, hit).requestId];
        });
        if (!answered) app(request, response);
      }
    : app;
  const server = await listenOrExit(handler, { port: config.port, host: config.host, beforeExit: shutdown.abandon });
  const url = `http://localhost:${config.port}`;
  stages.say("listening", `Sugar Apple Realty is running at ${url} (${config.environment}${config.demoData ? " with demo data" : ""}, ${connection.engine}: ${connection.location})`);
  // Each worker says it is running; the demo logins are told once.
  if (config.demoData && (cluster.isPrimary || cluster.worker?.id === 1)) {
    console.log(`Demo logins (password: ${process.env.DEMO_PASSWORD ? "from DEMO_PASSWORD" : config.demoPassword}):`);
    for (const user of DEMO_USERS) console.log(`  ${user.role.padEnd(6)} ${user.email}`);
  }

  shutdown.listen(server);
}
