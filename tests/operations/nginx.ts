import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Says plainly what to install when nginx or openssl is missing. */
export function requireNginx(): void {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is missing (looked for ${NGINX}): sudo apt-get install -y nginx openssl, or set NGINX_PATH`);
  }
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
  } catch {
    throw new Error("openssl is missing: sudo apt-get install -y openssl");
  }
}

/** The nginx configuration of docs/deploy.md, pointed at this machine's ports and a test certificate. */
export function deployGuideConfig(options: { httpPort: number; httpsPort: number; appPort: number; certificate: string; key: string; cacheDir: string }) {
  const guide = readFileSync("docs/deploy.md", "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!block) throw new Error("docs/deploy.md has no nginx configuration block");
  const replacements: [string, string][] = [
    ["server 127.0.0.1:3000;", `server 127.0.0.1:${options.appPort};`],
    ["listen 80;", `listen 127.0.0.1:${options.httpPort};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${options.httpsPort} ssl http2;`],
    ["/etc/letsencrypt/live/www.example.com/fullchain.pem", options.certificate],
    ["/etc/letsencrypt/live/www.example.com/privkey.pem", options.key],
    ["server_name www.example.com;", "server_name localhost;"],
    ["/var/cache/nginx/sugar_apple", options.cacheDir],
  ];
  let config = block;
  for (const [from, to] of replacements) {
    if (!config.includes(from)) throw new Error(`docs/deploy.md's nginx block no longer contains "${from}"`);
    config = config.split(from).join(to);
  }
  return config;
}

/**
 * Runs nginx in the foreground (a child of the test) with the guide's
 * configuration, a self-signed certificate for localhost and every file in
 * a temporary folder.
 */
export async function startNginx(ports: { httpPort: number; httpsPort: number; appPort: number }) {
  const dir = mkdtempSync(path.join(tmpdir(), "realty-nginx-"));
  const certificate = path.join(dir, "localhost.crt");
  const key = path.join(dir, "localhost.key");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
    "-keyout", key, "-out", certificate,
    "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost",
  ], { stdio: "ignore" });
  for (const folder of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, folder));
  // nginx's workers run as an unprivileged user when the test runs as root: they must reach the page cache.
  const cacheDir = path.join(dir, "cache");
  mkdirSync(cacheDir);
  chmodSync(dir, 0o755);
  chmodSync(cacheDir, 0o777);
  const site = deployGuideConfig({ ...ports, certificate, key, cacheDir });
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`,
  );
  let output = "";
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "";
      throw new Error(`nginx exited with ${child.exitCode}:\n${output}\n${log}`);
    }
    const up = await fetch(`http://127.0.0.1:${ports.httpPort}/`, { redirect: "manual" }).then(() => true, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `https://localhost:${ports.httpsPort}`,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
