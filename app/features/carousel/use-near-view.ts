import { useEffect, useState } from "react";
import type { RefObject } from "react";

/** True once `target` comes within a screen of the viewport; always true when not `deferred`. */
export function useNearView(target: RefObject<HTMLElement | null>, deferred: boolean): boolean {
  const [near, setNear] = useState(!deferred);

  useEffect(() => {
    const node = target.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, target]);

  return near;
}
