import { useEffect, useState } from "react";

/**
 * The id of the section being read: the one crossing a reading line a third of the way down the
 * viewport. Between sections (in a gap) the last one stays active. Before hydration, and before
 * the observer's first report, it is the first id.
 */
export function useActiveSection(
  ids: readonly string[],
): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join(" ");

  useEffect(() => {
    const order = key.split(" ");
    const elements = order
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0 || typeof IntersectionObserver === "undefined") return;

    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const current = order.find((id) => visible.has(id));
        if (current) setActive(current);
      },
      { rootMargin: "-35% 0px -64% 0px" },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [key]);

  return [active ?? ids[0], setActive];
}
