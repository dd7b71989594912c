import { createStore, storageKeys, useStore } from "~/lib/storage";
import { cartSchema } from "./cart";
import type { CartLine } from "./cart";

const empty: CartLine[] = [];

export const cartStore = createStore(storageKeys.cart, cartSchema, empty);

export function useCart(): CartLine[] {
  return useStore(cartStore);
}
