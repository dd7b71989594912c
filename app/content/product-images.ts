/** Every product illustration shares one canvas, so cards reserve the same space. */
export const productImageSize = { width: 480, height: 320 } as const;

export function productImageSrc(imageSlug: string): string {
  return `/images/products/${imageSlug}.svg`;
}
