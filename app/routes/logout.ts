import { data, redirect } from "react-router";
import { signOut } from "~/features/accounts/index.server";
import type { Route } from "./+types/logout";

/** Sign-out: POST only (a link or an image cannot sign anybody out); ends the session on the server. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const { setCookie } = await signOut(request);
  throw redirect("/", { status: 303, headers: { "Set-Cookie": setCookie } });
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
