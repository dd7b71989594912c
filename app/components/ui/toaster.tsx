import { useEffect } from "react";
import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import { announceToasterMounted } from "./lazy-toast";

/**
 * sonner's light rich colours put mid-tone text on pale backgrounds (success is about 4.3:1);
 * these darker text colours keep every toast type above WCAG AA 4.5:1. Dark theme passes as is.
 */
const lightRichColors = {
  "--success-text": "#14532d",
  "--error-text": "#991b1b",
  "--info-text": "#1e3a8a",
  "--warning-text": "#7c2d12",
} as CSSProperties;

/** One visible toast at a time, dismissed after 5 s, as the spec's toast queue requires. */
export function Toaster({ theme }: { theme: "light" | "dark" }) {
  // Runs after sonner's own effects (children first), when it already listens for toasts.
  useEffect(announceToasterMounted, []);
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      duration={5000}
      position="top-center"
      closeButton
      richColors
      style={theme === "light" ? lightRichColors : undefined}
      toastOptions={{ closeButtonAriaLabel: "Dismiss notification" }}
    />
  );
}
