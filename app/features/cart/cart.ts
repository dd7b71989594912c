import { guardSchema, isRecord } from "~/lib/guard-schema";

/** Per-line cap: the spec sets none; beyond this a subscription is a conversation with sales. */
export const maxLineQuantity = 99;

/** The spec's cart line, as stored in localStorage. */
export type CartLine = {
  id: string;
  name: string;
  price: number;
  quantity: number;
  imageSlug: string;
  icon: string;
};

// Ids and image slugs end up in URLs, so a hand-edited value must not smuggle in anything else.
const isSlug = (value: unknown): value is string => typeof value === "string" && /^[a-z0-9-]{1,64}$/.test(value);

export function isCartLine(input: unknown): input is CartLine {
  if (!isRecord(input)) return false;
  const { id, name, price, quantity, imageSlug, icon } = input;
  return (
    isSlug(id) &&
    typeof name === "string" &&
    name.length >= 1 &&
    name.length <= 200 &&
    typeof price === "number" &&
    Number.isFinite(price) &&
    price >= 0 &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (quantity as number) <= maxLineQuantity &&
    isSlug(imageSlug) &&
    typeof icon === "string" &&
    icon.length <= 64
  );
}

// The header badge reads the cart on every page, so this validates without zod (see guard-schema).
export const cartLineSchema = guardSchema(isCartLine);

/** A cart with a bad line, or the same product twice, is corrupted: it reads as empty. */
export const cartSchema = guardSchema(
  (input: unknown): input is CartLine[] =>
    Array.isArray(input) &&
    input.length <= 100 &&
    input.every(isCartLine) &&
    new Set(input.map((line) => line.id)).size === input.length,
);

/** What a product hands to the cart: the line without a quantity. */
export type CartProduct = Omit<CartLine, "quantity">;

export function cartQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

/** Whole dollars per month. */
export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((total, line) => total + line.price * line.quantity, 0);
}

export function lineQuantity(lines: readonly CartLine[], id: string): number {
  return lines.find((line) => line.id === id)?.quantity ?? 0;
}

/**
 * The spec's rule: an existing line goes up by 1, a new product is added with quantity 1.
 * At the cap the same array comes back, so callers can tell nothing was added.
 */
export function addToCart(lines: CartLine[], product: CartProduct): CartLine[] {
  const existing = lines.find((line) => line.id === product.id);
  if (!existing) {
    // Picked field by field: callers may pass a whole catalogue product, which has far more.
    const { id, name, price, imageSlug, icon } = product;
    return [...lines, { id, name, price, imageSlug, icon, quantity: 1 }];
  }
  if (existing.quantity >= maxLineQuantity) return lines;
  return lines.map((line) => (line.id === product.id ? { ...line, quantity: line.quantity + 1 } : line));
}

/** Clamps to 1..99; a value that is not a number leaves the cart as it was. */
export function setQuantity(lines: CartLine[], id: string, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity)) return lines;
  const clamped = Math.min(maxLineQuantity, Math.max(1, Math.trunc(quantity)));
  const line = lines.find((candidate) => candidate.id === id);
  if (!line || line.quantity === clamped) return lines;
  return lines.map((candidate) => (candidate.id === id ? { ...candidate, quantity: clamped } : candidate));
}

export function removeLine(lines: CartLine[], id: string): CartLine[] {
  return lines.some((line) => line.id === id) ? lines.filter((line) => line.id !== id) : lines;
}

/** Contact link for a quote, naming every product in the cart. */
export function quoteHref(lines: readonly CartLine[]): string {
  const params = new URLSearchParams({
    subject: "Quote Request",
    product: lines.map((line) => line.name).join(", "),
  });
  // URLSearchParams writes spaces as "+"; %20 reads the same everywhere and matches the other
  // contact links. A literal "+" is already escaped as %2B, so this swap is lossless.
  return `/contact?${params.toString().replace(/\+/g, "%20")}`;
}
