import { useCallback } from "react";
import { showToast } from "~/lib/lazy-toast";
import { addToCart, maxLineQuantity, removeLine, setQuantity } from "./cart";
import type { CartLine, CartProduct } from "./cart";
import { cartStore } from "./cart-store";
import type { cartMessages } from "~/content/marketplace";
import { fillTemplate } from "~/lib/fill-template";

/** The cart's toasts in the page's language, from the route's loader ("{name}", "{max}" filled here). */
export type CartMessages = typeof cartMessages;

/** Reads the latest stored cart at the moment of the click, so two tabs never overwrite each other. */
function writeCart(update: (lines: CartLine[]) => CartLine[]): "unchanged" | "saved" | "failed" {
  const current = cartStore.read();
  const next = update(current);
  if (next === current) return "unchanged";
  return cartStore.write(next) ? "saved" : "failed";
}

export function useAddToCart(messages: CartMessages): (product: CartProduct) => void {
  return useCallback((product: CartProduct) => {
    const result = writeCart((lines) => addToCart(lines, product));
    if (result === "failed") {
      showToast("error", messages.error, { description: messages.addFailed });
    } else if (result === "unchanged") {
      showToast("default", messages.limit, {
        description: fillTemplate(messages.limitDescription, { name: product.name, max: maxLineQuantity }),
      });
    } else {
      showToast("success", messages.added, {
        description: fillTemplate(messages.addedDescription, { name: product.name }),
      });
    }
  }, [messages]);
}

export function useCartUpdates(messages: Pick<CartMessages, "error" | "updateFailed">) {
  const changeQuantity = useCallback((id: string, quantity: number) => {
    if (writeCart((lines) => setQuantity(lines, id, quantity)) === "failed") {
      showToast("error", messages.error, { description: messages.updateFailed });
    }
  }, [messages]);
  const remove = useCallback((id: string): boolean => {
    const result = writeCart((lines) => removeLine(lines, id));
    if (result === "failed") showToast("error", messages.error, { description: messages.updateFailed });
    return result !== "failed";
  }, [messages]);
  return { changeQuantity, remove };
}
