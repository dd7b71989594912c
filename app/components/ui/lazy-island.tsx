import { Suspense, lazy, memo, useEffect, useRef, useState } from "react";
import type { ComponentType, RefObject } from "react";
// The links it takes are rendered already localized (their href is the page's own language).
// eslint-disable-next-line no-restricted-imports
import { useNavigate } from "react-router";
import { isPlainClick } from "~/lib/plain-click";

/** A reader scrolling down reaches an island about a screen after its code starts loading. */
const approachMargin = "0px 0px 100% 0px";

/** What says a visitor is reaching into a box that is still plain prerendered HTML. */
const intents = ["pointerdown", "focusin", "keydown"] as const;

/** Mounted with the island's content: its effect runs once React has hydrated the island. */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * React drops a click on a part it has not hydrated, so a link to one of the app's pages (a router
 * link carries data-discover) would leave by a full page load and lose what the visitor set in
 * memory: until the island has hydrated, the router takes it, as the link itself will afterwards.
 * A component of its own, outside the boundary, so a change of location never reaches the island.
 */
function RouterLinks({
  box,
  hydrated,
}: {
  box: RefObject<HTMLDivElement | null>;
  hydrated: RefObject<boolean>;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (hydrated.current || event.defaultPrevented || !isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!link?.hasAttribute("data-discover") || !box.current?.contains(link)) return;
      if (link.target || link.hasAttribute("download") || link.origin !== location.origin) return;
      event.preventDefault();
      // The island's dialogs close when one of their links is followed, as they will once hydrated.
      link.closest("dialog")?.close();
      void navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    // On the window, first, like the intents: React stops the click at the document.
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, [box, hydrated, navigate]);
  return null;
}

/**
 * Rendered only when there is no prerendered HTML to keep: the island was mounted by a client-side
 * navigation, or React dropped its HTML because its props or a context above it (the router's
 * location, say, when a page replaces its address) changed before it hydrated. Nothing is left to
 * read, so the code loads at once instead of on approach.
 */
function LoadNow({ request }: { request: () => void }) {
  useEffect(request, [request]);
  return null;
}

/**
 * A below-the-fold interactive part of a prerendered page (the footer, comments) whose code loads
 * only when the part nears the viewport or the visitor reaches into it, so a visit that never
 * scrolls there never downloads it; or, with `onApproach: false`, a part out of sight until the
 * visitor opens it (the shell's dialogs), whose code loads when it opens.
 *
 * Until then React leaves the part as its prerendered HTML, which reads and links as usual: the
 * boundary suspends while hydrating, and React hydrates it when the code arrives. Its links work
 * meanwhile (the router takes a link to one of the app's pages, as the link will once hydrated),
 * and text typed into its fields stays in the same nodes; a control that
 * needs its code is disabled until then (app/lib/use-interactive.ts), so an island holds no
 * control a visitor must press without first reaching it (a post's like and share buttons are
 * not an island for that reason).
 *
 * The island is memoised, and its props must be stable: an update that reaches the boundary
 * before it hydrates makes React drop the prerendered HTML and render it on the client, which
 * loads the code at once (LoadNow) but shows nothing until it arrives.
 *
 * A failed download (offline, a new deployment) leaves the HTML in place; the next approach or
 * intent tries again.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    loadAtOnce,
    onApproach = true,
  }: {
    /**
     * The prerendered HTML would mislead this visitor (it shows the default of something they
     * have changed, such as their own comments): load as soon as the page is interactive.
     */
    loadAtOnce?: (props: P) => boolean;
    /**
     * False for a part that is out of sight until the visitor opens it (a closed dialog): its
     * place in the page says nothing, so only an intent loads it.
     */
    onApproach?: boolean;
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
    const [firstProps] = useState(props);
    const hydrated = useRef(false);
    const [markHydrated] = useState(() => () => {
      hydrated.current = true;
    });
    useEffect(() => {
      const element = box.current;
      if (!element || wanted) return;
      if (loadAtOnce?.(firstProps as P)) return request();
      // The visitor reached into it before the page was interactive (a dialog opened natively).
      if (element.contains(document.activeElement)) return request();
      // A browser without it (or a test DOM) gets the code at once.
      if (onApproach && typeof IntersectionObserver === "undefined") return request();
      const observer = onApproach
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) request();
            },
            { rootMargin: approachMargin },
          )
        : undefined;
      observer?.observe(element);
      // On the window, first: React stops these events at the document while the part it would
      // send them to is not hydrated yet.
      const onIntent = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) request();
      };
      for (const type of intents) window.addEventListener(type, onIntent, true);
      return () => {
        observer?.disconnect();
        for (const type of intents) window.removeEventListener(type, onIntent, true);
      };
    }, [firstProps]);
    return (
      <div ref={box} className={className} data-island="">
        <RouterLinks box={box} hydrated={hydrated} />
        <Suspense fallback={<LoadNow request={request} />}>
          <Code {...(props as P)} />
          <Mounted onMount={markHydrated} />
        </Suspense>
      </div>
    );
  }

  return memo(Island);
}
