/**
 * Serves the build with deploy/nginx.conf on a loopback port, for the deployment tests. Only the
 * listen, root and intake proxy_pass lines are changed; everything else is the committed config.
 */
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { clientDir } from "./site-paths.mjs";

const port = Number(process.env.NGINX_PORT ?? 4318);
const nginx = fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "northpine-nginx-"));

const server = fs
  .readFileSync("deploy/nginx.conf", "utf8")
  .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
  .replace(/^(\s*)root [^;]+;$/m, `$1root ${clientDir()};`)
  // The intake service under test listens where `npm start` would, unless told otherwise.
  .replace("proxy_pass http://127.0.0.1:4173;", `proxy_pass http://${process.env.INTAKE_UPSTREAM ?? "127.0.0.1:4173"};`);

const mimeTypes = fs.existsSync("/etc/nginx/mime.types") ? "include /etc/nginx/mime.types;" : "";
// Started as root, nginx hands its workers to `nobody`, who cannot read a build inside a private
// checkout (mode 700, as mktemp -d makes) and answers 500; the workers run as the invoking user.
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const userLine = isRoot ? `user ${os.userInfo().username};\n` : "";

fs.writeFileSync(
  path.join(work, "nginx.conf"),
  `${userLine}worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
    ${mimeTypes}
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${work}/body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
${server}
}
`,
);

execSync(`${nginx} -t -q -c ${work}/nginx.conf -p ${work}`, { stdio: "inherit" });
const child = spawn(nginx, ["-c", `${work}/nginx.conf`, "-p", work], { stdio: "inherit" });
console.log(`nginx (deploy/nginx.conf): http://127.0.0.1:${port}`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    child.kill("SIGQUIT");
    process.exit(0);
  });
}
child.on("exit", (code) => process.exit(code ?? 0));
