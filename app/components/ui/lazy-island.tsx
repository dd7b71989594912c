import { Suspense, lazy, memo, useEffect, useRef, useState } from "react";
import type { ComponentType, RefObject } from "react";
import { announceHydrated, islandHydratedAttribute } from "~/lib/held-actions";

/** A reader scrolling down reaches an island about a screen after its code starts loading. */
const approachMargin = "0px 0px 100% 0px";

/** What says a visitor is reaching into a box that is still plain prerendered HTML. */
const intents = ["pointerdown", "focusin", "keydown"] as const;

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a) as Array<keyof typeof a>;
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * Mounted with the island's content, so its effect runs once React has hydrated the island's
 * nodes: it marks the box, and a click held meanwhile is replayed at once rather than at the
 * script's next look.
 */
function Hydrated({ box }: { box: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    box.current?.setAttribute(islandHydratedAttribute, "");
    announceHydrated();
  }, [box]);
  return null;
}

/**
 * Rendered only when React has dropped the island's prerendered HTML and client-renders it: a
 * context above it (the router's location, say, when a page replaces its address) changed before
 * it hydrated. Nothing is left to read, so the code loads at once instead of on approach.
 */
function LoadNow({ request }: { request: () => void }) {
  useEffect(request, [request]);
  return null;
}

/**
 * A below-the-fold interactive part of a prerendered page (comments, a like button) whose code
 * loads only when the part nears the viewport or the visitor reaches into it, so a visit that
 * never scrolls there never downloads it.
 *
 * Until then React leaves the part as its prerendered HTML, which reads and links as usual: the
 * boundary suspends while hydrating, and React hydrates it when the code arrives. A click on one
 * of its buttons or links meanwhile is held and replayed (app/lib/held-actions.ts, which finds the
 * box by its data-island attribute), text typed into its fields stays in the same nodes. Mounted
 * by a client-side navigation, where there is no HTML to keep, it loads at once.
 *
 * The island is memoised, and its props must be stable: an update that reached the boundary
 * before it hydrated would make React drop the prerendered HTML and render it again on the
 * client. If its props do change meanwhile (an admin's controls), it loads at once.
 *
 * A failed download (offline, a new deployment) leaves the HTML in place; the next approach or
 * intent tries again.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    loadAtOnce,
  }: {
    /**
     * The prerendered HTML would mislead this visitor (it shows the default of something they
     * have changed, such as their own comments): load as soon as the page is interactive.
     */
    loadAtOnce?: (props: P) => boolean;
  } = {},
) {
  let wanted = false;
  let waiting: (() => void) | undefined;
  const request = () => {
    wanted = true;
    const attempt = waiting;
    waiting = undefined;
    attempt?.();
  };
  const Code = lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve) => {
        const attempt = () =>
          load().then(
            (component) => resolve({ default: component }),
            () => {
              wanted = false;
              waiting = attempt;
            },
          );
        // Prerendering renders it whole.
        if (typeof document === "undefined" || wanted) void attempt();
        else waiting = attempt;
      }),
  );

  function Island({ className, ...props }: P & { className?: string }) {
    const box = useRef<HTMLDivElement>(null);
    const [mountedAfterHydration] = useState(
      () => typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true",
    );
    const [firstProps] = useState(props);
    if (mountedAfterHydration || !sameProps(firstProps, props)) request();
    useEffect(() => {
      const element = box.current;
      if (!element || wanted) return;
      if (loadAtOnce?.(firstProps as P)) return request();
      // A browser without it (or a test DOM) gets the code at once.
      if (typeof IntersectionObserver === "undefined") return request();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) request();
        },
        { rootMargin: approachMargin },
      );
      observer.observe(element);
      // On the window, first: React stops these events at the document while the part it would
      // send them to is not hydrated yet.
      const onIntent = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) request();
      };
      for (const type of intents) window.addEventListener(type, onIntent, true);
      return () => {
        observer.disconnect();
        for (const type of intents) window.removeEventListener(type, onIntent, true);
      };
    }, [firstProps]);
    return (
      <div ref={box} className={className} data-island="">
        <Suspense fallback={<LoadNow request={request} />}>
          <Code {...(props as P)} />
          <Hydrated box={box} />
        </Suspense>
      </div>
    );
  }

  return memo(Island);
}
