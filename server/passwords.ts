import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// Erasable TypeScript and node: imports only, so `npm run admin:hash` runs this file directly.

/** OWASP's scrypt floor (N=2^17, r=8, p=1) needs 128 MB; 2^15 keeps a login under 100 ms on a small VM. */
const defaults = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 };

function derive(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  keyLength: number,
) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` with base64url salt and hash: self-describing, so costs can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = defaults;
  const key = await derive(password, salt, N, r, p, keyLength);
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export function isPasswordHash(value: string): boolean {
  return /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/.test(value);
}

/** Constant-time comparison; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!isPasswordHash(stored)) return false;
  const [, n, r, p, salt, hash] = stored.split("$");
  const expected = Buffer.from(hash ?? "", "base64url");
  const N = Number(n);
  if (expected.length < 16 || N > 2 ** 20) return false;
  const key = await derive(
    password,
    Buffer.from(salt ?? "", "base64url"),
    N,
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(key, expected);
}
