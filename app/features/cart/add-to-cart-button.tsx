import { Button } from "~/components/ui/button";
import type { ButtonSize, ButtonVariant } from "~/components/ui/button";
import type { CartProduct } from "./cart";
import { useAddToCart } from "./use-cart-actions";
import type { CartMessages } from "./use-cart-actions";
import { Icon } from "~/components/ui/icon";

export function AddToCartButton({
  product,
  label,
  messages,
  variant = "primary",
  size = "lg",
  className,
}: {
  product: CartProduct;
  /** "Add to Cart" in the page's language. */
  label: string;
  messages: CartMessages;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const add = useAddToCart(messages);
  return (
    <Button variant={variant} size={size} className={className} onClick={() => add(product)}>
      <Icon name="cart" aria-hidden="true" />
      {label}
    </Button>
  );
}
