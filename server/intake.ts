/**
 * The four public forms: contact (and demo requests), support tickets, job applications with a
 * résumé, and newsletter signups. Each request is rate-limited per address, read within size and
 * time limits, validated with the form's own schema, and stored once per idempotency key.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { inquiryTypes } from "~/content/contact";
import { departments } from "~/content/support";
import {
  intakeEndpoints,
  intakeFields,
  nativeOutcome,
  nativeReturnPages,
} from "~/lib/intake-endpoints";
import { HttpError, readBody, singleValues } from "./body";
import type { ParsedBody, UploadedFile } from "./body";
import type { PrivacyRequestType } from "~/features/privacy-request/privacy-request-schema";
import type { IntakeConfig } from "./config";
import type { IntakeDb } from "./database";
import { deleteFile, storeFile } from "./files";
import {
  inSendersLanguage,
  isNativeForm,
  nativeErrorOf,
  redirect,
  rejectControlCharacters,
  send,
  senderLocale,
  senderPagePath,
  validate,
  withParam,
} from "./http";
import { createRateLimiter } from "./rate-limit";
import { sniffResume } from "./sniff";
import { findByKey, storeSubmission } from "./submissions";
import type { NewSubmission, Submission } from "./submissions";
import {
  applicationRequestSchema,
  contactRequestSchema,
  newsletterRequestSchema,
  privacyRequestWireSchema,
  resumeMaxBytes,
  ticketRequestSchema,
} from "./wire-schemas";

export const bodyLimits = { json: 64 * 1024, multipart: resumeMaxBytes + 512 * 1024 };

/** Where a submit made without JavaScript lands afterwards: fixed pages, never one the request names. */
export const confirmationPages: Record<string, string> = {
  [intakeEndpoints.contact]: nativeReturnPages[intakeEndpoints.contact],
  [intakeEndpoints.ticket]: nativeReturnPages[intakeEndpoints.ticket],
  [intakeEndpoints.application]: nativeReturnPages[intakeEndpoints.application],
  [intakeEndpoints.newsletter]: nativeReturnPages[intakeEndpoints.newsletter],
  [intakeEndpoints.privacyRequest]: nativeReturnPages[intakeEndpoints.privacyRequest],
};

const inquiryLabel = (value: string) =>
  inquiryTypes.find((type) => type.value === value)?.label ?? value;
const privacyTopics: Record<PrivacyRequestType, string> = {
  access: "Privacy request: access",
  correction: "Privacy request: correction",
  deletion: "Privacy request: deletion",
  withdrawal: "Privacy request: withdrawal of consent",
};
const departmentLabel = (value: string) =>
  departments.find((type) => type.value === value)?.label ?? value;

/** The form and its content, so one idempotency key can never stand for two different submissions. */
function fingerprintOf(endpoint: string, input: NewSubmission, resumeDigest = ""): string {
  const { idempotencyKey: _, resume: __, fingerprint: ___, locale: ____, ...content } = input;
  return createHash("sha256")
    .update(JSON.stringify([endpoint, content, resumeDigest]))
    .digest("base64url");
}

const conflict = () =>
  new HttpError(
    409,
    "idempotency_conflict",
    "This idempotency key was already used for a different submission.",
  );

export type Notifier = { enqueue(submission: Submission): Promise<void> };

export function createIntake(db: IntakeDb, config: IntakeConfig, notifier: Notifier | null) {
  const limiter = createRateLimiter(db, "intake", config.rateLimit, config.rateWindowMs);

  async function store(input: NewSubmission) {
    const result = await storeSubmission(db, input);
    if (result.conflict) throw conflict();
    if (result.created) await notifier?.enqueue(result.submission);
    return result;
  }

  /** The form's fields as an object; files stay apart. */
  function fieldsOf(body: ParsedBody): Record<string, unknown> {
    if (body.type === "json") {
      if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
        throw new HttpError(400, "invalid", "Send a JSON object.");
      }
      return body.value as Record<string, unknown>;
    }
    return singleValues(body.fields);
  }

  /**
   * A submit without JavaScript carries no key; one derived from the content and address makes
   * a reloaded POST collapse into the first one, like a retry with a key does.
   */
  function ensureKey(
    fields: Record<string, unknown>,
    endpoint: string,
    address: string,
    native: boolean,
  ) {
    if (!native || fields[intakeFields.idempotencyKey]) return fields;
    const digest = createHash("sha256")
      .update(JSON.stringify([endpoint, address, fields]))
      .digest("base64url");
    return { ...fields, [intakeFields.idempotencyKey]: `native-${digest}` };
  }

  function checkResume(file: UploadedFile | undefined) {
    if (!file || file.size === 0)
      throw Object.assign(new HttpError(400, "invalid", "A résumé is required."), {
        fields: { resume: "Resume is required." },
      });
    if (file.size > resumeMaxBytes)
      throw new HttpError(413, "too_large", "The résumé is larger than 5 MB.");
    const type = sniffResume(file.head);
    if (!type) {
      throw Object.assign(
        new HttpError(415, "unsupported_file", "The résumé is not a PDF, DOC or DOCX file."),
        { fields: { resume: "Please upload a PDF, DOC or DOCX file." } },
      );
    }
    return { file, type };
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    endpoint: string,
    address: string,
  ): Promise<string> {
    const native = isNativeForm(req);
    if (!native) return intakeRequest(req, res, endpoint, address, false);
    try {
      return await intakeRequest(req, res, endpoint, address, true);
    } catch (error) {
      // A visitor without JavaScript gets the page back with a marker it explains, not raw JSON.
      if (!(error instanceof HttpError) || res.headersSent) throw error;
      redirect(
        res,
        withParam(
          inSendersLanguage(req, confirmationPages[endpoint] ?? "/"),
          nativeOutcome.errorParam,
          nativeErrorOf(error),
        ),
      );
      return error.code;
    }
  }

  async function intakeRequest(
    req: IncomingMessage,
    res: ServerResponse,
    endpoint: string,
    address: string,
    native: boolean,
  ): Promise<string> {
    const retryAfter = await limiter.hit(address);
    if (retryAfter && native) throw new HttpError(429, "rate_limited", "Too many submissions.");
    if (retryAfter) {
      send(
        res,
        429,
        {
          error: "rate_limited",
          message: "Too many submissions from this address. Try again later.",
        },
        { "Retry-After": String(retryAfter) },
      );
      return "rate_limited";
    }
    const isApplication = endpoint === intakeEndpoints.application;
    const body = await readBody(req, bodyLimits, isApplication);
    try {
      return await fromBody(req, res, endpoint, address, native, body);
    } finally {
      if (body.type === "form") await body.cleanup();
    }
  }

  async function fromBody(
    req: IncomingMessage,
    res: ServerResponse,
    endpoint: string,
    address: string,
    native: boolean,
    body: ParsedBody,
  ): Promise<string> {
    const isApplication = endpoint === intakeEndpoints.application;
    if (isApplication && body.type === "json")
      throw new HttpError(
        415,
        "unsupported_media_type",
        "Send multipart/form-data with the résumé.",
      );
    const fields = ensureKey(fieldsOf(body), endpoint, address, native);
    rejectControlCharacters(fields);
    const files = body.type === "form" ? body.files : new Map<string, UploadedFile[]>();
    const unknownFile = [...files.keys()].find((name) => !isApplication || name !== "resume");
    if (unknownFile !== undefined || (files.get("resume")?.length ?? 0) > 1) {
      throw new HttpError(400, "unknown_field", "The request has a file this form does not take.");
    }
    const honeypot = fields[intakeFields.honeypot];
    const reply = (status: number, id: string | null) => {
      if (native)
        redirect(
          res,
          withParam(
            inSendersLanguage(req, confirmationPages[endpoint] ?? "/"),
            nativeOutcome.sentParam,
            "1",
          ),
        );
      else send(res, status, { status: "stored", id });
    };
    // A bot that filled the honeypot is told it worked, so it has nothing to adapt to.
    if (typeof honeypot === "string" && honeypot !== "") {
      reply(201, null);
      return "honeypot";
    }

    const locale = senderLocale(req);
    let input: NewSubmission;
    if (endpoint === intakeEndpoints.contact) {
      const {
        idempotencyKey,
        website: _,
        context,
        ...values
      } = validate(contactRequestSchema, fields);
      input = {
        kind: values.inquiryType === "demo_request" ? "demo" : "contact",
        idempotencyKey,
        name: values.name,
        email: values.email,
        topic: inquiryLabel(values.inquiryType),
        message: values.message,
        details: {
          company: values.company,
          phone: values.phone,
          inquiryType: values.inquiryType,
          context: context ?? {},
        },
        locale,
      };
    } else if (endpoint === intakeEndpoints.ticket) {
      const { idempotencyKey, website: _, ...values } = validate(ticketRequestSchema, fields);
      input = {
        kind: "ticket",
        idempotencyKey,
        name: values.name,
        email: values.email,
        topic: values.subject,
        message: values.message,
        details: {
          department: values.department,
          departmentLabel: departmentLabel(values.department),
        },
        locale,
      };
    } else if (endpoint === intakeEndpoints.privacyRequest) {
      const { idempotencyKey, website: _, ...values } = validate(privacyRequestWireSchema, fields);
      input = {
        kind: "privacy",
        idempotencyKey,
        name: values.name,
        email: values.email,
        topic: privacyTopics[values.requestType],
        message: values.details,
        details: { requestType: values.requestType },
        locale,
      };
    } else if (endpoint === intakeEndpoints.newsletter) {
      const { idempotencyKey, email } = validate(newsletterRequestSchema, fields);
      input = {
        kind: "newsletter",
        idempotencyKey,
        name: "",
        email,
        topic: "Newsletter signup",
        message: "",
        // CASL: when and on which page consent was given; it counts once the address confirms.
        details: { consent: { givenAt: new Date().toISOString(), page: senderPagePath(req) } },
        locale,
      };
    } else {
      const file = files.get("resume")?.[0];
      const {
        idempotencyKey,
        website: _,
        resume: __,
        ...values
      } = validate(applicationRequestSchema, {
        ...fields,
        resume: file ? { name: file.name } : null,
      });
      input = {
        kind: "application",
        idempotencyKey,
        name: values.fullName,
        email: values.email,
        topic: values.jobTitle,
        message: values.coverLetter,
        details: { phone: values.phone, jobTitle: values.jobTitle },
        locale,
      };
      const resume = checkResume(file);
      input.fingerprint = fingerprintOf(endpoint, input, resume.file.sha256);
      const { submission, created } = await storeApplication(input, resume);
      reply(created ? 201 : 200, submission.id);
      return created ? "stored" : "duplicate";
    }
    input.fingerprint = fingerprintOf(endpoint, input);
    const { submission, created } = await store(input);
    reply(created ? 201 : 200, submission.id);
    return created ? "stored" : "duplicate";
  }

  /**
   * A repeat of a stored key answers at once instead of storing the file again. The file is stored
   * before the record that names it; a crash between the two leaves a file no record names, which
   * the orphan sweep (files.ts) removes.
   */
  async function storeApplication(
    input: NewSubmission,
    resume: { file: UploadedFile; type: { mime: string } },
  ) {
    const previous = await findByKey(db, input.idempotencyKey);
    if (previous) {
      if (previous.fingerprint && previous.fingerprint !== input.fingerprint) throw conflict();
      return { submission: previous.submission, created: false };
    }
    const fileId = await storeFile(db, resume.file);
    const saved = {
      file: fileId,
      name: resume.file.name.slice(0, 255),
      type: resume.type.mime,
      size: resume.file.size,
    };
    try {
      const result = await store({ ...input, resume: saved });
      if (!result.created) await deleteFile(db, fileId);
      return result;
    } catch (error) {
      await deleteFile(db, fileId);
      throw error;
    }
  }

  return { handle };
}
