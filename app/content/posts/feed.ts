// Relative imports only, like the rest of the posts content. Build-time only: the feed route's loader.
import { brand } from "../site";
import type { SiteLocale } from "../../lib/locales";

/** The RSS channel's title and description in each published language. */
export const feedCopy: Record<SiteLocale, { title: string; description: string }> = {
  en: {
    title: `${brand.name} Blog`,
    description: `Articles on AI, cybersecurity, data analytics, DevOps and digital transformation from the ${brand.name} team.`,
  },
  fr: {
    title: `Blogue de ${brand.name}`,
    description: `Articles sur l’IA, la cybersécurité, l’analyse de données, le DevOps et la transformation numérique, par l’équipe de ${brand.name}.`,
  },
  ar: {
    title: `مدونة ${brand.name}`,
    description: `مقالات حول الذكاء الاصطناعي والأمن السيبراني وتحليل البيانات وDevOps والتحول الرقمي من فريق ${brand.name}.`,
  },
};
