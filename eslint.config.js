import fs from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = fs.existsSync("app/features") ? fs.readdirSync("app/features") : [];

// Flat config replaces a rule's options with the last matching block's, so every block carries
// the rules that hold for the whole app (the server ban, localised links) besides its own.
const appWide = [{ regex: "^(\\.\\./)+server/", message: "the browser never imports the server." }];
const localizedRouting = [
  {
    name: "react-router",
    importNames: ["Link", "NavLink", "Navigate", "useNavigate"],
    message:
      "use Link/Navigate from ~/components/ui/link and useLocalizedNavigate from ~/lib/use-locale: they keep the page's language.",
  },
];
// Built by loaders at build time (record 0100): a component that imported them would put the code
// that writes every page's tags back into the browser.
const loaderOnly = {
  group: ["~/lib/seo", "~/lib/structured-data"],
  message: "page tags are built by the route's loader; meta returns them with loaderMeta.",
};
const restrict = (patterns, { app = true } = {}) => ({
  "no-restricted-imports": [
    "error",
    app ? { patterns: [...patterns, ...appWide], paths: localizedRouting } : { patterns },
  ],
});

/**
 * Dependencies flow one way: ui -> layout/sections -> features -> routes; server/ sits beside
 * them and shares only schemas, content and lib.
 * ui imports nothing of the app; layout and sections import ui, content and lib, never
 * features; a feature never imports another feature.
 */
const boundaries = [
  { files: ["app/**"], rules: restrict([]) },
  {
    files: ["app/components/ui/**"],
    rules: restrict([
      {
        group: [
          "~/components/layout/*",
          "~/components/sections/*",
          "~/features/*",
          "~/routes/*",
          "~/content/*",
        ],
        message: "ui primitives import nothing of the app.",
      },
      loaderOnly,
    ]),
  },
  {
    files: ["app/components/layout/**", "app/components/sections/**"],
    rules: restrict([
      {
        group: ["~/features/*", "~/routes/*"],
        message: "layout and sections take features as props or slots.",
      },
      loaderOnly,
    ]),
  },
  {
    files: ["app/content/**"],
    rules: restrict([
      {
        group: ["~/*"],
        message: "content uses relative imports only: react-router.config.ts loads it.",
      },
    ]),
  },
  {
    files: ["app/lib/**"],
    rules: restrict([
      {
        group: ["~/features/*", "~/routes/*", "~/components/*"],
        message: "lib is below everything.",
      },
    ]),
  },
  {
    // The server shares the forms' schemas, the site config and lib, and nothing that renders.
    files: ["server/**"],
    rules: restrict(
      [
        { group: ["~/routes/*", "~/components/*"], message: "the server imports no UI." },
        {
          group: ["~/features/*/*", "!~/features/*/*-schema"],
          message: "the server imports only the features' schema modules.",
        },
      ],
      { app: false },
    ),
  },
  ...features.map((name) => ({
    files: [`app/features/${name}/**`],
    rules: restrict([
      {
        group: ["~/features/*", `!~/features/${name}`],
        message: "features do not import each other; compose them in a route.",
      },
      { group: ["~/routes/*"], message: "features do not import routes." },
      loaderOnly,
    ]),
  })),
];

/**
 * Right-to-left: class strings use logical utilities (ms-/me-, ps-/pe-, start-/end-, text-start,
 * rounded-s/e, border-s/e), so a page with dir="rtl" mirrors without per-page overrides. Physical
 * ones are refused in string and template literals of app/ (content modules hold copy, not classes).
 * Not refused: left-1/2 (centring with -translate-x-1/2 is the same in both directions) and space-x-*
 * (Tailwind 4 writes it with margin-inline). A genuine exception takes an eslint-disable comment
 * with its reason.
 */
const physicalClass =
  "/(^|[\\s:!])(-?(m[lr]|p[lr]|scroll-[mp][lr]|left(?!-1\\x2F2)|right|inset-[lr])-|(rounded-[tb]?[lr]|border-[lr])(-|\\s|$)|(text|float|clear|origin|origin-top|origin-bottom)-(left|right)(\\s|$))/";
const physicalMessage =
  "Physical direction class: use the logical one (ms-/me-, ps-/pe-, start-/end-, text-start/end, rounded-s/e, border-s/e) so right-to-left pages mirror.";
const logicalClasses = {
  files: ["app/**/*.{ts,tsx}"],
  ignores: ["app/content/**"],
  rules: {
    "no-restricted-syntax": [
      "error",
      { selector: `Literal[value=${physicalClass}]`, message: physicalMessage },
      { selector: `TemplateElement[value.raw=${physicalClass}]`, message: physicalMessage },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "build*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "public/",
      ".lighthouse/",
      // Compiled from content/i18n by scripts/i18n.mjs.
      "app/content/compiled/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ["scripts/**", "tests/**", "*.config.*"],
    rules: { "no-console": "off" },
  },
  logicalClasses,
  ...boundaries,
);
