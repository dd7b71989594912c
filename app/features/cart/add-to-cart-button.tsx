import { Button } from "~/components/ui/button";
import type { ButtonSize, ButtonVariant } from "~/components/ui/button";
import type { CartProduct } from "./cart";
import { useAddToCart } from "./use-cart-actions";
import { Icon } from "~/components/ui/icon";

export function AddToCartButton({
  product,
  variant = "primary",
  size = "lg",
  className,
}: {
  product: CartProduct;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const add = useAddToCart();
  return (
    <Button variant={variant} size={size} className={className} onClick={() => add(product)}>
      <Icon name="cart" aria-hidden="true" />
      Add to Cart
    </Button>
  );
}
