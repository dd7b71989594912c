import type { Route } from "./+types/pricing";
import { localeFromRequest } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { PlanTabs } from "~/components/sections/pricing-plans";
import { Section } from "~/components/sections/section";
import { buttonClasses } from "~/components/ui/button";
import * as plans from "~/content/plans";
import { localizedModule } from "~/content/localized-copy";
import { pageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";
import { faqPageJsonLd } from "~/lib/structured-data";
import { Icon } from "~/components/ui/icon";

/** Plans, FAQ and the page's copy in the page's language, prerendered into the page's data. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(plans, "plans", locale);
  return {
    page: copy.pricingPage,
    meta: pageMeta({
      locale,
      ...copy.pricingPage.meta,
      path: "/pricing",
      jsonLd: [faqPageJsonLd(copy.pricingPage.faqs)],
    }),
    // The shape test keeps the tabs' values equal to English: the literal types still hold.
    billingTabs: copy.billingTabs as typeof plans.billingTabs,
    aiTabs: copy.aiTabs as typeof plans.aiTabs,
    defaultBillingPeriod: plans.defaultBillingPeriod,
    defaultAiPeriod: plans.defaultAiPeriod,
    standardPlans: copy.standardPlans,
    aiPlans: copy.aiPlans,
    planCardCopy: copy.planCardCopy,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const {
    page,
    billingTabs,
    aiTabs,
    defaultBillingPeriod,
    defaultAiPeriod,
    standardPlans,
    aiPlans,
    planCardCopy,
  } = loaderData;
  const { hero, promotion, standard, ai, cta } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={<p>{hero.intro}</p>} />
      <Section id={standard.id} title={standard.title} intro={<p>{standard.intro}</p>}>
        <div className="mb-10 flex gap-4 rounded-xl border border-border bg-secondary p-5 text-secondary-foreground">
          <Icon name="sparkles" className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <h3 className="font-semibold">{promotion.title}</h3>
            <p className="mt-1 text-sm">{promotion.text}</p>
          </div>
        </div>
        <PlanTabs
          label={standard.tabsLabel}
          tabs={billingTabs}
          defaultValue={defaultBillingPeriod}
          plans={standardPlans}
          copy={planCardCopy}
        />
      </Section>
      <Section id={ai.id} title={ai.title} intro={<p>{ai.intro}</p>} muted>
        <PlanTabs
          label={ai.tabsLabel}
          tabs={aiTabs}
          defaultValue={defaultAiPeriod}
          plans={aiPlans}
          copy={planCardCopy}
          wide
        />
      </Section>
      <Section id="faq" title={page.faqTitle}>
        <dl className="grid gap-8 md:grid-cols-2">
          {page.faqs.map((faq) => (
            <div key={faq.question}>
              <dt className="text-lg font-semibold">{faq.question}</dt>
              <dd className="mt-2 text-muted-foreground">{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <CtaBanner
        title={cta.title}
        text={<p>{cta.text}</p>}
        actions={
          <Link to={cta.href} className={buttonClasses("hero", "lg")}>
            {cta.label}
          </Link>
        }
      />
    </>
  );
}
