import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** Debian's libnginx-mod-http-brotli-static: nginx sends a `.br` file beside the page to browsers that accept Brotli. */
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** One page's bytes exactly as the app sends them: plain, gzip and Brotli. */
export type PageBytes = { identity: Buffer; gzip: Buffer; brotli: Buffer };

export type StaticFileServer = {
  url: (name: string) => string;
  /** nginx's master process: its CPU, with its worker's, is what serving the files cost. */
  pid: number;
  /** Whether nginx sends the `.br` files (the module is installed); otherwise Brotli-accepting browsers get the `.gz`. */
  brotli: boolean;
  stop: () => Promise<void>;
};

/** A page's raw bytes as the server sends them for one Accept-Encoding (fetch would decode them). */
export function fetchEncoded(url: string, acceptEncoding: string, headers: Record<string, string> = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { ...headers, "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const encoding = response.headers["content-encoding"] ?? "identity";
        if (response.statusCode !== 200 || encoding !== acceptEncoding) {
          reject(new Error(`${url} answered ${response.statusCode} with ${encoding} for ${acceptEncoding}`));
        } else resolve(Buffer.concat(chunks));
      });
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The app's own bytes of a page in each encoding, for nginx to serve as files. */
export async function pageBytes(url: string, headers: Record<string, string> = {}): Promise<PageBytes> {
  return {
    identity: await fetchEncoded(url, "identity", headers),
    gzip: await fetchEncoded(url, "gzip", headers),
    brotli: await fetchEncoded(url, "br", headers),
  };
}

/**
 * The limit a page could be served at: nginx sending the app's own bytes of
 * each page as files, precompressed (`gzip_static`, and `brotli_static` where
 * the module is installed), compressing nothing per request, with one worker
 * process. Null when nginx is not installed.
 */
export async function startStaticFileServer(pages: Record<string, PageBytes>, port: number): Promise<StaticFileServer | null> {
  if (!existsSync(NGINX)) return null;
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-static-"));
  chmodSync(dir, 0o755);
  const root = path.join(dir, "root");
  mkdirSync(root);
  for (const [name, bytes] of Object.entries(pages)) {
    writeFileSync(path.join(root, `${name}.html`), bytes.identity);
    writeFileSync(path.join(root, `${name}.html.gz`), bytes.gzip);
    writeFileSync(path.join(root, `${name}.html.br`), bytes.brotli);
  }
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${brotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ""}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  gzip off;
  gzip_static on;
  gzip_vary on;
  ${brotli ? "brotli_static on;" : ""}
  etag on;
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
    pid: child.pid!,
    brotli,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
