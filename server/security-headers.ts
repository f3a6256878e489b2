import type { RequestHandler } from "express";
import type { AppConfig } from "../app/shared/config/env.server";

/** Headers every response carries. */
export function securityHeaders(config: AppConfig): RequestHandler {
  return (_request, response, next) => {
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    response.setHeader("X-Frame-Options", "DENY");
    response.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (config.isProduction) {
      response.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}
