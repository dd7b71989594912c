import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  announceHydrated,
  defaultPendingText,
  heldActionsScript,
  heldStatusId,
  hydratedEvent,
  islandHydratedAttribute,
} from "./held-actions";

/** Marks the island hydrated the way lazy-island.tsx does once React has hydrated its content. */
function hydrateIsland() {
  container.querySelector("[data-island]")!.setAttribute(islandHydratedAttribute, "");
}

let container: HTMLElement;
/** What reached the page's own listeners (React's, in the app): the events the script let pass. */
let passed: Event[];
const record = (event: Event) => {
  passed.push(event);
  // The app handles every submission itself; jsdom would otherwise try to navigate.
  if (event.type === "submit") event.preventDefault();
};

/** Tells the script React has hydrated (in the app, the root's `announceHydrated`). */
const announce = () => container.dispatchEvent(new Event(hydratedEvent));

beforeEach(() => {
  vi.useFakeTimers();
  passed = [];
  document.addEventListener("submit", record);
  document.addEventListener("click", record);
  container = document.createElement("div");
  // Each test runs its own copy of the script, listening on its own container as if it were the
  // document, so no copy from an earlier test sees this one's events.
  const page = {
    addEventListener: container.addEventListener.bind(container),
    createElement: document.createElement.bind(document),
    body: document.body,
  };
  new Function("document", heldActionsScript())(page);
  container.innerHTML = `
    <form method="post" action="/api/contact" data-pending="Sending your message…">
      <input name="email" value="ada@example.ca">
      <button type="button" id="inner">Show password</button>
      <button type="submit" id="send">Send</button>
    </form>
    <form method="get" role="search"><input name="q"><button id="search">Search</button></form>
    <form method="post" data-native action="/api/newsletter"><button id="native">Subscribe</button></form>
    <button type="button" id="menu"><svg><path id="icon"></path></svg></button>
    <button type="button" id="popover" popovertarget="panel">Menu</button>
    <div data-island>
      <button type="button" id="like">Like</button>
      <a href="/careers" id="careers">Careers</a>
      <a href="/careers" id="careers-tab" target="_blank">Careers (new tab)</a>
      <a href="https://example.com/profile" id="away">Profile</a>
    </div>
    <a href="/about" id="about">About</a>
    <div id="panel" popover>Panel</div>`;
  document.body.append(container);
});

afterEach(() => {
  document.removeEventListener("submit", record);
  document.removeEventListener("click", record);
  container.remove();
  document.getElementById(heldStatusId)?.remove();
  vi.useRealTimers();
});

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = () => container.querySelector("form") as HTMLFormElement;
const submit = (id: string) => {
  const button = $<HTMLButtonElement>(id);
  button.form?.requestSubmit(button);
};
const hydrate = () => {
  hydrateIsland();
  announce();
};

describe("before hydration", () => {
  it("holds a submission: no native request, a pending button and a polite status", () => {
    const event = new SubmitEvent("submit", {
      submitter: $("send"),
      cancelable: true,
      bubbles: true,
    });
    form().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(passed).toEqual([]);
    expect($("send").getAttribute("aria-busy")).toBe("true");
    expect($("send").hasAttribute("data-held")).toBe(true);
    const status = $(heldStatusId);
    expect(status.getAttribute("role")).toBe("status");
    // Filled in a moment after it is inserted, so screen readers announce the change.
    expect(status.textContent).toBe("");
    vi.advanceTimersByTime(50);
    expect(status.textContent).toBe("Sending your message…");
  });

  it("says the default text when the form names none", () => {
    form().removeAttribute("data-pending");
    submit("send");
    vi.advanceTimersByTime(50);
    expect($(heldStatusId).textContent).toBe(defaultPendingText);
  });

  it("holds every form, a search form included, but leaves a data-native form to the browser", () => {
    submit("search");
    expect(passed).toEqual([]);
    const native = new SubmitEvent("submit", { cancelable: true, bubbles: true });
    $("native").closest("form")?.dispatchEvent(native);
    expect(passed).toEqual([native]);
  });

  it("holds a data-native form whose fields fail their constraints, so the app can explain", () => {
    const native = $("native").closest("form") as HTMLFormElement;
    native.insertAdjacentHTML("afterbegin", '<input type="email" name="email" required>');
    const event = new SubmitEvent("submit", {
      submitter: $("native"),
      cancelable: true,
      bubbles: true,
    });
    native.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(passed).toEqual([]);
    expect($("native").getAttribute("aria-busy")).toBe("true");
  });

  it("marks the submit button of a data-native form it lets through as busy", () => {
    const native = new SubmitEvent("submit", {
      submitter: $("native"),
      cancelable: true,
      bubbles: true,
    });
    $("native").closest("form")?.dispatchEvent(native);
    expect(passed).toEqual([native]);
    expect($("native").getAttribute("aria-busy")).toBe("true");
  });

  it("holds a click on a button that needs the app, wherever in it the click lands", () => {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    $("icon").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(passed).toEqual([]);
    expect($("menu").getAttribute("aria-busy")).toBe("true");
    // A button is not a form: no status line.
    expect(document.getElementById(heldStatusId)).toBeNull();
  });

  it("holds a button inside a form that is not its submit button", () => {
    $("inner").click();
    expect(passed).toEqual([]);
    expect($("inner").hasAttribute("data-held")).toBe(true);
  });

  it("lets a submit button's click through, so the browser raises the submission it holds", () => {
    $("send").click();
    expect(passed.map((event) => event.type)).toEqual(["click"]);
    expect($("send").hasAttribute("data-held")).toBe(true);
  });

  it("lets native popover invokers work", () => {
    $("popover").click();
    expect(passed.map((event) => event.type)).toEqual(["click"]);
  });

  it("queues a repeated action once", () => {
    submit("send");
    submit("send");
    $("menu").click();
    $("menu").click();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const clicked = vi.fn();
    form().addEventListener("submit", submitted);
    $("menu").addEventListener("click", clicked);
    hydrate();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});

describe("once hydrated", () => {
  it("replays a held submission with its submitter and clears the feedback", () => {
    const submitters: Array<HTMLElement | null> = [];
    form().addEventListener("submit", (event) => submitters.push((event as SubmitEvent).submitter));
    submit("send");
    vi.advanceTimersByTime(50);
    hydrate();
    expect(submitters).toEqual([$("send")]);
    expect(passed.map((event) => event.type)).toEqual(["submit"]);
    expect($("send").hasAttribute("aria-busy")).toBe(false);
    expect($("send").hasAttribute("data-held")).toBe(false);
    expect(document.getElementById(heldStatusId)).toBeNull();
  });

  it("still submits when the held submit button has left the form meanwhile", () => {
    submit("send");
    const button = $("send");
    container.append(button);
    hydrate();
    expect(passed.map((event) => event.type)).toEqual(["submit"]);
    expect(passed[0]?.target).toBe(form());
  });

  it("replays a held click on the same button", () => {
    $("menu").click();
    hydrate();
    expect(passed.map((event) => event.type)).toEqual(["click"]);
    expect(passed[0]?.target).toBe($("menu"));
    expect($("menu").hasAttribute("aria-busy")).toBe(false);
  });

  it("replays in the order the visitor acted", () => {
    $("menu").click();
    submit("send");
    hydrate();
    expect(passed.map((event) => event.type)).toEqual(["click", "submit"]);
  });

  it("replays outside islands as soon as the page has hydrated: React hydrates a later pass on the event", () => {
    $("menu").click();
    submit("send");
    announce();
    expect(passed.map((event) => event.type)).toEqual(["click", "submit"]);
    expect($("menu").hasAttribute("data-held")).toBe(false);
  });

  it("waits for an island's code, but gives up after five seconds and replays anyway", () => {
    $("like").click();
    announce();
    vi.advanceTimersByTime(4900);
    expect(passed).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(passed.map((event) => event.type)).toEqual(["click"]);
  });

  it("drops an action whose element React replaced", () => {
    $("menu").click();
    $("menu").remove();
    hydrate();
    vi.advanceTimersByTime(5000);
    expect(passed).toEqual([]);
  });

  it("leaves later clicks and submissions to the app", () => {
    hydrate();
    $("menu").click();
    submit("send");
    expect(passed.map((event) => event.type)).toEqual(["click", "submit"]);
    expect($("menu").hasAttribute("data-held")).toBe(false);
  });

  it("still holds a click on a button of an island React has not hydrated yet, and replays it once it has", () => {
    announce();
    $("like").click();
    expect(passed).toEqual([]);
    expect($("like").getAttribute("aria-busy")).toBe("true");
    vi.advanceTimersByTime(500);
    expect(passed).toEqual([]);
    hydrateIsland();
    vi.advanceTimersByTime(50);
    expect(passed.map((event) => event.type)).toEqual(["click"]);
    expect(passed[0]?.target).toBe($("like"));
    expect($("like").hasAttribute("aria-busy")).toBe(false);
  });

  it("holds a plain click on an island's link to this site until the island has hydrated", () => {
    announce();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    $("careers").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(passed).toEqual([]);
    hydrateIsland();
    vi.advanceTimersByTime(50);
    expect(passed.map((event) => event.target)).toEqual([$("careers")]);
  });

  it("leaves to the browser links before hydration, outside islands, to other sites, new tabs and modified clicks", () => {
    const clicks = () => {
      const events = [
        new MouseEvent("click", { bubbles: true, cancelable: true }),
        new MouseEvent("click", { bubbles: true, cancelable: true }),
        new MouseEvent("click", { bubbles: true, cancelable: true }),
        new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }),
      ];
      $("away").dispatchEvent(events[0]!);
      $("careers-tab").dispatchEvent(events[1]!);
      $("about").dispatchEvent(events[2]!);
      $("careers").dispatchEvent(events[3]!);
      return events;
    };
    for (const event of clicks()) expect(event.defaultPrevented).toBe(false);
    $("careers").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(passed).toHaveLength(5);
    announce();
    passed = [];
    for (const event of clicks()) expect(event.defaultPrevented).toBe(false);
    expect(passed).toHaveLength(4);
  });

  it("leaves an unhydrated button outside any island to the app once hydrated", () => {
    announce();
    $("menu").click();
    expect(passed.map((event) => event.type)).toEqual(["click"]);
  });

  it("lets its own replay through once, even when React never took the button", () => {
    announce();
    $("like").click();
    vi.advanceTimersByTime(5000);
    expect(passed.map((event) => event.type)).toEqual(["click"]);
    vi.advanceTimersByTime(10_000);
    expect(passed).toHaveLength(1);
    expect($("like").hasAttribute("data-held")).toBe(false);
  });
});

describe("the script", () => {
  const script = heldActionsScript();

  // Inlined in every page's HTML.
  it("stays small", () => {
    expect(script.length).toBeLessThan(1800);
  });

  it("cannot close the element it is inlined in", () => {
    expect(script).not.toMatch(/<\/script/i);
    expect(script).not.toContain("<!--");
  });

  it("is ES5: no arrow functions, let, const, classes or template literals", () => {
    expect(script).not.toMatch(/=>|\blet\b|\bconst\b|\bclass\b|`/);
  });
});

describe("announceHydrated", () => {
  it("signals once the current task's work is done, not in the middle of React's commit", async () => {
    const heard = vi.fn();
    document.addEventListener(hydratedEvent, heard);
    announceHydrated();
    expect(heard).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(heard).toHaveBeenCalledTimes(1);
    document.removeEventListener(hydratedEvent, heard);
  });
});

describe("an island that hydrates after the page", () => {
  it("has what waits for it replayed as soon as it announces itself, without the next look", () => {
    announce();
    $("careers").click();
    expect(passed).toEqual([]);
    hydrateIsland();
    announce();
    expect(passed.map((event) => event.target)).toEqual([$("careers")]);
    vi.advanceTimersByTime(5000);
    expect(passed).toHaveLength(1);
  });
});
