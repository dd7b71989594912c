// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../sections";
import type { Localized } from "../localized";

export const sectionCopy = {
  learnMore: "En savoir plus",
  opensInNewTab: " (s’ouvre dans un nouvel onglet)",
  breadcrumbHome: "Accueil",
} satisfies Localized<typeof en.sectionCopy>;

export const carouselCopy = {
  pause: "Mettre en pause le défilement des diapositives",
  play: "Lancer le défilement des diapositives",
  previous: "Diapositive précédente",
  next: "Diapositive suivante",
  goToSlide: "Aller à la diapositive {number}\u00a0: {name}",
  slidePosition: "{number} sur {count}",
  rating: "Note de {count} sur {max}",
  quote: "«\u00a0{quote}\u00a0»",
} satisfies Localized<typeof en.carouselCopy>;
