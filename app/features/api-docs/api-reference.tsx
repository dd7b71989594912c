import { Link } from "~/components/ui/link";
import { Accordion } from "~/components/ui/accordion";
import { buttonClasses } from "~/components/ui/button";
import { HydrateLater } from "~/components/ui/hydrate-later";
import {
  aiCompletionsEndpoint,
  analyticsQueryEndpoints,
  apiBaseUrl,
  apiDocsCopy,
  apiSections,
  authEndpoint,
  dataEndpoints,
  errorExample,
  httpErrors,
  sdks,
  userEndpoints,
} from "~/content/api-docs";
import type { ApiEndpoint, ApiSectionId } from "~/content/api-docs";
import { site } from "~/content/site";
import { CodeBlock } from "./code-block";
import { DocSection } from "./doc-section";
import { EndpointCard } from "./endpoint-card";
import { Icon } from "~/components/ui/icon";

function title(id: ApiSectionId): string {
  return apiSections.find((section) => section.id === id)?.title ?? id;
}

function Endpoints({ endpoints }: { endpoints: ApiEndpoint[] }) {
  return (
    <ul className="space-y-3">
      {endpoints.map((endpoint) => (
        <li key={endpoint.id}>
          <EndpointCard endpoint={endpoint} />
        </li>
      ))}
    </ul>
  );
}

function Paragraphs({ items }: { items: string[] }) {
  return items.map((text) => (
    <p key={text} className="max-w-3xl text-lg leading-relaxed text-muted-foreground">
      {text}
    </p>
  ));
}

/**
 * The whole API reference. One accordion root wraps every section, so opening any endpoint
 * card closes the one that was open, wherever it is on the page.
 */
export function ApiReference() {
  return (
    <HydrateLater>
      <Accordion type="single" collapsible className="space-y-16">
        <DocSection id="getting-started" title={title("getting-started")}>
          <Paragraphs items={apiDocsCopy.gettingStarted} />
          <p className="text-muted-foreground">
            Base URL:{" "}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground">
              {apiBaseUrl}
            </code>
          </p>
          <a
            href={site.external.developerPortal}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("primary")}
          >
            Open the Developer Portal
            <Icon name="external-link" aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <h3 className="pt-2 text-xl font-semibold">SDKs</h3>
          <ul className="grid gap-3 sm:grid-cols-3">
            {sdks.map((sdk) => (
              <li key={sdk.name} className="rounded-lg border border-border bg-card p-4">
                <p className="flex items-center justify-between gap-2 font-semibold">
                  {sdk.name}
                  {sdk.status === "Coming Soon" ? (
                    <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                      Coming Soon
                    </span>
                  ) : null}
                </p>
                {sdk.install ? (
                  <code className="mt-2 block font-mono text-xs break-all text-muted-foreground">
                    {sdk.install}
                  </code>
                ) : (
                  <p className="mt-2 text-xs text-muted-foreground">
                    Use the REST API directly until it ships.
                  </p>
                )}
              </li>
            ))}
          </ul>
        </DocSection>

        <DocSection id="authentication" title={title("authentication")}>
          <Paragraphs items={apiDocsCopy.authentication} />
          <CodeBlock code={apiDocsCopy.authHeaderExample} label="Authorization header" />
          <Endpoints endpoints={[authEndpoint]} />
        </DocSection>

        <DocSection id="user-management-api" title={title("user-management-api")}>
          <p className="max-w-3xl text-lg text-muted-foreground">
            Create, list, read and update the people who can use your {site.shortName} services.
          </p>
          <Endpoints endpoints={userEndpoints} />
        </DocSection>

        <DocSection id="data-management-api" title={title("data-management-api")}>
          <p className="max-w-3xl text-lg text-muted-foreground">
            Records are the tickets, assets and contracts we manage for you. List them a page at a
            time, create them from your own tools and keep them up to date.
          </p>
          <Endpoints endpoints={dataEndpoints} />
        </DocSection>

        <DocSection id="analytics-api" title={title("analytics-api")}>
          <p className="max-w-3xl text-lg text-muted-foreground">
            Query your records and monitoring data, and call our AI models with the same token.
          </p>
          <Endpoints endpoints={[...analyticsQueryEndpoints, aiCompletionsEndpoint]} />
          <p className="text-muted-foreground">
            Models, limits and responsible use are described in the{" "}
            <Link to="/ai-documentation" className="text-link underline underline-offset-2">
              AI documentation
            </Link>
            .
          </p>
        </DocSection>

        <DocSection id="rate-limiting-errors" title={title("rate-limiting-errors")}>
          <Paragraphs items={apiDocsCopy.rateLimit} />
          <div className="overflow-hidden rounded-lg border border-border">
            <table className="w-full border-collapse text-start text-sm">
              <caption className="sr-only">HTTP errors the API returns</caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Meaning
                  </th>
                </tr>
              </thead>
              <tbody>
                {httpErrors.map((error) => (
                  <tr key={error.status} className="border-t border-border align-top">
                    {/* On phones the name goes under the code, leaving the meaning room to read. */}
                    <th
                      scope="row"
                      className="px-4 py-2 font-mono font-semibold sm:whitespace-nowrap"
                    >
                      {error.status}{" "}
                      <span className="block font-sans font-normal text-muted-foreground sm:inline">
                        {error.name}
                      </span>
                    </th>
                    <td className="px-4 py-2 text-muted-foreground">{error.meaning}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <CodeBlock code={errorExample} label="Error response example" />
          {/* On phones the button goes under the text instead of squeezing it beside itself. */}
          <div className="flex flex-col items-start gap-4 rounded-xl border border-border bg-card p-5 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-start gap-4 sm:items-center">
              <Icon name="life-buoy" className="size-8 shrink-0 text-link" aria-hidden="true" />
              <p className="min-w-0 text-muted-foreground">
                Stuck on an error that is not explained here? Our support team can look at your
                request IDs.
              </p>
            </div>
            <Link to="/support" className={buttonClasses("outline")}>
              Contact Support
            </Link>
          </div>
        </DocSection>
      </Accordion>
    </HydrateLater>
  );
}
