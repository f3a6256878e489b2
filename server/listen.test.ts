import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { listenFailure, listenOrExit } from "./listen";

const servers: Array<net.Server | Server> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A port on 127.0.0.1 that another server already holds. */
async function occupiedPort(): Promise<number> {
  const holder = net.createServer();
  servers.push(holder);
  await new Promise<void>((done) => holder.listen(0, "127.0.0.1", done));
  return (holder.address() as net.AddressInfo).port;
}

/** Runs listen.fixture.ts on `port` and collects what it prints until it exits. */
function runFixture(port: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "listen.fixture.ts"), String(port)], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += String(chunk)));
    child.stderr.on("data", (chunk) => (stderr += String(chunk)));
    // Its timer would keep it alive for ever: a process still running after this long failed the test.
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe("listening on the server's port", () => {
  it("exits non-zero with one clear line when the port is taken, never claiming to run, although a timer would keep it alive", async () => {
    const port = await occupiedPort();
    const { code, stdout, stderr } = await runFixture(port);
    expect(code).toBe(1);
    expect(stderr).toBe(`Cannot listen on 127.0.0.1:${port}: the port is already in use\n`);
    // What already started was stopped first.
    expect(stdout).toBe("background work stopped\n");
  }, 20_000);

  it("resolves only once the port is listened on, with the server answering", async () => {
    const server = await listenOrExit((_request, response) => response.end("ok"), { port: 0, host: "127.0.0.1", exit: () => expect.fail("must not exit") });
    servers.push(server);
    expect(server.listening).toBe(true);
    const { port } = server.address() as net.AddressInfo;
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
  });

  it("exits even when stopping what already started hangs", async () => {
    const port = await occupiedPort();
    const lines: string[] = [];
    const exited = new Promise<number>((exit) => {
      void listenOrExit(() => undefined, {
        port,
        host: "127.0.0.1",
        beforeExit: () => new Promise(() => undefined),
        beforeExitMs: 50,
        exit,
        printError: (line) => lines.push(line),
      });
    });
    expect(await exited).toBe(1);
    expect(lines).toEqual([`Cannot listen on 127.0.0.1:${port}: the port is already in use`]);
  });

  it("says why in plain words for each usual reason, and brackets an IPv6 host", () => {
    const failure = (code: string, message = `listen ${code}`) => Object.assign(new Error(message), { code });
    expect(listenFailure(failure("EACCES"), "0.0.0.0", 80)).toBe("Cannot listen on 0.0.0.0:80: permission denied (ports below 1024 need extra privileges)");
    expect(listenFailure(failure("EADDRINUSE"), "::", 3000)).toBe("Cannot listen on [::]:3000: the port is already in use");
    expect(listenFailure(failure("EADDRNOTAVAIL"), "192.0.2.1", 3000)).toBe("Cannot listen on 192.0.2.1:3000: this machine has no such address");
    expect(listenFailure(failure("ENOTFOUND"), "no-such-host.invalid", 3000)).toBe("Cannot listen on no-such-host.invalid:3000: the host name cannot be resolved");
    expect(listenFailure(failure("EMFILE", "too many open files"), "0.0.0.0", 3000)).toBe("Cannot listen on 0.0.0.0:3000: too many open files");
  });
});
