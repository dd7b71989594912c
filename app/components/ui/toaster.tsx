import { useEffect, useState } from "react";
import type { CSSProperties } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { announceToasterMounted } from "~/lib/lazy-toast";

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

/** The gap between what a toast must not cover and the toast. */
const gap = 12;

/**
 * The top offset that keeps toasts below every element matching `selector` (the sticky header
 * and whatever opens under it). Re-measured on scroll, resize, when the first match's children
 * change and when a popover opens or closes, since a sticky header's bottom moves while content
 * above it scrolls away.
 */
function useTopBelow(selector: string): number {
  const [top, setTop] = useState(64 + gap);
  useEffect(() => {
    const container = document.querySelector(selector);
    if (!container) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const bottoms = [...document.querySelectorAll(selector)].map(
        (element) => element.getBoundingClientRect().bottom,
      );
      setTop(Math.round(Math.max(0, ...bottoms)) + gap);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    const observer = new MutationObserver(schedule);
    observer.observe(container, { childList: true });
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // A popover under the header (the small-screen search bar) opening or closing; toggle events
    // do not bubble, so they are caught on the way down.
    document.addEventListener("toggle", schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener("toggle", schedule, true);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [selector]);
  return top;
}

/**
 * One visible toast at a time, dismissed after 5 s, as the spec's toast queue requires. Toasts
 * appear at the top, just below the elements `below` selects, so they never cover them.
 */
export function Toaster({
  theme,
  below,
  closeLabel,
  label,
}: {
  theme: "light" | "dark";
  below: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
  /** The toasts' region's name, in the page's language. */
  label: string;
}) {
  // Runs after sonner's own effects (children first), when it already listens for toasts.
  useEffect(() => announceToasterMounted(toast), []);
  const top = useTopBelow(below);
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      duration={5000}
      position="top-center"
      offset={{ top }}
      mobileOffset={{ top }}
      closeButton
      richColors
      style={theme === "light" ? lightRichColors : undefined}
      containerAriaLabel={label}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  );
}
