/**
 * Entry of the server bundle (vite.server.config.ts builds it into build/server/intake.js);
 * scripts/serve.mjs mounts it under /api/ next to the static files.
 */
import { createIntakeService } from "./app";
import { configFromEnv } from "./config";

export async function startIntake() {
  return createIntakeService(configFromEnv());
}
