import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export type ProxyNginx = {
  /** The site as docs/deploy.md configures it, over plain HTTP. */
  site: string;
  /** The same nginx serving plain precompressed files from `plainDir` (gzip_static, brotli_static), nothing else. */
  plain: string;
  plainDir: string;
  /** nginx's master process: its CPU with its worker's is what nginx spent. */
  pid: number;
  stop: () => Promise<void>;
};

/**
 * One nginx (one worker) running docs/deploy.md's configuration in front of
 * the app, over plain HTTP (TLS costs the same per byte whichever way a page
 * is found), beside a server block sending plain precompressed files: the
 * two are measured in the same process and the same minutes.
 */
export async function startProxyNginx(options: { sitePort: number; plainPort: number; appPort: number; pagesDir: string }): Promise<ProxyNginx> {
  if (!existsSync(NGINX) || !existsSync(BROTLI_STATIC_MODULE)) throw new Error("bench:proxy needs nginx and libnginx-mod-http-brotli-static (apt-get install nginx libnginx-mod-http-brotli-static)");
  const block = /```nginx\n([\s\S]*?)```/.exec(readFileSync("docs/deploy.md", "utf8"))?.[1];
  if (!block) throw new Error("docs/deploy.md has no nginx configuration block");
  const site = block
    // The port-80 server only redirects to HTTPS.
    .replace(/server \{\n\s+listen 80;[\s\S]*?\n\}\n/, "")
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${options.sitePort};`)
    .replace(/\n\s*ssl_[^\n]*/g, "")
    .replace("server_name www.example.com;", "server_name localhost;")
    .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${options.appPort};`)
    .split("/srv/realty/pages")
    .join(options.pagesDir);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-proxy-"));
  chmodSync(dir, 0o755);
  const plainDir = path.join(dir, "plain");
  mkdirSync(plainDir);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `load_module ${BROTLI_STATIC_MODULE};
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  # As Debian's /etc/nginx/nginx.conf, which the guide's site is included in.
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
${site}
  server {
    listen 127.0.0.1:${options.plainPort};
    root ${plainDir};
    gzip_static on;
    gzip_vary on;
    brotli_static on;
    charset utf-8;
    etag on;
  }
}
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { stdio: "inherit" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`http://127.0.0.1:${options.plainPort}/`).then(() => true, () => false);
    if (up) break;
    if (attempt > 50 || child.exitCode !== null) {
      child.kill("SIGKILL");
      const log = existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "";
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    site: `http://127.0.0.1:${options.sitePort}`,
    plain: `http://127.0.0.1:${options.plainPort}`,
    plainDir,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
