import { z } from "zod";

/** The spec's cart line, as stored in localStorage. */
export const cartLineSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  price: z.number().nonnegative(),
  quantity: z.number().int().min(1),
  imageSlug: z.string(),
  icon: z.string(),
});
export const cartSchema = z.array(cartLineSchema);

export type CartLine = z.infer<typeof cartLineSchema>;

export function cartQuantity(lines: CartLine[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}
