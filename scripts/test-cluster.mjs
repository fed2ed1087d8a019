// `npm run test:cluster`: the deployment of docs/deploy.md on this machine — nginx (Debian
// package) in front of two instances of the built server, one fresh PostgreSQL database, one
// S3-protocol server — and a journey through the proxy. Prints the figures and 'N passed, N failed'.
// Needs: nginx on PATH (.ci/run installs nginx-light), PostgreSQL on CLUSTER_PG (default
// postgres://postgres@127.0.0.1:5432/postgres). Builds first when the build is missing or older
// than the sources.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import pg from "pg";
import sharp from "sharp";
import { SERVER_NODE_FLAGS, serverEnv } from "./server-process.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const adminUrl = process.env.CLUSTER_PG ?? "postgres://postgres@127.0.0.1:5432/postgres";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-"));
const dbName = `cluster_${process.pid}`;
const ADMIN = { email: "admin@cluster.test", password: "clave-de-prueba-larga-2026" };
const children = [];
const results = { passed: 0, failed: 0 };
const figures = { requests: 0, ok2xx: 0, byInstance: {}, rss: [] };

function check(name, ok, detail = "") {
  results[ok ? "passed" : "failed"]++;
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ` (${detail})` : ""}`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

function ensureBuild() {
  const built = path.join(root, "build/server/site.js");
  const sources = Math.max(...["server", "web", "contracts"].map((d) => newestMtime(path.join(root, d))));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  // Another build running in this tree would race ours on build/: wait for it.
  while (spawnSync("pgrep", ["-f", "react-router build"]).status === 0) spawnSync("sleep", ["3"]);
  console.log("--- npm run build");
  const res = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (res.status !== 0) throw new Error("npm run build failed");
}

/** One HTTP request through `port`, optionally from another loopback address (another client). */
function request(port, { method = "GET", url, headers = {}, body, from, count = true }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path: url, headers, localAddress: from, agent: false },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const buffer = Buffer.concat(chunks);
          const upstream = res.headers["x-upstream"];
          if (count) {
            figures.requests++;
            if (res.statusCode >= 200 && res.statusCode < 300) figures.ok2xx++;
            if (upstream) figures.byInstance[upstream] = (figures.byInstance[upstream] ?? 0) + 1;
          }
          let json;
          try {
            json = JSON.parse(buffer.toString("utf8"));
          } catch {
            // Not JSON (an image, a page): the journey reads `buffer` instead.
          }
          resolve({ status: res.statusCode, headers: res.headers, buffer, json, upstream });
        });
      },
    );
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

const jsonBody = (value) => ({ body: JSON.stringify(value), headers: { "content-type": "application/json" } });

async function multipartPng() {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([png], { type: "image/png" }), "tablero.png");
  const r = new Request("http://x/", { method: "POST", body: form });
  return { body: Buffer.from(await r.arrayBuffer()), type: r.headers.get("content-type") };
}

function startNginx(port, upstreams) {
  const dir = path.join(work, "nginx");
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) fs.mkdirSync(path.join(dir, d), { recursive: true });
  // Workers run as nobody: they must reach and write the buffered upload bodies.
  for (const d of [work, dir]) fs.chmodSync(d, 0o755);
  for (const d of ["body", "proxy"]) fs.chmodSync(path.join(dir, d), 0o777);
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  # Keep a request id given by a load balancer in front; otherwise nginx's own.
  map $http_x_request_id $andes_request_id {
    default $http_x_request_id;
    "" $request_id;
  }
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Same settings as docs/deploy.md, on a free local port and without TLS.
  client_max_body_size 32m;
  upstream andes {
    ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n    ")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port} default_server;
    server_name _;
    return 444;
  }
  server {
    listen 127.0.0.1:${port};
    server_name 127.0.0.1;
    location / {
      proxy_pass http://andes;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $andes_request_id;
      proxy_read_timeout 120s;
      # Test only: which instance answered.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push({ name: "nginx", child, signal: "SIGQUIT" });
  return child;
}

function startInstance(name, port, env) {
  const dataDir = path.join(work, name);
  fs.mkdirSync(dataDir, { recursive: true });
  const log = fs.openSync(path.join(work, `${name}.log`), "w");
  // As docs/deploy.md's systemd unit starts it: npm start's node flags and allocator settings.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server/main.js"], {
    cwd: root,
    env: serverEnv({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
    }),
    stdio: ["ignore", log, log],
  });
  children.push({ name, child, signal: "SIGTERM" });
  return { name, port, dataDir, child };
}

async function waitReady(port, seconds = 90) {
  for (let i = 0; i < seconds * 4; i++) {
    // Polling is not part of the journey's figures.
    const res = await request(port, { url: "/api/ready", count: false }).catch(() => null);
    if (res?.status === 200) return true;
    await sleep(250);
  }
  return false;
}

const rssMb = (pid) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

/** 1,000 catalogue list requests (pages, filters, searches), 10 at a time, through `port`. */
async function catalogueLoad(port) {
  const urls = [
    "/api/products?page=1",
    "/api/products?page=2",
    "/api/products?q=variador",
    "/api/products?q=plc&page=1",
    "/api/products?sort=price_asc",
  ];
  let ok = 0;
  for (let i = 0; i < 1000; i += 10) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, k) => request(port, { url: urls[(i + k) % urls.length], count: false })),
    );
    ok += answers.filter((a) => a.status === 200).length;
  }
  return ok;
}

/** Memory of one instance at idle and after 1,000 catalogue requests, in the given mode. */
async function measureRss(label, instance, port) {
  await sleep(1000);
  const idle = rssMb(instance.child.pid);
  const ok = await catalogueLoad(port);
  const after = rssMb(instance.child.pid);
  figures.rss.push(`${label}: ${idle} MB idle, ${after} MB after 1,000 catalogue requests (${ok} 200)`);
  return ok;
}

async function stopAll() {
  for (const { child, signal } of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill(signal);
    await Promise.race([new Promise((r) => child.once("exit", r)), sleep(8000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
}

async function main() {
  ensureBuild();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const db = new pg.Client({ connectionString: dbUrl.toString() });

  const s3Dir = path.join(work, "s3");
  fs.mkdirSync(s3Dir);
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: "andes-imagenes" }],
  });
  const s3Port = (await s3.run()).port;

  const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const env = {
    DATABASE_URL: dbUrl.toString(),
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: "us-east-1",
    S3_BUCKET: "andes-imagenes",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: "1",
    LOGIN_RATE_LIMIT: "10",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: "true",
    BACKUP_KEEP: "0",
    LOG_LEVEL: "warn",
  };
  const started = Date.now();
  // Both at once: the migration lock and the seed lock decide who does what.
  const instances = [startInstance("a", portA, env), startInstance("b", portB, env)];
  startNginx(proxyPort, [portA, portB]);
  const ready = await Promise.all(instances.map((i) => waitReady(i.port)));
  check(
    "two instances migrate the fresh database together and answer /api/ready",
    ready.every(Boolean),
    `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (!ready.every(Boolean)) throw new Error(`instances not ready; logs in ${work}`);
  await db.connect();

  const p = (opts) => request(proxyPort, opts);
  const ready2 = await p({ url: "/api/ready", headers: { "x-request-id": "cluster-trace-0001" } });
  check(
    "through nginx: /api/ready 200 and the request id echoed",
    ready2.status === 200 && ready2.headers["x-request-id"] === "cluster-trace-0001",
  );
  const plain = await p({ url: "/api/health" });
  check(
    "nginx's $request_id reaches the instance and comes back",
    /^[0-9a-f]{32}$/.test(plain.headers["x-request-id"] ?? ""),
  );

  const unknownHost = await p({ url: "/api/health", headers: { host: "evil.example" } }).then(
    (r) => `answered ${r.status}`,
    (err) => err.code,
  );
  check(
    "an unknown Host is refused by nginx's default_server (connection closed)",
    unknownHost === "ECONNRESET",
    unknownHost,
  );

  // Sign in (one instance), upload, read the image through the other.
  const login = await p({ method: "POST", url: "/api/auth/login", ...jsonBody(ADMIN) });
  const session = login.json?.data?.sessionId;
  check("administrator signs in through the proxy", login.status === 200 && Boolean(session), `on ${login.upstream}`);
  const form = await multipartPng();
  const upload = await p({
    method: "POST",
    url: "/api/files/upload",
    body: form.body,
    headers: { "content-type": form.type, "x-session-id": session },
  });
  const image = upload.json?.data;
  check(
    "image upload answered 201",
    upload.status === 201 && Boolean(image?.id),
    `${upload.status} on ${upload.upstream}${upload.status === 201 ? "" : `: ${upload.buffer.toString().slice(0, 200)}`}`,
  );
  const objects = (fs.readdirSync(path.join(s3Dir, "andes-imagenes", image?.id ?? "-"), { withFileTypes: true }) ?? [])
    .filter((e) => e.name.endsWith("._S3rver_object"))
    .map((e) => e.name.replace("._S3rver_object", ""));
  check(
    "its objects are in the bucket, none on either instance's disk",
    objects.length === 4 && instances.every((i) => !fs.existsSync(path.join(i.dataDir, "uploads", image?.id ?? "-"))),
    objects.sort().join(" "),
  );
  let read;
  for (let i = 0; i < 4 && image; i++) {
    read = await p({ url: `/uploads/${image.id}/640.webp` });
    if (read.upstream !== upload.upstream) break;
  }
  check(
    "the image is read through the other instance, WebP with a long cache",
    read?.status === 200 &&
      read.upstream !== upload.upstream &&
      read.buffer.subarray(8, 12).toString() === "WEBP" &&
      /max-age=31536000/.test(read.headers["cache-control"] ?? ""),
    read ? `uploaded on ${upload.upstream}, read on ${read.upstream}, ${read.buffer.length} bytes` : "",
  );

  // 20 quotations from 20 client addresses, 5 at a time, spread by nginx over both instances.
  const list = await p({ url: "/api/products?perPage=50" });
  const product = list.json?.data?.products?.find((x) => Number(x.price) > 0);
  const codes = [];
  const served = {};
  const send = async (i) => {
    const payload = {
      customerInfo: {
        name: `Cliente ${i + 1}`,
        email: `cliente${i + 1}@planta-${i + 1}.ec`,
        phone: "042345678",
        company: "Planta",
      },
      items: [
        {
          productId: product.id,
          productName: product.name,
          quantity: 2,
          price: Number(product.price),
          total: 2 * Number(product.price),
        },
      ],
      total: 2 * Number(product.price),
      notes: "Prueba del clúster",
      website: "",
      startedAt: Date.now() - 60_000,
    };
    const res = await p({
      method: "POST",
      url: "/api/quotations/send",
      ...jsonBody(payload),
      from: `127.0.1.${i + 1}`,
    });
    codes.push(res.status);
    served[res.upstream] = (served[res.upstream] ?? 0) + 1;
  };
  for (let i = 0; i < 20; i += 5) await Promise.all([0, 1, 2, 3, 4].map((k) => send(i + k)));
  check("20 quotations answered 201", codes.filter((c) => c === 201).length === 20, `${JSON.stringify(served)}`);
  check("quotations spread over both instances", Object.keys(served).length === 2);
  const stored = (await db.query("SELECT count(*)::int AS n FROM quotations")).rows[0].n;
  check("20 quotations stored", stored === 20, `${stored}`);

  // Mail: both instances' outbox workers race for the same rows; each must go out once.
  let outbox;
  for (let i = 0; i < 120; i++) {
    outbox = (
      await db.query(
        "SELECT status, count(*)::int AS n, max(attempts)::int AS attempts FROM mail_outbox GROUP BY status",
      )
    ).rows;
    const sent = outbox.find((r) => r.status === "sent")?.n ?? 0;
    if (sent >= 40 && !outbox.some((r) => r.status === "pending")) break;
    await sleep(500);
  }
  const sent = outbox.find((r) => r.status === "sent")?.n ?? 0;
  const files = instances.flatMap((i) => {
    const dir = path.join(i.dataDir, "mail");
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(".eml"))
          .map((f) => ({ f, on: i.name }))
      : [];
  });
  const names = files.map((x) => x.f);
  const duplicates = names.length - new Set(names).size;
  figures.mails = files.length;
  figures.duplicates = duplicates;
  figures.mailsByInstance = Object.fromEntries(
    instances.map((i) => [i.name, files.filter((x) => x.on === i.name).length]),
  );
  check("40 mails sent (outbox)", sent === 40, JSON.stringify(outbox));
  check(
    "40 .eml files written across both instances, no duplicate",
    files.length === 40 && duplicates === 0,
    `${files.length} files, ${duplicates} duplicates`,
  );

  // 11 bad sign-ins from one address (different emails: the per-account throttle stays out of it).
  const bad = [];
  const badServed = new Set();
  for (let i = 0; i < 11; i++) {
    const res = await p({
      method: "POST",
      url: "/api/auth/login",
      ...jsonBody({ email: `intruso${i}@cluster.test`, password: "no-es-la-clave" }),
      from: "127.0.2.1",
    });
    bad.push(res.status);
    badServed.add(res.upstream);
  }
  check(
    "11 bad sign-ins over both instances: 10 refused as wrong (401), the 11th rate-limited (429)",
    bad.slice(0, 10).every((c) => c === 401) && bad[10] === 429 && badServed.size === 2,
    bad.join(","),
  );

  const ratePrefix = (await db.query("SELECT count(*)::int AS n FROM rate_limits")).rows[0].n;
  check("rate-limit counters live in PostgreSQL", ratePrefix > 0, `${ratePrefix} keys`);

  // Memory, PostgreSQL mode: instance a, with the catalogue requests going to it directly.
  const pgOk = await measureRss("PostgreSQL + S3 (instance a)", instances[0], portA);
  check("1,000 catalogue requests answered 200 (PostgreSQL)", pgOk === 1000, `${pgOk}`);

  await db.end();
  await stopAll();
  await s3.close();

  // Memory, embedded mode: one instance on its own data directory (PGlite, local images).
  const embeddedPort = await freePort();
  const { DATABASE_URL: _db, S3_BUCKET: _bucket, ...embeddedEnv } = env;
  const embedded = startInstance("embedded", embeddedPort, embeddedEnv);
  if (await waitReady(embeddedPort)) {
    const ok = await measureRss("embedded PGlite", embedded, embeddedPort);
    check("1,000 catalogue requests answered 200 (embedded)", ok === 1000, `${ok}`);
  } else check("embedded instance ready", false);
  await stopAll();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  console.log(
    `\nfigures: ${figures.requests} requests through nginx, ${figures.ok2xx} 2xx; by instance ${JSON.stringify(figures.byInstance)}; ` +
      `mails ${figures.mails} (${JSON.stringify(figures.mailsByInstance)}), duplicates ${figures.duplicates}; ` +
      `image uploaded on ${upload.upstream}, read on ${read?.upstream}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const line of figures.rss) console.log(`memory (RSS) ${line}`);
}

try {
  await main();
  fs.rmSync(work, { recursive: true, force: true });
} catch (err) {
  check("cluster journey ran to the end", false, err instanceof Error ? err.message : String(err));
  console.log(`logs kept in ${work}`);
  await stopAll();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin
    .connect()
    .then(() => admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`))
    .catch(() => undefined);
  await admin.end().catch(() => undefined);
}
console.log(`\ncluster: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
