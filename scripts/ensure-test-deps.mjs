/**
 * End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) and serve the
 * build with Debian's nginx for the deployment tests. Missing packages are installed when
 * running as root; otherwise the command stops and says what to install.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const needed = [];
if (!fs.existsSync(chromePath)) needed.push("chromium");
if (!fs.existsSync("/usr/sbin/nginx")) needed.push("nginx-light");

if (needed.length > 0) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing for the end-to-end tests: ${needed.join(", ")}. Install Debian's packages first:\n  sudo apt-get update && sudo apt-get install -y ${needed.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${needed.join(", ")} for the end-to-end tests...`);
  execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${needed.join(" ")}`, {
    stdio: "inherit",
  });
}
