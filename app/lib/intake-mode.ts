/**
 * Whether the forms talk to the intake service. `VITE_INTAKE=off` at build time makes a build for
 * a static host: the specification's simulated sending and demo sign-in, nothing requested.
 */
export const intakeEnabled: boolean = import.meta.env.VITE_INTAKE !== "off";
