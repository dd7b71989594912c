import { Suspense, act, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { Root } from "react-dom/client";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { typeBeforeHydration } from "../../../tests/prerendered";
import { useScriptOnly } from "~/lib/use-interactive";
import { lazyIsland } from "./lazy-island";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Likes({ start, label }: { start: number; label: string }) {
  const [count, setCount] = useState(start);
  const waiting = useScriptOnly();
  return (
    <section>
      <button type="button" onClick={() => setCount((value) => value + 1)} {...waiting}>
        {label}
      </button>
      <output>{count}</output>
      <textarea aria-label="Comment" />
      <a href="/careers" data-discover="true">
        Careers
      </a>
      <a href="/blog/rss.xml">RSS</a>
    </section>
  );
}

/** Where the router is, shown after the island (as the page around an island would be). */
function Where() {
  return <p id="where">{useLocation().pathname}</p>;
}

/** The island's prerendered HTML: what the build writes (its box, a finished boundary inside). */
const prerenderedHtml = (props: { start: number; label: string }) =>
  renderToString(
    <>
      <div className="box">
        <Suspense fallback={null}>
          <Likes {...props} />
        </Suspense>
      </div>
      <p id="where">/</p>
    </>,
  );

/** The island in the app: under a router, with the rest of the page after it. */
const inApp = (island: ReactElement) => (
  <MemoryRouter>
    {island}
    <Where />
  </MemoryRouter>
);

/** Stands in for the browser's IntersectionObserver; `enter()` scrolls the box into reach. */
let observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
const enter = () =>
  observers.forEach(({ callback, targets }) =>
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    ),
  );

let container: HTMLElement;
let root: Root | undefined;
const recoverableErrors: unknown[] = [];
const $ = <T extends Element>(selector: string) => container.querySelector<T>(selector);
/** React has hydrated the island: its button, disabled until its handler is attached, is enabled. */
const interactive = () => $<HTMLButtonElement>("button")?.disabled === false;
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      entry = {
        callback: (() => undefined) as IntersectionObserverCallback,
        targets: [] as Element[],
      };
      constructor(callback: IntersectionObserverCallback) {
        this.entry.callback = callback;
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        observers = observers.filter((entry) => entry !== this.entry);
      }
    },
  );
  container = document.createElement("div");
  document.body.append(container);
  recoverableErrors.length = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.hydrated;
});

async function hydrate(element: ReactElement) {
  await act(async () => {
    root = hydrateRoot(container, inApp(element), {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
}

describe("an island in a prerendered page", () => {
  it("keeps its HTML without loading its code until it comes near, then hydrates the same nodes", async () => {
    const load = vi.fn(() => Promise.resolve(Likes));
    const Island = lazyIsland(load);
    container.innerHTML = prerenderedHtml({ start: 4, label: "Like" });
    const button = $<HTMLButtonElement>("button");
    await hydrate(<Island className="box" start={4} label="Like" />);

    expect(load).not.toHaveBeenCalled();
    expect($("output")?.textContent).toBe("4");
    expect(interactive()).toBe(false);
    typeBeforeHydration($("textarea"), "Typed before its code came");

    act(enter);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(recoverableErrors).toEqual([]);
    expect($("button")).toBe(button);
    expect(interactive()).toBe(true);
    expect($("textarea")).toHaveProperty("value", "Typed before its code came");
    await act(async () => button?.click());
    expect($("output")?.textContent).toBe("5");
  });

  it("loads when the visitor reaches into it before it comes near (focus, a press, a key)", async () => {
    const load = vi.fn(() => Promise.resolve(Likes));
    const Island = lazyIsland(load);
    container.innerHTML = prerenderedHtml({ start: 0, label: "Like" });
    await hydrate(<Island className="box" start={0} label="Like" />);
    act(() => void $("textarea")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(interactive()).toBe(true);
  });

  it("with onApproach false, loads on an intent only: a closed dialog's place says nothing", async () => {
    const load = vi.fn(() => Promise.resolve(Likes));
    const Island = lazyIsland(load, { onApproach: false });
    container.innerHTML = prerenderedHtml({ start: 0, label: "Like" });
    await hydrate(<Island className="box" start={0} label="Like" />);
    expect(observers).toEqual([]);
    act(enter);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(interactive()).toBe(false);
    act(() => void $("textarea")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(interactive()).toBe(true);
  });

  it("closes the dialog a link it hands to the router was in, as its dialogs do once hydrated", async () => {
    const Island = lazyIsland(() => new Promise<typeof Likes>(() => {}));
    container.innerHTML = prerenderedHtml({ start: 0, label: "Like" });
    await hydrate(<Island className="box" start={0} label="Like" />);
    const dialog = document.createElement("dialog");
    const section = $("section")!;
    section.replaceWith(dialog);
    dialog.append(section);
    // The test DOM has no dialog behaviour: the island only needs to call close().
    const close = vi.fn();
    dialog.close = close;
    const link = [...container.querySelectorAll("a")].find((a) => a.textContent === "Careers")!;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => void link.dispatchEvent(event));
    await settle();
    expect(event.defaultPrevented).toBe(true);
    expect(close).toHaveBeenCalledTimes(1);
    expect($("#where")?.textContent).toBe("/careers");
  });

  it("hands a link to one of the app's pages to the router until it has hydrated", async () => {
    let finish: (component: typeof Likes) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Likes>((resolve) => (finish = resolve)));
    const Island = lazyIsland(load);
    container.innerHTML = prerenderedHtml({ start: 0, label: "Like" });
    await hydrate(<Island className="box" start={0} label="Like" />);
    const click = (name: string) => {
      const link = [...container.querySelectorAll("a")].find((a) => a.textContent === name)!;
      const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
      act(() => void link.dispatchEvent(event));
      return event;
    };
    // A file, not a page of the app: left to the browser.
    expect(click("RSS").defaultPrevented).toBe(false);
    expect(click("Careers").defaultPrevented).toBe(true);
    await settle();
    expect($("#where")?.textContent).toBe("/careers");
    // Once hydrated, the link is the app's own again.
    act(enter);
    await act(async () => finish(Likes));
    await settle();
    expect(interactive()).toBe(true);
    expect(click("Careers").defaultPrevented).toBe(false);
  });

  it("keeps the HTML when the download fails and tries again on the next approach", async () => {
    const load = vi
      .fn<() => Promise<typeof Likes>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Likes);
    const Island = lazyIsland(load);
    container.innerHTML = prerenderedHtml({ start: 2, label: "Like" });
    await hydrate(<Island className="box" start={2} label="Like" />);
    act(enter);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect($("output")?.textContent).toBe("2");
    expect(interactive()).toBe(false);

    act(() => void $("button")?.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(interactive()).toBe(true);
    expect(recoverableErrors).toEqual([]);
  });

  it("loads at once when its props change before it has hydrated, so it never shows stale text", async () => {
    const load = vi.fn(() => Promise.resolve(Likes));
    const Island = lazyIsland(load);
    container.innerHTML = prerenderedHtml({ start: 1, label: "Like" });
    await hydrate(<Island className="box" start={1} label="Like" />);
    expect(load).not.toHaveBeenCalled();
    await act(async () =>
      root?.render(inApp(<Island className="box" start={1} label="Like (admin)" />)),
    );
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect($("button")?.textContent).toBe("Like (admin)");
  });

  it("re-renders with equal props leave it alone", async () => {
    const load = vi.fn(() => Promise.resolve(Likes));
    const Island = lazyIsland(load);
    container.innerHTML = prerenderedHtml({ start: 1, label: "Like" });
    await hydrate(<Island className="box" start={1} label="Like" />);
    await act(async () => root?.render(inApp(<Island className="box" start={1} label="Like" />)));
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(interactive()).toBe(false);
  });
});

describe("an island mounted by a client-side navigation", () => {
  it("loads at once and renders, as there is no HTML to keep", async () => {
    document.documentElement.dataset.hydrated = "true";
    const load = vi.fn(() => Promise.resolve(Likes));
    const Island = lazyIsland(load);
    await act(async () => {
      root = createRoot(container);
      root.render(inApp(<Island start={7} label="Like" />));
    });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect($("output")?.textContent).toBe("7");
  });
});

describe("an island whose prerendered HTML would mislead the visitor", () => {
  it("loads as soon as the page is interactive", async () => {
    const load = vi.fn(() => Promise.resolve(Likes));
    const loadAtOnce = vi.fn(({ start }: { start: number }) => start > 0);
    const Island = lazyIsland(load, { loadAtOnce });
    container.innerHTML = prerenderedHtml({ start: 3, label: "Like" });
    await hydrate(<Island className="box" start={3} label="Like" />);
    await settle();
    expect(loadAtOnce).toHaveBeenCalledWith({ start: 3, label: "Like" });
    expect(load).toHaveBeenCalledTimes(1);
    expect(interactive()).toBe(true);
    expect(recoverableErrors).toEqual([]);
  });
});
