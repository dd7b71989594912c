import { useState } from "react";
import { createSubmissionKeys } from "./intake-client";

/** The form's idempotency keys, kept for the life of the form (see createSubmissionKeys). */
export function useSubmissionKeys() {
  const [keys] = useState(createSubmissionKeys);
  return keys;
}
