import { Interpolated } from "~/components/ui/interpolated";
import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import type * as aiDocs from "~/content/ai-docs";
import type { AiSectionId } from "~/content/ai-docs";
import type * as apiDocs from "~/content/api-docs";
import { CodeBlock } from "./code-block";
import { DocSection } from "./doc-section";
import { AuthTag, MethodBadge, withName } from "./endpoint-card";
import { ModelZooNotice } from "./model-zoo-notice";

/**
 * Everything the AI reference shows, in the page's language (the route's loader data). The rate
 * limit line comes written out: a browser's first Intl number format costs tens of milliseconds of
 * main thread while the page hydrates.
 */
export type AiReferenceContent = Pick<
  typeof aiDocs,
  "aiDocsCopy" | "aiDocsUi" | "aiSections" | "aiUseCases" | "coreModels" | "ethicalPrinciples"
> &
  Pick<typeof apiDocs, "aiCompletionsEndpoint"> & { rateLimitText: string };

const lead = "max-w-3xl text-lg leading-relaxed text-muted-foreground";

/** The AI documentation body: models, principles, the example endpoint and use cases. */
export function AiReference({ content }: { content: AiReferenceContent }) {
  const {
    aiDocsCopy,
    aiDocsUi: ui,
    aiSections,
    aiUseCases,
    coreModels,
    ethicalPrinciples,
  } = content;
  const title = (id: AiSectionId) => aiSections.find((section) => section.id === id)?.title ?? id;
  const endpoint = content.aiCompletionsEndpoint;
  const name = `${endpoint.method} ${endpoint.path}`;
  return (
    <div className="space-y-16">
      <DocSection id="introduction" title={title("introduction")}>
        {aiDocsCopy.introduction.map((text) => (
          <p key={text} className={lead}>
            {text}
          </p>
        ))}
      </DocSection>

      <DocSection id="coreModels" title={title("coreModels")}>
        <ul className="grid gap-4 md:grid-cols-2">
          {coreModels.map((model) => (
            <li key={model.id} className="rounded-xl border border-border bg-card p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon name={model.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{model.name}</h3>
                  <p className="font-mono text-xs text-muted-foreground">{model.id}</p>
                </div>
              </div>
              <p className="mt-3 text-muted-foreground">{model.purpose}</p>
              <ul className="mt-3 space-y-1.5 text-sm">
                {model.details.map((detail) => (
                  <li key={detail} className="flex gap-2">
                    <Icon
                      name="check"
                      className="mt-0.5 size-4 shrink-0 text-link"
                      aria-hidden="true"
                    />
                    {detail}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="rounded-xl border border-dashed border-border p-5">
          <p className="mb-3 text-muted-foreground">{aiDocsCopy.modelZoo.text}</p>
          <ModelZooNotice
            buttonLabel={aiDocsCopy.modelZoo.button}
            notice={aiDocsCopy.modelZoo.notice}
          />
        </div>
      </DocSection>

      <DocSection id="ethicalAi" title={title("ethicalAi")}>
        <ul className="space-y-4">
          {ethicalPrinciples.map((principle) => (
            <li key={principle.title} className="border-s-4 border-primary ps-4">
              <h3 className="font-semibold">{principle.title}</h3>
              <p className="mt-1 text-muted-foreground">{principle.description}</p>
            </li>
          ))}
        </ul>
      </DocSection>

      <DocSection id="apiEndpoints" title={title("apiEndpoints")}>
        {aiDocsCopy.endpointsIntro.map((text) => (
          <p key={text} className={lead}>
            {text}
          </p>
        ))}
        <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
          <h3 className="flex flex-wrap items-center gap-3">
            <MethodBadge method={endpoint.method} />
            <code className="font-mono font-semibold break-all">{endpoint.path}</code>
            <AuthTag required={endpoint.authRequired} labels={ui} />
          </h3>
          <p className="mt-3 text-muted-foreground">{endpoint.description}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            {content.rateLimitText}
          </p>
          <div className="mt-4 grid gap-4 xl:grid-cols-2">
            <CodeBlock
              code={endpoint.requestExample}
              label={withName(ui.requestExample, name)}
              copy={ui.copy}
            />
            <CodeBlock
              code={endpoint.responseExample}
              label={withName(ui.responseExample, name)}
              copy={ui.copy}
            />
          </div>
        </div>
        <p className="text-muted-foreground">
          <Interpolated
            template={ui.apiDocsSentence}
            parts={{
              link: (
                <Link
                  to="/api-documentation#authentication"
                  className="text-link underline underline-offset-2"
                >
                  {ui.apiDocsLink}
                </Link>
              ),
            }}
          />
        </p>
      </DocSection>

      <DocSection id="useCases" title={title("useCases")}>
        <ul className="grid gap-4 md:grid-cols-2">
          {aiUseCases.map((useCase) => (
            <li
              key={useCase.title}
              className="rounded-xl border border-border bg-card p-5 shadow-sm"
            >
              <Icon name={useCase.icon} className="size-6 text-link" />
              <h3 className="mt-3 font-semibold">{useCase.title}</h3>
              <p className="mt-1 text-muted-foreground">{useCase.description}</p>
            </li>
          ))}
        </ul>
      </DocSection>
    </div>
  );
}
