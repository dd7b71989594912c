import { Link } from "~/components/ui/link";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { HydrateLater } from "~/components/ui/hydrate-later";
import { Icon } from "~/components/ui/icon";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { PricingPlan, planCardCopy } from "~/content/plans";
import { cn } from "~/lib/cn";

/** The cards' interface text in the page's language, from the route's loader. */
export type PlanCardCopy = typeof planCardCopy;

/** "{name} includes" with the plan's name. */
function includesLabel(template: string, name: string): string {
  return template.replaceAll("{name}", name);
}

/**
 * One plan. In the three-column grid each card is a subgrid of five shared rows (title,
 * description, price, features, action), so prices, feature lists and buttons line up across
 * cards and every action sits at the bottom. A wide card puts the features in a second column.
 */
export function PlanCard({
  plan,
  copy,
  wide = false,
}: {
  plan: PricingPlan;
  copy: PlanCardCopy;
  wide?: boolean;
}) {
  const longPrice = plan.price.length > 8;
  return (
    <div
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8",
        plan.popular ? "border-2 border-primary" : "border-border",
        wide
          ? "md:grid md:grid-cols-2 md:grid-rows-[auto_auto_auto_1fr] md:gap-x-10"
          : "lg:row-span-5 lg:grid lg:grid-rows-subgrid lg:gap-y-0",
      )}
    >
      <div className="flex flex-wrap content-start items-center gap-2">
        {plan.icon ? (
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <Icon name={plan.icon} className="size-5" />
          </span>
        ) : null}
        <h3 className="text-xl font-semibold">{plan.name}</h3>
        {plan.popular ? <Badge variant="primary">{copy.mostPopular}</Badge> : null}
      </div>
      <p className="mt-3 text-muted-foreground">{plan.description}</p>
      <div className="mt-6">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className={cn("font-bold tracking-tight", longPrice ? "text-3xl" : "text-4xl")}>
            {plan.price}
          </span>
          <span className="text-muted-foreground">{plan.frequency}</span>
        </p>
        {plan.originalPrice || plan.discount ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            {plan.originalPrice ? (
              <span className="text-muted-foreground">
                <span className="sr-only">{copy.regularPrice}</span>
                <s>{plan.originalPrice}</s>
              </span>
            ) : null}
            {plan.discount ? <Badge>{plan.discount}</Badge> : null}
          </p>
        ) : null}
      </div>
      <ul
        className={cn(
          "mt-8 space-y-3 text-sm",
          wide && "md:col-start-2 md:row-span-4 md:row-start-1 md:mt-0",
        )}
        aria-label={includesLabel(copy.includes, plan.name)}
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={plan.ctaLink}
        className={cn(
          buttonClasses(plan.popular ? "primary" : "outline", "lg"),
          "mt-8 w-full",
          wide && "md:col-start-1 md:row-start-4 md:self-end",
        )}
      >
        {plan.buttonText}
      </Link>
    </div>
  );
}

/**
 * Billing tabs over plan lists. Every panel is rendered (and hidden with CSS when inactive) so all
 * plans are in the prerendered HTML for search engines; Radix supplies the keyboard behaviour.
 */
export function PlanTabs<T extends string>({
  label,
  tabs,
  defaultValue,
  plans,
  copy,
  wide = false,
}: {
  label: string;
  copy: PlanCardCopy;
  tabs: Array<{ value: T; label: string }>;
  defaultValue: T;
  plans: Record<T, PricingPlan[]>;
  wide?: boolean;
}) {
  return (
    <HydrateLater>
      <Tabs defaultValue={defaultValue}>
        <div className="flex justify-center">
          <TabsList aria-label={label} className="w-full max-w-md sm:w-auto sm:max-w-none">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {tabs.map((tab) => (
          <TabsContent
            key={tab.value}
            value={tab.value}
            forceMount
            className="mt-10 data-[state=inactive]:hidden"
          >
            <ul className={cn("grid gap-6", !wide && "lg:grid-cols-3")}>
              {plans[tab.value].map((plan) => (
                <li
                  key={plan.name + plan.ctaLink}
                  className={cn(!wide && "lg:row-span-5 lg:grid lg:grid-rows-subgrid lg:gap-y-0")}
                >
                  <PlanCard plan={plan} copy={copy} wide={wide} />
                </li>
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
    </HydrateLater>
  );
}
