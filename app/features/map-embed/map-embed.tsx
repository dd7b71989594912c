import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { osmEmbedUrl, osmViewUrl } from "./map-embed-urls";
import type { GeoPoint } from "./map-embed-urls";

export type MapEmbedCopy = {
  frameTitle: string;
  placeholderTitle: string;
  placeholderText: string;
  showMap: string;
  viewOnOsm: string;
  address: string;
};

/**
 * A third-party map loads only with consent: after the visitor accepted cookies or pressed
 * 'Show map'. Until then a placeholder of the same size holds the space, so nothing shifts.
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
  const [requested, setRequested] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const loaded = consented || requested;

  // The 'Show map' button disappears when pressed, so focus moves to the map it revealed.
  useEffect(() => {
    if (requested) frame.current?.focus();
  }, [requested]);

  return (
    <div className="relative h-[440px] w-full overflow-hidden rounded-2xl border border-border bg-card">
      {loaded ? (
        <iframe
          ref={frame}
          title={copy.frameTitle}
          src={osmEmbedUrl(point)}
          className="size-full border-0"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center">
          <MapPin className="size-10 text-link" aria-hidden="true" />
          <p className="font-semibold">{copy.placeholderTitle}</p>
          <address className="not-italic">{copy.address}</address>
          <p className="max-w-md text-sm text-muted-foreground">{copy.placeholderText}</p>
          <div className="mt-1 flex flex-wrap justify-center gap-3">
            <Button onClick={() => setRequested(true)}>{copy.showMap}</Button>
            <Button asChild variant="outline">
              <a href={osmViewUrl(point)} target="_blank" rel="noopener noreferrer">
                {copy.viewOnOsm}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
