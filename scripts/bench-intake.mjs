/**
 * `npm run bench:intake`: a bounded load on the intake service as `npm start` runs it, once on
 * SQLite and once on PostgreSQL. For each: submissions per second, latency p50 and p99, and how
 * many submissions were acknowledged (201) against how many the admin inbox then holds. Needs a
 * build (`npm run build`); PostgreSQL comes from BENCH_DATABASE_URL or TEST_DATABASE_URL, else the
 * local server at 127.0.0.1:5432, and is skipped with a note when none answers.
 *
 * Options: --connections=N (default 50), --amount=N submissions per backend (default 3000).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { clientDir, intakeModule } from "./site-paths.mjs";

const option = (name, fallback) => {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? Number(arg.split("=")[1]) : fallback;
};
const connections = option("connections", 50);
const amount = option("amount", 3000);

if (!fs.existsSync(intakeModule()) || !fs.existsSync(path.join(clientDir(), "index.html"))) {
  console.error('No build with the intake service found. Run "npm run build" first.');
  process.exit(1);
}

const demo = { username: "admin", password: "" };
{
  // The demo pair lives in the site config; the bundle has it, so read it from there.
  const { site } = await import("../app/content/site.ts").catch(() => ({ site: null }));
  if (site) Object.assign(demo, { username: site.demoAdmin.username, password: site.demoAdmin.password });
}

async function startServer(env, port) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, ...env, PORT: String(port), INTAKE_RATE_LIMIT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 30_000);
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes("Northpine website:")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  // The request log would only slow the run down: drain it.
  child.stdout.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

async function storedCount(base, marker) {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(demo),
  });
  if (!login.ok) throw new Error(`sign-in failed with ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const { csrfToken } = await login.json();
  const response = await fetch(`${base}/api/admin/submissions?q=${marker}&limit=1`, {
    headers: { cookie, "X-CSRF-Token": csrfToken },
  });
  return (await response.json()).total;
}

async function run(name, env, port) {
  const server = await startServer(env, port);
  const marker = `bench${Date.now().toString(36)}`;
  let sequence = 0;
  try {
    const result = await autocannon({
      url: server.url,
      connections,
      amount,
      requests: [
        {
          method: "POST",
          path: "/api/contact",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          setupRequest(request) {
            sequence += 1;
            return {
              ...request,
              body: JSON.stringify({
                name: "Load Test",
                email: "load@example.ca",
                company: "",
                phone: "",
                inquiryType: "general_inquiry",
                message: `${marker} submission ${sequence}`,
                idempotencyKey: `${marker}-${sequence}-padding-key`,
                website: "",
              }),
            };
          },
        },
      ],
    });
    const stored = await storedCount(server.url, marker);
    return {
      backend: name,
      // Over the whole run: autocannon's per-second samples are too few for a short run.
      "submissions/s": Math.round(result.requests.total / result.duration),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      acknowledged: result["2xx"],
      stored,
      errors: result.errors + result.non2xx,
    };
  } finally {
    await server.stop();
  }
}

const rows = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-intake-"));
rows.push(await run("SQLite", { INTAKE_DATA_DIR: dataDir }, 4390));

const pgUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres:postgres@127.0.0.1:5432/test";
try {
  const { default: pg } = await import("pg");
  const schema = `bench_intake_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const url = `${pgUrl}${pgUrl.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    rows.push(await run("PostgreSQL", { INTAKE_DATA_DIR: dataDir, DATABASE_URL: url }, 4391));
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
} catch (error) {
  console.warn(`PostgreSQL run skipped: ${error instanceof Error ? error.message : error}`);
}
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(`\n${amount} JSON contact submissions per backend, ${connections} connections:`);
console.table(rows);
if (rows.some((row) => row.acknowledged !== row.stored)) {
  console.error("Acknowledged and stored differ.");
  process.exitCode = 1;
}
