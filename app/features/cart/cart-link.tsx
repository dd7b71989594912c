import { Link } from "~/components/ui/link";
import { cartQuantity } from "./cart";
import { useCart } from "./cart-store";
import { Icon } from "~/components/ui/icon";

/** Header cart icon: the badge shows the total quantity and follows other tabs too. */
export function CartLink({ className }: { className?: string }) {
  const count = cartQuantity(useCart());
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart";
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
