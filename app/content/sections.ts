// Relative imports only: react-router.config.ts loads content modules outside Vite.

/**
 * Words the shared page sections and the carousels show around the page's own copy. Routes pass
 * them down as props from their loaders, so each page carries them in its own language.
 */
export const sectionCopy = {
  /** Link text of a feature card whose item has no linkText of its own. */
  learnMore: "Learn more",
  /** Read after the name of a link that opens in a new tab (screen readers only). */
  opensInNewTab: " (opens in a new tab)",
  /** First level of every breadcrumb trail (JSON-LD). */
  breadcrumbHome: "Home",
};

/** The carousels' controls; "{…}" placeholders are filled in the component. */
export const carouselCopy = {
  pause: "Pause slide rotation",
  play: "Start slide rotation",
  previous: "Previous slide",
  next: "Next slide",
  goToSlide: "Go to slide {number}: {name}",
  slidePosition: "{number} of {count}",
  rating: "Rated {count} out of {max}",
  /** A testimonial's quotation marks around its text. */
  quote: "“{quote}”",
};
