/**
 * A translated module's export: any text where English has text, the rest as English has it. The
 * type of each compiled translation (app/content/compiled/<language>/<module>.ts) and of the copy
 * a component receives in the page's language.
 */
export type Localized<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Localized<R>
      : { -readonly [K in keyof T]: Localized<T[K]> };
