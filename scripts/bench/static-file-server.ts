import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export type StaticFileServer = { url: (name: string) => string; stop: () => Promise<void> };

/**
 * The yardstick for serving a page: the same HTML as a file from nginx,
 * compressed as browsers ask (gzip level 1, nginx's default), on one worker
 * process per core. Null when nginx is not installed.
 */
export async function startStaticFileServer(files: Record<string, string>, port: number): Promise<StaticFileServer | null> {
  if (!existsSync(NGINX)) return null;
  const dir = mkdtempSync(path.join(tmpdir(), "bench-static-"));
  chmodSync(dir, 0o755);
  const root = path.join(dir, "root");
  mkdirSync(root);
  for (const [name, html] of Object.entries(files)) writeFileSync(path.join(root, `${name}.html`), html);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  gzip on;
  gzip_types text/html;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    default_type text/html;
  }
}
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
    if (up) break;
    if (attempt > 50 || child.exitCode !== null) {
      child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
      return null;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: (name) => `http://127.0.0.1:${port}/${name}.html`,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
