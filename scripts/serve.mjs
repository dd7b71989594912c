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
    res.setHeader(
      "Cache-Control",
      isHashedAsset(pathname) ? cacheControl.immutable : cacheControl.revalidate,
    );
    // sirv's type table knows .xml only as text/xml; feed readers look for the RSS type.
    if (pathname.endsWith("/rss.xml"))
      res.setHeader("Content-Type", "application/rss+xml; charset=utf-8");
  },
});

/**
 * sirv's range handling trusts the header: a reversed range (`bytes=100-50`) makes its file stream
 * throw outside any catch, and suffix or multiple ranges are misread. Only one plain range
 * (`bytes=start-` or `bytes=start-end`, start <= end) reaches it, which it serves as 206, or as
 * 416 with a Content-Range naming the size when it starts past the end; any other Range, or one
 * with If-Range (which sirv does not check), is ignored and the whole file sent, as RFC 9110
 * allows. See docs/decisions/0074-request-bodies-stored-files-and-ranges.md.
 */
function sanitizeRange(req) {
  const range = req.headers.range;
  if (range === undefined) return;
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range.trim());
  const plain = match && (match[2] === "" || Number(match[1]) <= Number(match[2]));
  if (!plain || req.headers["if-range"] !== undefined) delete req.headers.range;
}

/** An error after the answer started can only cut the connection; before, it is a 500. */
function fail(res, error, json = false) {
  console.error(`Request failed: ${error instanceof Error ? error.stack : error}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader("Cache-Control", "no-store");
  if (json) {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify({ error: "internal", message: "The request could not be completed." }));
  } else {
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Internal server error");
  }
}

const server = http.createServer((req, res) => {
  try {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (intake && (req.url === "/api" || req.url?.startsWith("/api/"))) {
      Promise.resolve()
        .then(() => intake.handle(req, res))
        .catch((error) => fail(res, error, true));
      return;
    }
    sanitizeRange(req);
    // sirv pipes a file stream into the response; a read error (a file gone since start-up)
    // would otherwise be an unhandled 'error' event that ends the process.
    res.once("pipe", (source) => source.once("error", (error) => fail(res, error)));
    serveStatic(req, res, () => {
      res.statusCode = 404;
      res.end("Not found");
    });
  } catch (error) {
    fail(res, error);
  }
});

// A request Node cannot parse (bad syntax, headers too large) gets its answer here and the
// connection is closed; it never reaches the handler above.
server.on("clientError", (error, socket) => {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === "HPE_HEADER_OVERFLOW"
      ? "431 Request Header Fields Too Large"
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? "408 Request Timeout"
        : "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});

server.listen(port, host, () => {
  // The port actually bound (PORT=0 picks a free one, as the tests do).
  console.log(`Northpine website: http://${host}:${server.address().port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => void (intake?.close() ?? Promise.resolve()).finally(() => process.exit(0)));
    // Keep-alive connections would hold close() open; the process is stopping anyway.
    server.closeAllConnections?.();
  });
}
