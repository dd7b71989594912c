/**
 * `npm run admin:hash`: prints the scrypt hash of a password for ADMIN_PASSWORD_HASH. The password
 * is read from standard input (typed or piped) so it never lands in the shell history.
 */
import { createInterface } from "node:readline";
import { hashPassword } from "./passwords.ts";

const lines = createInterface({ input: process.stdin, terminal: false });
if (process.stdin.isTTY) process.stderr.write("Password: ");
lines.once("line", (password) => {
  lines.close();
  if (password.length < 12) {
    process.stderr.write("Use at least 12 characters.\n");
    process.exitCode = 1;
    return;
  }
  void hashPassword(password).then((hash) => process.stdout.write(`${hash}\n`));
});
