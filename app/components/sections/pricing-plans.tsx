import { Check } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { HydrateLater } from "~/components/ui/hydrate-later";
import { Icon } from "~/components/ui/icon";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { PricingPlan } from "~/content/plans";
import { cn } from "~/lib/cn";

export function PlanCard({ plan, wide = false }: { plan: PricingPlan; wide?: boolean }) {
  const longPrice = plan.price.length > 8;
  return (
    <div
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8",
        plan.popular ? "border-2 border-primary" : "border-border",
        wide && "md:grid md:grid-cols-2 md:gap-10",
      )}
    >
      <div className="flex flex-col">
        <div className="flex flex-wrap items-center gap-2">
          {plan.icon ? (
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon name={plan.icon} className="size-5" />
            </span>
          ) : null}
          <h3 className="text-xl font-semibold">{plan.name}</h3>
          {plan.popular ? <Badge variant="primary">Most Popular</Badge> : null}
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
                  <span className="sr-only">Regular price </span>
                  <s>{plan.originalPrice}</s>
                </span>
              ) : null}
              {plan.discount ? <Badge>{plan.discount}</Badge> : null}
            </p>
          ) : null}
        </div>
        <Link
          to={plan.ctaLink}
          className={cn(
            buttonClasses(plan.popular ? "primary" : "outline", "lg"),
            "mt-6 w-full",
            wide && "md:mt-auto",
          )}
        >
          {plan.buttonText}
        </Link>
      </div>
      <ul
        className={cn("space-y-3 text-sm", wide ? "mt-8 md:mt-0" : "mt-8")}
        aria-label={`${plan.name} includes`}
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
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
  wide = false,
}: {
  label: string;
  tabs: Array<{ value: T; label: string }>;
  defaultValue: T;
  plans: Record<T, PricingPlan[]>;
  wide?: boolean;
}) {
  return (
    <HydrateLater>
      <Tabs defaultValue={defaultValue}>
        <div className="flex justify-center">
          <TabsList aria-label={label}>
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
            <ul className={cn("grid gap-6", wide ? "mx-auto max-w-5xl" : "lg:grid-cols-3")}>
              {plans[tab.value].map((plan) => (
                <li key={plan.name + plan.ctaLink}>
                  <PlanCard plan={plan} wide={wide} />
                </li>
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
    </HydrateLater>
  );
}
