/**
 * Serves the production build the way the deploy config does: each prerendered route gets its
 * own HTML, unknown paths get the SPA fallback (the client then redirects to /), precompressed
 * brotli/gzip files are sent when accepted, and every response carries the security headers.
 * `vite preview` and `serve -s` answer every path with the home page, so they are not used.
 * The intake service (server/, bundled by the build) answers /api/ on the same origin.
 */
import fs from "node:fs";
import http from "node:http";
import { pathToFileURL } from "node:url";
import sirv from "sirv";
import { clientDir, intakeModule } from "./site-paths.mjs";
import { cacheControl, isHashedAsset, securityHeaders } from "./security-headers.mjs";

const dir = clientDir();
if (!fs.existsSync(`${dir}/index.html`)) {
  console.error(`No build found in ${dir}. Run "npm run build" first (or "npm start").`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

// A build for a static host (VITE_INTAKE=off) still serves fine here, just without /api/.
let intake = null;
if (fs.existsSync(intakeModule())) {
  const { startIntake } = await import(pathToFileURL(intakeModule()).href);
  try {
    intake = await startIntake();
  } catch (error) {
    console.error(`Intake service not started: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

const serveStatic = sirv(dir, {
  brotli: true,
  gzip: true,
  etag: true,
  single: "__spa-fallback.html",
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", isHashedAsset(pathname) ? cacheControl.immutable : cacheControl.revalidate);
    // sirv's type table knows .xml only as text/xml; feed readers look for the RSS type.
    if (pathname.endsWith("/rss.xml")) res.setHeader("Content-Type", "application/rss+xml; charset=utf-8");
  },
});

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (intake && (req.url === "/api" || req.url?.startsWith("/api/"))) {
    void intake.handle(req, res);
    return;
  }
  serveStatic(req, res, () => {
    res.statusCode = 404;
    res.end("Not found");
  });
});

server.listen(port, host, () => {
  console.log(`Northpine website: http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => void (intake?.close() ?? Promise.resolve()).finally(() => process.exit(0)));
    // Keep-alive connections would hold close() open; the process is stopping anyway.
    server.closeAllConnections?.();
  });
}
