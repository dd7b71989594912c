/**
 * End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here), serve the build
 * with Debian's nginx for the deployment tests, and draw the scripts the brand typeface lacks in
 * Debian's Noto fonts. Missing packages are installed when running as root; otherwise the command
 * stops and says what to install.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const needed = [];
if (!fs.existsSync(chromePath)) needed.push("chromium");
if (!fs.existsSync("/usr/sbin/nginx")) needed.push("nginx-light");
// The typeface test renders Arabic, Devanagari, Japanese and Chinese in the fonts a visitor's
// system would have.
if (!fs.existsSync("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"))
  needed.push("fonts-noto-core");
if (!fs.existsSync("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"))
  needed.push("fonts-noto-cjk");

if (needed.length > 0) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing for the end-to-end tests: ${needed.join(", ")}. Install Debian's packages first:\n  sudo apt-get update && sudo apt-get install -y ${needed.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${needed.join(", ")} for the end-to-end tests...`);
  execSync(
    `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${needed.join(" ")}`,
    {
      stdio: "inherit",
    },
  );
}
