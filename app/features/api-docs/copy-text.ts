/** Writes text to the clipboard; false when the browser refuses (no permission, insecure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export const copyMessages = {
  success: "Copied to clipboard",
  successDescription: "The code sample is ready to paste.",
  failure: "Copy Failed",
  failureDescription:
    "Could not copy the code to your clipboard. Select the text and copy it instead.",
} as const;
