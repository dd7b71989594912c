/**
 * The icons content names by string (the cart line stores an icon name, per the spec), each with
 * its lucide source. scripts/make-icon-sprite.mjs draws them into public/icons/sprite.svg, so a
 * page shows them with no JavaScript; add an entry here and run `npm run icons` for a new one.
 * Relative imports only: react-router.config.ts loads content that reads these names.
 */
export const iconSources = {
  activity: "activity",
  analytics: "chart-column",
  bot: "bot",
  book: "book-open",
  brain: "brain",
  briefcase: "briefcase-business",
  building: "building-complex",
  cloud: "cloud",
  "cloud-cog": "cloud-cog",
  code: "code-xml",
  cpu: "cpu",
  database: "database",
  file: "file-text",
  git: "git-branch",
  globe: "globe",
  education: "graduation-cap",
  handshake: "handshake",
  headphones: "headphones",
  care: "heart-handshake",
  layers: "layers",
  dashboard: "layout-dashboard",
  lightbulb: "lightbulb",
  lock: "lock",
  mail: "mail",
  message: "message-square",
  messages: "messages-square",
  monitor: "monitor",
  network: "network",
  package: "package",
  phone: "phone",
  rocket: "rocket",
  server: "server",
  settings: "settings",
  shield: "shield",
  "shield-check": "shield-check",
  cart: "shopping-cart",
  sparkles: "sparkles",
  target: "target",
  trending: "trending-up",
  trophy: "trophy",
  users: "users",
  workflow: "workflow",
  wrench: "wrench",
  zap: "zap",
} as const;

export type IconName = keyof typeof iconSources;

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(iconSources, name);
}

/** Bump with any change to the sprite so browsers never pair new markup with an old cached file. */
export const iconSpriteHref = "/icons/sprite-1.svg";
