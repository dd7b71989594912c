import { useEffect, useRef } from "react";
import { Link } from "~/components/ui/link";
import { Button, buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";
import { isIconName } from "~/components/ui/icon-names";
import { formatPrice } from "~/lib/format";
import { useInteractive } from "~/lib/use-interactive";
import { cartQuantity, cartTotal, quoteHref } from "./cart";
import type { CartLine } from "./cart";
import { useCart } from "./cart-store";
import { QuantityStepper } from "./quantity-stepper";
import { useCartUpdates } from "./use-cart-actions";
import type { CartMessages } from "./use-cart-actions";
import type { cartCopy } from "~/content/marketplace";
import { fillTemplate } from "~/lib/fill-template";
import { useLocale } from "~/lib/use-locale";

/** The cart's interface copy in the page's language, from the route's loader. */
export type CartCopy = typeof cartCopy;

export type CartImage = { src: string; width: number; height: number };

const headingId = "cart-heading";

/** A stored line's icon may have been edited by hand: an unknown name shows a package. */
const knownIcon = (name: string) => (isIconName(name) ? name : "package");

/**
 * The cart lives in the visitor's browser, so the prerendered page cannot know it: until
 * hydration a neutral placeholder shows instead of an "empty" message that would flash.
 */
export function CartView({
  imageFor,
  copy,
  messages,
}: {
  imageFor: (imageSlug: string) => CartImage | null;
  copy: CartCopy;
  messages: CartMessages;
}) {
  const hydrated = useInteractive();
  const locale = useLocale();
  const lines = useCart();
  const { changeQuantity, remove } = useCartUpdates(messages);
  const focusHeadingAfterRemove = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A removed line takes its focused button with it; move focus to the heading instead of the page.
  useEffect(() => {
    if (!focusHeadingAfterRemove.current) return;
    focusHeadingAfterRemove.current = false;
    headingRef.current?.focus();
  }, [lines]);

  if (!hydrated) {
    return (
      <div aria-busy="true" className="grid gap-8 lg:grid-cols-3">
        <p className="sr-only">{copy.loading}</p>
        <div className="h-40 animate-pulse rounded-xl bg-muted lg:col-span-2" />
        <div className="h-64 animate-pulse rounded-xl bg-muted" />
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-xl border border-dashed border-border px-6 py-12 text-center">
        <Icon name="cart" className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none">
          {copy.emptyTitle}
        </h2>
        {/* Small print on purpose: this appears only after hydration, and a paragraph larger than the
            prerendered hero would become the page's largest paint (French text is long enough). */}
        <p className="mt-2 text-sm text-muted-foreground">{copy.emptyText}</p>
        <Link to="/marketplace" className={cn(buttonClasses("primary", "lg"), "mt-6")}>
          {copy.browse}
        </Link>
      </div>
    );
  }

  const count = cartQuantity(lines);
  return (
    <div className="grid items-start gap-8 lg:grid-cols-3">
      <section aria-labelledby={headingId} className="lg:col-span-2">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {copy.itemsHeading}
        </h2>
        <ul className="mt-6 space-y-4">
          {lines.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              copy={copy}
              image={imageFor(line.imageSlug)}
              onQuantity={(quantity) => changeQuantity(line.id, quantity)}
              onRemove={() => {
                focusHeadingAfterRemove.current = remove(line.id);
              }}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="cart-summary-heading" className="rounded-xl border border-border bg-card p-6 shadow-sm">
        <h2 id="cart-summary-heading" className="text-xl font-bold">
          {copy.summaryHeading}
        </h2>
        <dl className="mt-4 space-y-3">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{copy.items}</dt>
            <dd>{count}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-border pt-3 text-lg font-semibold">
            <dt>{copy.monthlyTotal}</dt>
            <dd data-testid="cart-total">
              {formatPrice(cartTotal(lines), locale)}
              <span className="text-sm font-normal text-muted-foreground">{copy.frequency}</span>
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-muted-foreground">{copy.taxNote}</p>
        <Link to={quoteHref(lines)} className={cn(buttonClasses("primary", "lg"), "mt-6 w-full")}>
          {copy.requestQuote}
        </Link>
        <Link to="/marketplace" className="mt-4 block text-center text-sm font-medium text-link hover:underline">
          {copy.continueBrowsing}
        </Link>
      </section>
    </div>
  );
}

function CartLineItem({
  line,
  copy,
  image,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  copy: CartCopy;
  image: CartImage | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const locale = useLocale();
  return (
    <li className="flex gap-4 rounded-xl border border-border bg-card p-4 shadow-sm">
      {image ? (
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt=""
          className="h-auto w-20 shrink-0 self-start rounded-lg sm:w-36"
        />
      ) : (
        <span className="flex aspect-[3/2] w-20 shrink-0 items-center justify-center self-start rounded-lg bg-secondary text-secondary-foreground sm:w-36">
          <Icon name={knownIcon(line.icon)} className="size-10" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Icon name={knownIcon(line.icon)} className="size-5 text-link" />
              <Link to={`/marketplace/${line.id}`} className="hover:underline">
                {line.name}
              </Link>
            </h3>
            <p className="text-sm text-muted-foreground">
              {fillTemplate(copy.eachPrice, { price: formatPrice(line.price, locale) })}
            </p>
          </div>
          <p className="font-semibold">
            {formatPrice(line.price * line.quantity, locale)}
            <span className="text-sm font-normal text-muted-foreground">{copy.frequency}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper name={line.name} quantity={line.quantity} copy={copy} onChange={onQuantity} />
          <Button variant="ghost" size="sm" onClick={onRemove} className="text-destructive hover:text-destructive">
            <Icon name="trash" aria-hidden="true" />
            {copy.remove}
            <span className="sr-only">{fillTemplate(copy.removeSuffix, { name: line.name })}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
