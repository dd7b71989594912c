/**
 * The status service's shared module for the Node server (server/status/) and the staff forms:
 * the wire format (status-api.ts), the model (status-model.ts), the status rules, and the zod schemas every staff change is
 * validated with, in the browser and on the server.
 */
import { z } from "~/lib/zod";
import { fillTemplate } from "~/lib/fill-template";
import { serviceStatuses } from "./status";
import { incidentImpacts, incidentStatuses, manualComponentIds, statusComponentDefs } from "./status-model";

export * from "./status-api";
export * from "./status-model";
// The status rules the server needs too: it imports this module only, never the page's logic.
export { isServiceStatus, overallStatus, serviceStatuses, severityOrder } from "./status";
export type { ServiceStatus } from "./status";

export const statusLimits = { title: 120, message: 1000 } as const;

export type StatusValidationMessages = {
  required: string;
  tooLong: string;
  control: string;
  choice: string;
  components: string;
};

export const englishStatusValidation: StatusValidationMessages = {
  required: "This field is required.",
  tooLong: "Use at most {max} characters.",
  control: "Remove the control characters.",
  choice: "Choose one of the options.",
  components: "Choose at least one known component.",
};

// C0 and C1 controls, DEL, and the bidirectional overrides; a message may keep tabs and line breaks.
const controlRange = "\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069";
const lineControls = new RegExp(`[${controlRange}]`);
const textControls = new RegExp(`(?![\\t\\n\\r])[${controlRange}]`);

/** The staff forms' schemas with their messages in one language (the server uses English). */
export function statusSchemasWith(messages: StatusValidationMessages = englishStatusValidation) {
  const text = (max: number, multiline: boolean, required: boolean) =>
    z.string().check(
      z.refine((value) => !(multiline ? textControls : lineControls).test(value), messages.control),
      z.trim(),
      ...(required ? [z.minLength(1, messages.required)] : []),
      z.maxLength(max, fillTemplate(messages.tooLong, { max })),
    );
  const status = z.enum(serviceStatuses, { error: messages.choice });
  const incidentStatus = z.enum(incidentStatuses, { error: messages.choice });
  const componentIds = statusComponentDefs.map((def) => def.id) as [string, ...string[]];

  const componentState = z.strictObject({
    status,
    message: text(statusLimits.message, true, false),
  });
  const incidentUpdate = z.strictObject({
    status: incidentStatus,
    message: text(statusLimits.message, true, true),
  });
  const newIncident = z.strictObject({
    title: text(statusLimits.title, false, true),
    impact: z.enum(incidentImpacts, { error: messages.choice }),
    components: z
      .array(z.enum(componentIds, { error: messages.components }))
      .check(
        z.minLength(1, messages.components),
        z.maxLength(componentIds.length, messages.components),
      ),
    status: incidentStatus,
    message: text(statusLimits.message, true, true),
  });
  return { componentState, incidentUpdate, newIncident };
}

export type StatusSchemas = ReturnType<typeof statusSchemasWith>;
export type ComponentStateInput = z.infer<StatusSchemas["componentState"]>;
export type IncidentUpdateInput = z.infer<StatusSchemas["incidentUpdate"]>;
export type NewIncidentInput = z.infer<StatusSchemas["newIncident"]>;

export function isManualComponent(id: string): boolean {
  return manualComponentIds.includes(id);
}
