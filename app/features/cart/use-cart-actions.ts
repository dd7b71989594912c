import { useCallback } from "react";
import { showToast } from "~/lib/lazy-toast";
import { addToCart, maxLineQuantity, removeLine, setQuantity } from "./cart";
import type { CartLine, CartProduct } from "./cart";
import { cartStore } from "./cart-store";

export const cartMessages = {
  added: "Added to Cart! 🛒",
  addedDescription: (name: string) => `${name} is in your cart. Request a quote from the cart when you're ready.`,
  error: "Error",
  addFailed: "Could not add item to cart. Please try again.",
  updateFailed: "Could not update your cart. Please try again.",
  limit: "Quantity Limit Reached",
  limitDescription: (name: string) =>
    `You already have ${maxLineQuantity} of ${name} in your cart. For larger volumes, request a quote and our sales team will help.`,
} as const;

/** Reads the latest stored cart at the moment of the click, so two tabs never overwrite each other. */
function writeCart(update: (lines: CartLine[]) => CartLine[]): "unchanged" | "saved" | "failed" {
  const current = cartStore.read();
  const next = update(current);
  if (next === current) return "unchanged";
  return cartStore.write(next) ? "saved" : "failed";
}

export function useAddToCart(): (product: CartProduct) => void {
  return useCallback((product: CartProduct) => {
    const result = writeCart((lines) => addToCart(lines, product));
    if (result === "failed") {
      showToast("error", cartMessages.error, { description: cartMessages.addFailed });
    } else if (result === "unchanged") {
      showToast("default", cartMessages.limit, { description: cartMessages.limitDescription(product.name) });
    } else {
      showToast("success", cartMessages.added, { description: cartMessages.addedDescription(product.name) });
    }
  }, []);
}

export function useCartUpdates() {
  const changeQuantity = useCallback((id: string, quantity: number) => {
    if (writeCart((lines) => setQuantity(lines, id, quantity)) === "failed") {
      showToast("error", cartMessages.error, { description: cartMessages.updateFailed });
    }
  }, []);
  const remove = useCallback((id: string): boolean => {
    const result = writeCart((lines) => removeLine(lines, id));
    if (result === "failed") showToast("error", cartMessages.error, { description: cartMessages.updateFailed });
    return result !== "failed";
  }, []);
  return { changeQuantity, remove };
}
