import { getConfig } from "~/shared/config/env.server";

export function loader() {
  const { publicUrl } = getConfig();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin/",
    "Disallow: /agent/agentdashboard",
    "Disallow: /agent/rentals",
    "Disallow: /login",
    "Disallow: /register",
    "Disallow: /debug",
    "Disallow: /debug-registration",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
