import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "~/lib/storage";
import type { CartProduct } from "./cart";
import { cartStore } from "./cart-store";
import { cartMessages } from "~/content/marketplace";
import * as fr from "~/content/compiled/fr/marketplace";
import { useAddToCart, useCartUpdates } from "./use-cart-actions";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/lib/lazy-toast", () => ({ showToast }));

const sentinel: CartProduct = { id: "endpoint-protection", name: "Sentinel", price: 79, imageSlug: "endpoint-protection", icon: "shield-check" };

beforeEach(() => {
  localStorage.clear();
  showToast.mockClear();
});

describe("useAddToCart", () => {
  it("adds a line, then raises its quantity, confirming each time", () => {
    const { result } = renderHook(() => useAddToCart(cartMessages));
    act(() => result.current(sentinel));
    act(() => result.current(sentinel));
    expect(cartStore.read()).toEqual([{ ...sentinel, quantity: 2 }]);
    expect(showToast).toHaveBeenCalledTimes(2);
    expect(showToast).toHaveBeenLastCalledWith("success", cartMessages.added, {
      description: expect.stringContaining("Sentinel"),
    });
  });

  it("shows the spec's error toast when storage refuses the write", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("QuotaExceededError");
    });
    const { result } = renderHook(() => useAddToCart(cartMessages));
    act(() => result.current(sentinel));
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith("error", "Error", {
      description: "Could not add item to cart. Please try again.",
    });
  });

  it("words its toasts in the page's language", () => {
    const { result } = renderHook(() => useAddToCart(fr.cartMessages));
    act(() => result.current(sentinel));
    expect(showToast).toHaveBeenCalledWith("success", "Ajouté au panier\u00a0! 🛒", {
      description: "Sentinel est dans votre panier. Demandez une soumission à partir du panier quand vous serez prêt.",
    });
    localStorage.setItem(storageKeys.cart, JSON.stringify([{ ...sentinel, quantity: 99 }]));
    act(() => result.current(sentinel));
    expect(showToast).toHaveBeenLastCalledWith("default", "Limite de quantité atteinte", {
      description: expect.stringContaining("99\u00a0× Sentinel"),
    });
  });

  it("starts again from an empty cart when the stored one is corrupted", () => {
    localStorage.setItem(storageKeys.cart, "{not json");
    const { result } = renderHook(() => useAddToCart(cartMessages));
    act(() => result.current(sentinel));
    expect(cartStore.read()).toEqual([{ ...sentinel, quantity: 1 }]);
  });

  it("says so instead of adding past the cap", () => {
    localStorage.setItem(storageKeys.cart, JSON.stringify([{ ...sentinel, quantity: 99 }]));
    const { result } = renderHook(() => useAddToCart(cartMessages));
    act(() => result.current(sentinel));
    expect(cartStore.read()).toEqual([{ ...sentinel, quantity: 99 }]);
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith("default", cartMessages.limit, { description: expect.stringContaining("99") });
  });
});

describe("useCartUpdates", () => {
  it("changes quantities and removes lines", () => {
    localStorage.setItem(storageKeys.cart, JSON.stringify([{ ...sentinel, quantity: 1 }]));
    const { result } = renderHook(() => useCartUpdates(cartMessages));
    act(() => result.current.changeQuantity(sentinel.id, 5));
    expect(cartStore.read()[0]?.quantity).toBe(5);
    act(() => {
      expect(result.current.remove(sentinel.id)).toBe(true);
    });
    expect(cartStore.read()).toEqual([]);
  });

  it("reports a failed update", () => {
    localStorage.setItem(storageKeys.cart, JSON.stringify([{ ...sentinel, quantity: 1 }]));
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("denied");
    });
    const { result } = renderHook(() => useCartUpdates(cartMessages));
    act(() => {
      expect(result.current.remove(sentinel.id)).toBe(false);
    });
    expect(showToast).toHaveBeenCalledWith("error", "Error", { description: cartMessages.updateFailed });
  });
});
