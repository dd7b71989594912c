import { Link } from "~/components/ui/link";
import { cartQuantity } from "./cart";
import { useCart } from "./cart-store";
import { Icon } from "~/components/ui/icon";
import type { cartLinkCopy } from "~/content/marketplace";
import { pluralText } from "~/lib/fill-template";
import { useLocale } from "~/lib/use-locale";

export type CartLinkCopy = typeof cartLinkCopy;

/** Header cart icon: the badge shows the total quantity and follows other tabs too. */
export function CartLink({
  className,
  copy,
}: {
  className?: string;
  /** The link's name in the page's language (the shell's loader data); English until it passes it. */
  copy: CartLinkCopy;
}) {
  const locale = useLocale();
  const count = cartQuantity(useCart());
  const label = count > 0 ? pluralText(count, copy.withItems, locale) : copy.label;
  return (
    <Link
      to="/cart"
      aria-label={label}
      className={`relative inline-flex size-10 items-center justify-center rounded-md hover:bg-muted ${className ?? ""}`}
    >
      <Icon name="cart" className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-semibold text-primary-foreground"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
