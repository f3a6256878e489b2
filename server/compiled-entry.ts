/**
 * The production server as one build: compiled by Vite with the React Router
 * app (`build/server/server.js`), so the server, its jobs and every route load
 * each module once, from JavaScript, without a TypeScript loader.
 */
import * as build from "virtual:react-router/server-build";
import { startServer } from "./start-server";

await startServer({ compiled: build });
