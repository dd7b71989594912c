import { Interpolated } from "~/components/ui/interpolated";
import { Link } from "~/components/ui/link";
import { Accordion } from "~/components/ui/accordion";
import { buttonClasses } from "~/components/ui/button";
import { HydrateLater } from "~/components/ui/hydrate-later";
import type * as apiDocs from "~/content/api-docs";
import type { ApiEndpoint, ApiSectionId } from "~/content/api-docs";
import { external } from "~/content/site";
import { CodeBlock } from "./code-block";
import { DocSection } from "./doc-section";
import { EndpointCard } from "./endpoint-card";
import { Icon } from "~/components/ui/icon";

/** Everything the reference shows, in the page's language (the route's loader data). */
export type ApiReferenceContent = Pick<
  typeof apiDocs,
  | "aiCompletionsEndpoint"
  | "analyticsQueryEndpoints"
  | "apiBaseUrl"
  | "apiDocsCopy"
  | "apiDocsUi"
  | "apiSections"
  | "authEndpoint"
  | "dataEndpoints"
  | "errorExample"
  | "httpErrors"
  | "parameterLocations"
  | "sdkStatusLabels"
  | "sdks"
  | "userEndpoints"
>;

function Endpoints({
  endpoints,
  content,
}: {
  endpoints: ApiEndpoint[];
  content: ApiReferenceContent;
}) {
  return (
    <ul className="space-y-3">
      {endpoints.map((endpoint) => (
        <li key={endpoint.id}>
          <EndpointCard
            endpoint={endpoint}
            copy={content.apiDocsUi}
            locationLabels={content.parameterLocations}
          />
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
export function ApiReference({ content }: { content: ApiReferenceContent }) {
  const {
    aiCompletionsEndpoint,
    analyticsQueryEndpoints,
    apiBaseUrl,
    apiDocsCopy,
    apiDocsUi: ui,
    apiSections,
    authEndpoint,
    dataEndpoints,
    errorExample,
    httpErrors,
    sdkStatusLabels,
    sdks,
    userEndpoints,
  } = content;
  const title = (id: ApiSectionId) => apiSections.find((section) => section.id === id)?.title ?? id;
  return (
    <HydrateLater>
      <Accordion type="single" collapsible className="space-y-16">
        <DocSection id="getting-started" title={title("getting-started")}>
          <Paragraphs items={apiDocsCopy.gettingStarted} />
          <p className="text-muted-foreground">
            {ui.baseUrl}{" "}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground">
              {apiBaseUrl}
            </code>
          </p>
          <a
            href={external.developerPortal}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("primary")}
          >
            {ui.portal}
            <Icon name="external-link" aria-hidden="true" />
            <span className="sr-only">{ui.newTab}</span>
          </a>
          <h3 className="pt-2 text-xl font-semibold">{ui.sdksTitle}</h3>
          <ul className="grid gap-3 sm:grid-cols-3">
            {sdks.map((sdk) => (
              <li key={sdk.name} className="rounded-lg border border-border bg-card p-4">
                <p className="flex items-center justify-between gap-2 font-semibold">
                  {sdk.name}
                  {sdk.status === "Coming Soon" ? (
                    <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                      {sdkStatusLabels["Coming Soon"]}
                    </span>
                  ) : null}
                </p>
                {sdk.install ? (
                  <code className="mt-2 block font-mono text-xs break-all text-muted-foreground">
                    {sdk.install}
                  </code>
                ) : (
                  <p className="mt-2 text-xs text-muted-foreground">{ui.sdkUnavailable}</p>
                )}
              </li>
            ))}
          </ul>
        </DocSection>

        <DocSection id="authentication" title={title("authentication")}>
          <Paragraphs items={apiDocsCopy.authentication} />
          <CodeBlock
            code={apiDocsCopy.authHeaderExample}
            label={ui.authHeaderLabel}
            copy={ui.copy}
          />
          <Endpoints endpoints={[authEndpoint]} content={content} />
        </DocSection>

        <DocSection id="user-management-api" title={title("user-management-api")}>
          <p className="max-w-3xl text-lg text-muted-foreground">{ui.userIntro}</p>
          <Endpoints endpoints={userEndpoints} content={content} />
        </DocSection>

        <DocSection id="data-management-api" title={title("data-management-api")}>
          <p className="max-w-3xl text-lg text-muted-foreground">{ui.dataIntro}</p>
          <Endpoints endpoints={dataEndpoints} content={content} />
        </DocSection>

        <DocSection id="analytics-api" title={title("analytics-api")}>
          <p className="max-w-3xl text-lg text-muted-foreground">{ui.analyticsIntro}</p>
          <Endpoints
            endpoints={[...analyticsQueryEndpoints, aiCompletionsEndpoint]}
            content={content}
          />
          <p className="text-muted-foreground">
            <Interpolated
              template={ui.aiDocsSentence}
              parts={{
                link: (
                  <Link to="/ai-documentation" className="text-link underline underline-offset-2">
                    {ui.aiDocsLink}
                  </Link>
                ),
              }}
            />
          </p>
        </DocSection>

        <DocSection id="rate-limiting-errors" title={title("rate-limiting-errors")}>
          <Paragraphs items={apiDocsCopy.rateLimit} />
          <div className="overflow-hidden rounded-lg border border-border">
            <table className="w-full border-collapse text-start text-sm">
              <caption className="sr-only">{ui.errorsCaption}</caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {ui.statusColumn}
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {ui.meaningColumn}
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
          <CodeBlock code={errorExample} label={ui.errorExampleLabel} copy={ui.copy} />
          {/* On phones the button goes under the text instead of squeezing it beside itself. */}
          <div className="flex flex-col items-start gap-4 rounded-xl border border-border bg-card p-5 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-start gap-4 sm:items-center">
              <Icon name="life-buoy" className="size-8 shrink-0 text-link" aria-hidden="true" />
              <p className="min-w-0 text-muted-foreground">{ui.stuck}</p>
            </div>
            <Link to="/support" className={buttonClasses("outline")}>
              {ui.contactSupport}
            </Link>
          </div>
        </DocSection>
      </Accordion>
    </HydrateLater>
  );
}
