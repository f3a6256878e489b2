import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every route of the spec (§2). Each module is its own lazily loaded chunk.
 * Static segments outrank the single-segment team route (`/:token`).
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("aboutus", "routes/about-us.tsx"),
  route("incentives", "routes/incentives.tsx"),
  route("testimonial", "routes/testimonial.tsx"),
  route("villa-rentals/:slug", "routes/villa.tsx", { id: "villa-rentals" }),
  route("villa/:slug", "routes/villa.tsx", { id: "villa" }),
  route("rental/:slug", "routes/rental.tsx"),
  route("saleshistory", "routes/sales-history.tsx"),
  route("contact", "routes/contact.tsx"),
  route("blogs", "routes/blogs.tsx"),
  route("blog/:id", "routes/blog.tsx"),
  route("attraction/video", "routes/attraction-video.tsx"),
  route("termuse", "routes/terms-of-use.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("mls", "routes/mls.tsx"),
  route("agent/agentdashboard", "routes/agent-dashboard.tsx"),
  route("agent/rentals", "routes/agent-rentals.tsx"),
  route("agent/:id", "routes/agent.tsx"),
  route("property/:id", "routes/property.tsx", { id: "property" }),
  route("soldproperty/:id", "routes/property.tsx", { id: "soldproperty" }),
  route("landproperty/:id", "routes/property.tsx", { id: "landproperty" }),
  route("landsold/:id", "routes/property.tsx", { id: "landsold" }),
  route("properties", "routes/properties.tsx", { id: "properties" }),
  route("landproperties", "routes/properties.tsx", { id: "landproperties" }),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("debug-registration", "routes/debug-registration.tsx"),
  route("debug", "routes/debug.tsx"),
  route("admin/admindashboard", "routes/admin-dashboard.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("analytics/pageview", "routes/analytics-pageview.ts"),
  route(":token", "routes/team.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
