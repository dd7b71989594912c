import { useEffect, useState } from "react";
import type { RefObject } from "react";

export const defaultHeaderHeight = 64;

/** The header bar's height, re-measured on window resize; 64 until the first measurement. */
export function useHeaderHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(defaultHeaderHeight);
  useEffect(() => {
    const measure = () => {
      const measured = ref.current?.offsetHeight;
      setHeight(measured && measured > 0 ? measured : defaultHeaderHeight);
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [ref]);
  return height;
}
