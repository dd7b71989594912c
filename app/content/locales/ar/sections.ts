// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../sections";
import type { Localized } from "../localized";

export const sectionCopy = {
  learnMore: "اعرف المزيد",
  opensInNewTab: " (يُفتح في علامة تبويب جديدة)",
  breadcrumbHome: "الرئيسية",
} satisfies Localized<typeof en.sectionCopy>;

export const carouselCopy = {
  pause: "إيقاف التناوب التلقائي للشرائح",
  play: "تشغيل التناوب التلقائي للشرائح",
  previous: "الشريحة السابقة",
  next: "الشريحة التالية",
  goToSlide: "الانتقال إلى الشريحة {number}: {name}",
  slidePosition: "{number} من {count}",
  rating: "التقييم {count} من {max}",
  quote: "«{quote}»",
} satisfies Localized<typeof en.carouselCopy>;
