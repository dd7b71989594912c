import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

const ROOT_ID = "app-root";

/**
 * The prerendered HTML always contains #app-root. If it is missing (a truncated response or a
 * proxy that rewrote the page), hydrating would throw an unreadable error, so say it plainly.
 */
function showMissingRootMessage() {
  const message = document.createElement("p");
  message.setAttribute("role", "alert");
  message.style.cssText = "font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem";
  message.textContent =
    "This page could not start because part of it failed to load. Please refresh the page; if the problem continues, contact our support team.";
  document.body.append(message);
}

if (document.getElementById(ROOT_ID)) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
} else {
  showMissingRootMessage();
}
