/**
 * End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here). When it is
 * missing, install it as root, or stop with a message that says what to install.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

if (!fs.existsSync(chromePath)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${chromePath}. Install Debian's package first:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROME_PATH to an installed Chromium.`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package...");
  execSync("apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium", {
    stdio: "inherit",
  });
}
