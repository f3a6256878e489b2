import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { nginxHeadersConfig, nginxString } from "../../server/page-cache/page-files";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** Debian's libnginx-mod-http-brotli-static: nginx sends a `.br` file beside the page to browsers that accept Brotli. */
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** One page's bytes exactly as the app sends them: plain, gzip and Brotli, and the headers it sends with them. */
export type PageBytes = { identity: Buffer; gzip: Buffer; brotli: Buffer; headers: Record<string, string> };

/** Headers nginx makes for each response itself (length, encoding, date, ETag, Vary, the request id), or that name a cache's answer. */
const OWN_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag", "vary", "age", "content-type", "x-request-id", "x-page-cache"]);

export type StaticFileServer = {
  url: (name: string) => string;
  /** nginx's master process: its CPU, with its worker's, is what serving the files cost. */
  pid: number;
  /** Whether nginx sends the `.br` files (the module is installed); otherwise Brotli-accepting browsers get the `.gz`. */
  brotli: boolean;
  stop: () => Promise<void>;
};

/** A page's raw bytes as the server sends them for one Accept-Encoding (fetch would decode them), and the headers it sends that nginx does not make itself. */
function fetchEncoded(url: string, acceptEncoding: string, headers: Record<string, string>): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { ...headers, "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const encoding = response.headers["content-encoding"] ?? "identity";
        if (response.statusCode !== 200 || encoding !== acceptEncoding) {
          reject(new Error(`${url} answered ${response.statusCode} with ${encoding} for ${acceptEncoding}`));
          return;
        }
        const sent: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) if (value !== undefined && !OWN_HEADERS.has(name)) sent[name] = Array.isArray(value) ? value.join(", ") : value;
        resolve({ body: Buffer.concat(chunks), headers: sent });
      });
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The app's own bytes of a page in each encoding, for nginx to serve as files, and the headers it sends with the page. */
export async function pageBytes(url: string, headers: Record<string, string> = {}): Promise<PageBytes> {
  const identity = await fetchEncoded(url, "identity", headers);
  return {
    identity: identity.body,
    gzip: (await fetchEncoded(url, "gzip", headers)).body,
    brotli: (await fetchEncoded(url, "br", headers)).body,
    headers: identity.headers,
  };
}

/** The page's own headers with its file: the lines the app writes for the deployment guide's nginx, its Cache-Control set beside them. */
function pageHeaderLines({ "cache-control": cacheControl = "", ...headers }: Record<string, string>): string {
  return `set $sugar_apple_page_cache_control ${nginxString(cacheControl)};\n${nginxHeadersConfig("bench", headers)}`;
}

/**
 * The limit a page could be served at: nginx sending the app's own bytes of
 * each page as files, precompressed (`gzip_static`, and `brotli_static` where
 * the module is installed), compressing nothing per request, with one worker
 * process, and with the headers the app sends with the page (its security
 * headers, Cache-Control, a request id), as the deployment guide's nginx
 * sends a page file: the same response, byte for byte but for the date and
 * the ids. Null when nginx is not installed.
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
    charset utf-8;
${Object.entries(pages)
  .map(([name, { headers }]) => `    location = /${name}.html {\n${pageHeaderLines(headers)}    }\n`)
  .join("")}  }
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
