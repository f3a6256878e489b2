import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** Debian's libnginx-mod-http-brotli-static, which the guide's configuration uses (Debian loads it from modules-enabled). */
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Says plainly what to install when nginx or openssl is missing. */
export function requireNginx(): void {
  if (!existsSync(NGINX) || !existsSync(BROTLI_STATIC_MODULE)) {
    throw new Error(`nginx or its Brotli module is missing (looked for ${NGINX}): sudo apt-get install -y nginx libnginx-mod-http-brotli-static openssl, or set NGINX_PATH`);
  }
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
  } catch {
    throw new Error("openssl is missing: sudo apt-get install -y openssl");
  }
}

/** The nginx configuration of docs/deploy.md, pointed at this machine's ports and a test certificate. */
export function deployGuideConfig(options: { httpPort: number; httpsPort: number; appPort: number; certificate: string; key: string; pagesDir: string }) {
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
    ["/srv/realty/pages", options.pagesDir],
  ];
  let config = block;
  for (const [from, to] of replacements) {
    if (!config.includes(from)) throw new Error(`docs/deploy.md's nginx block no longer contains "${from}"`);
    config = config.split(from).join(to);
  }
  return config;
}

/** A folder for the app's page files (PAGE_FILES_DIR) that nginx's unprivileged workers can read. */
export function pageFilesFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), "realty-pages-"));
  chmodSync(dir, 0o755);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Runs nginx in the foreground (a child of the test) with the guide's
 * configuration, a self-signed certificate for localhost and every file in
 * a temporary folder; it reads page files from `pagesDir`, the app's PAGE_FILES_DIR.
 */
export async function startNginx(ports: { httpPort: number; httpsPort: number; appPort: number; pagesDir: string }) {
  const dir = mkdtempSync(path.join(tmpdir(), "realty-nginx-"));
  const certificate = path.join(dir, "localhost.crt");
  const key = path.join(dir, "localhost.key");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
    "-keyout", key, "-out", certificate,
    "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost",
  ], { stdio: "ignore" });
  for (const folder of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, folder));
  chmodSync(dir, 0o755);
  const site = deployGuideConfig({ ...ports, certificate, key });
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `load_module ${BROTLI_STATIC_MODULE};
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  # As Debian's /etc/nginx/nginx.conf, which the guide's site is included in.
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
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
