/**
 * A build that publishes the test-only pseudo-locales (app/lib/locales.ts) next to the three
 * languages, for tests/e2e/pseudo-locales.desktop.spec.ts: the project is copied to a folder of its
 * own (its catalogs and posts for the pseudo-locales are made there, never in the working tree),
 * and built with PSEUDO_LOCALES=1 into `<BUILD_DIR>-pseudo`. Prints the build's folder.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
export const pseudoBuildDir = path.resolve(root, `${process.env.BUILD_DIR ?? "build"}-pseudo`);

const skip = new Set([
  "node_modules",
  ".git",
  "data",
  "test-results",
  "playwright-report",
  ".react-router",
  ".lighthouse",
]);

/** Builds the site with the pseudo-locales; resolves with the build's folder. */
export async function buildPseudo() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "northpine-pseudo-"));
  fs.rmSync(pseudoBuildDir, { recursive: true, force: true });
  try {
    fs.cpSync(root, copy, {
      recursive: true,
      filter: (source) => {
        const top = path.relative(root, source).split(path.sep)[0];
        return !skip.has(top) && !/^build/.test(top);
      },
    });
    fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
    const env = {
      ...process.env,
      PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
      PSEUDO_LOCALES: "1",
      BUILD_DIR: pseudoBuildDir,
    };
    await new Promise((resolve, reject) => {
      let output = "";
      const child = spawn("sh", ["-c", "node scripts/i18n.mjs pseudo && npm run build --silent"], {
        cwd: copy,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("error", reject);
      child.on("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`pseudo-locale build failed (${code}):\n${output}`)),
      );
    });
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
  return pseudoBuildDir;
}

if (import.meta.main) console.log(await buildPseudo());
