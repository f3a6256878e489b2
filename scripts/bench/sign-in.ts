import { DEMO_USERS } from "../../app/features/accounts/index.server";

/** The session cookie (`name=value`) of a demo account of `role`, signed in through the login form as a browser would. */
export async function demoSessionCookie(base: string, role: "admin" | "agent" | "buyer"): Promise<string> {
  const email = DEMO_USERS.find((user) => user.role === role)!.email;
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ email, password: process.env.DEMO_PASSWORD ?? "island-demo-2025" }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 303 || !cookie) throw new Error(`Could not sign in as ${email} (${response.status})`);
  return cookie;
}
