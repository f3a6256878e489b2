import { spawn } from "node:child_process";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** Whether something answers on 127.0.0.1:port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

const groups: number[] = [];
// Whatever a failed test left running (npm's children included) goes with its process group.
afterEach(() => {
  for (const group of groups.splice(0)) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
});

/** `npm run stripe:fake` as a developer starts it (in a process group of its own), its output collected. */
function startFake(env: Record<string, string>) {
  const npm = spawn("npm", ["run", "--silent", "stripe:fake"], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  if (npm.pid) groups.push(npm.pid);
  let output = "";
  npm.stdout.on("data", (chunk) => (output += String(chunk)));
  npm.stderr.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
  return { npm, output: () => output, exited };
}

describe("npm run stripe:fake", () => {
  it("posts to the site at http://localhost:PORT, listens on FAKE_STRIPE_PORT, and stops when npm alone gets Ctrl-C", async () => {
    const port = await freePort();
    const fake = startFake({ FAKE_STRIPE_PORT: String(port), PORT: "4123" });
    await expect.poll(fake.output, { timeout: 30_000 }).toContain("Start the site with:");
    expect(fake.output()).toContain(`Fake Stripe on http://127.0.0.1:${port}, posting events to http://localhost:4123/webhooks/stripe.`);
    expect(await listening(port)).toBe(true);

    // What a terminal's Ctrl-C does to a process manager that signals npm only.
    fake.npm.kill("SIGINT");
    await fake.exited;
    await expect.poll(() => listening(port), { timeout: 10_000 }).toBe(false);
  }, 60_000);

  it("posts to PUBLIC_URL when it is set, as the site's own links do", async () => {
    const port = await freePort();
    const fake = startFake({ FAKE_STRIPE_PORT: String(port), PUBLIC_URL: "https://villas.example.test/" });
    await expect.poll(fake.output, { timeout: 30_000 }).toContain("Start the site with:");
    expect(fake.output()).toContain("posting events to https://villas.example.test/webhooks/stripe.");
    fake.npm.kill("SIGTERM");
    await fake.exited;
    await expect.poll(() => listening(port), { timeout: 10_000 }).toBe(false);
  }, 60_000);

  it("refuses a port setting that is not a port, with a sentence", async () => {
    const fake = startFake({ FAKE_STRIPE_PORT: "abc" });
    expect(await fake.exited).toBe(1);
    expect(fake.output()).toBe('FAKE_STRIPE_PORT must be a whole number from 1 to 65535, not "abc"\n');
  }, 30_000);
});
