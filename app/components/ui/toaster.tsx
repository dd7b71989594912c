import { Toaster as Sonner } from "sonner";

/** One visible toast at a time, dismissed after 5 s, as the spec's toast queue requires. */
export function Toaster({ theme }: { theme: "light" | "dark" }) {
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      duration={5000}
      position="top-center"
      closeButton
      richColors
      toastOptions={{ closeButtonAriaLabel: "Dismiss notification" }}
    />
  );
}
