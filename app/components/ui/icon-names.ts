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
  "briefcase-simple": "briefcase",
  "arrow-left": "arrow-left",
  "arrow-right": "arrow-right",
  "arrow-up-right": "arrow-up-right",
  "calendar-days": "calendar-days",
  check: "check",
  "chevron-down": "chevron-down",
  "chevron-left": "chevron-left",
  "chevron-right": "chevron-right",
  "circle-check": "circle-check",
  clock: "clock",
  copy: "copy",
  download: "download",
  "external-link": "external-link",
  eye: "eye",
  "eye-off": "eye-off",
  "file-down": "file-down",
  headset: "headset",
  heart: "heart",
  image: "image",
  info: "info",
  languages: "languages",
  "layout-grid": "layout-grid",
  "life-buoy": "life-buoy",
  "link-2": "link-2",
  list: "list",
  "loader-circle": "loader-circle",
  "lock-open": "lock-open",
  "log-out": "log-out",
  "map-pin": "map-pin",
  "map-pin-off": "map-pin-off",
  menu: "menu",
  minus: "minus",
  moon: "moon",
  "octagon-exclamation-point": "octagon-exclamation-point",
  pause: "pause",
  pencil: "pencil",
  play: "play",
  plus: "plus",
  "refresh-cw": "refresh-cw",
  "rotate-ccw": "rotate-ccw",
  rss: "rss",
  search: "search",
  "search-x": "search-x",
  "send-horizontal": "send-horizontal",
  shapes: "shapes",
  "sliders-horizontal": "sliders-horizontal",
  star: "star",
  sun: "sun",
  trash: "trash",
  "triangle-exclamation-point": "triangle-exclamation-point",
  x: "x",
} as const;

export type IconName = keyof typeof iconSources;

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(iconSources, name);
}

/**
 * Icons that point along the line of reading (forward, back, out, send): drawn mirrored on a
 * right-to-left page, so "next" still points the reading way (a horizontal flip keeps the "up" of
 * arrow-up-right). Not here: icons with a fixed physical meaning (play, the refresh arrows, chevron-down).
 */
export const directionalIcons: ReadonlySet<IconName> = new Set<IconName>([
  "arrow-left",
  "arrow-right",
  "arrow-up-right",
  "chevron-left",
  "chevron-right",
  "external-link",
  "log-out",
  "send-horizontal",
]);

/** Bump with any change to the sprite so browsers never pair new markup with an old cached file. */
export const iconSpriteHref = "/icons/sprite-2.svg";
