import { useEffect, useRef, useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useConsentRecord } from "~/lib/storage";
import type { ConsentRecord } from "~/lib/storage-inventory";
import { osmEmbedUrl, osmProbeUrl, osmViewUrl } from "./map-embed-urls";
import type { GeoPoint } from "./map-embed-urls";
import { Icon } from "~/components/ui/icon";

export type MapEmbedCopy = {
  frameTitle: string;
  placeholderTitle: string;
  placeholderText: string;
  showMap: string;
  loadingTitle: string;
  failedTitle: string;
  failedText: string;
  retry: string;
  viewOnOsm: string;
  /** Screen-reader hint after the OpenStreetMap link. */
  newTab: string;
  address: string;
};

/** How long the map may take before the placeholder says it could not be loaded. */
export const mapTimeoutMs = 15_000;

type Probe = "pending" | "ok" | "failed";

/**
 * A third-party map loads only with consent: while third-party content is consented, or after the
 * visitor pressed 'Show map' (for this view only). Withdrawing third-party consent (Decline, or
 * 'Cookie settings' in the footer) removes a loaded map at once, 'Show map' included. The placeholder (same size, with the address) stays until the map has really loaded
 * and says so when it cannot load; the frame is shown only then, so nothing shifts.
 */
export function MapEmbed({
  point,
  consented,
  copy,
}: {
  point: GeoPoint;
  consented: boolean;
  copy: MapEmbedCopy;
}) {
  // The decision in force when 'Show map' was pressed (undefined: not pressed). A later decision
  // without third-party content, from the banner or 'Cookie settings', unloads the map again.
  const [requestedUnder, setRequestedUnder] = useState<ConsentRecord | null | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [probe, setProbe] = useState<Probe>("pending");
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const decision = useConsentRecord();
  const thirdParty = decision?.categories.thirdParty === true;
  const requested =
    requestedUnder !== undefined && (requestedUnder === decision || thirdParty);
  const wanted = (consented && thirdParty) || requested;
  const status = !wanted
    ? "idle"
    : probe === "failed" || timedOut
      ? "failed"
      : probe === "ok" && frameLoaded
        ? "loaded"
        : "loading";

  useEffect(() => {
    if (!wanted) return;
    // Offline, blocked or down, the probe image fails and the placeholder says so.
    const image = new Image();
    image.onload = () => setProbe("ok");
    image.onerror = () => setProbe("failed");
    image.src = osmProbeUrl(attempt);
    const timer = setTimeout(() => setTimedOut(true), mapTimeoutMs);
    return () => {
      image.onload = image.onerror = null;
      clearTimeout(timer);
    };
  }, [wanted, attempt]);

  // 'Show map' disappears when pressed: focus waits on the box, then moves to the map it revealed.
  useEffect(() => {
    if (requested) box.current?.focus();
  }, [requested, attempt]);
  useEffect(() => {
    if (status === "loaded" && document.activeElement === box.current) frame.current?.focus();
  }, [status]);

  function retry() {
    setProbe("pending");
    setFrameLoaded(false);
    setTimedOut(false);
    setRequestedUnder(decision);
    setAttempt((count) => count + 1);
  }

  return (
    <div
      ref={box}
      tabIndex={-1}
      className="relative h-[440px] w-full overflow-hidden rounded-2xl border border-border bg-card outline-none"
    >
      {wanted && status !== "failed" ? (
        <iframe
          key={attempt}
          ref={frame}
          title={copy.frameTitle}
          src={osmEmbedUrl(point)}
          onLoad={() => setFrameLoaded(true)}
          className={cn("absolute inset-0 size-full border-0", status !== "loaded" && "invisible")}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      ) : null}
      {status !== "loaded" ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
          {status === "failed" ? (
            <Icon name="map-pin-off" className="size-10 text-muted-foreground" aria-hidden="true" />
          ) : (
            <Icon name="map-pin"
              className={cn(
                "size-10 text-link",
                status === "loading" && "motion-safe:animate-pulse",
              )}
              aria-hidden="true"
            />
          )}
          <p className="font-semibold" role="status">
            {status === "idle"
              ? copy.placeholderTitle
              : status === "loading"
                ? copy.loadingTitle
                : copy.failedTitle}
          </p>
          <address className="not-italic">{copy.address}</address>
          {status === "loading" ? null : (
            <p className="max-w-md text-sm text-muted-foreground">
              {status === "failed" ? copy.failedText : copy.placeholderText}
            </p>
          )}
          <div className="mt-1 flex flex-wrap justify-center gap-3">
            {status === "idle" ? (
              <Button onClick={retry}>{copy.showMap}</Button>
            ) : null}
            {status === "failed" ? <Button onClick={retry}>{copy.retry}</Button> : null}
            <a
              href={osmViewUrl(point)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("outline")}
            >
              {copy.viewOnOsm}
              <span className="sr-only">{copy.newTab}</span>
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
