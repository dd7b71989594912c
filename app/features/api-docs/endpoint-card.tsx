import { AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { ApiEndpoint, ApiParameter, HttpMethod, apiDocsUi } from "~/content/api-docs";
import { cn } from "~/lib/cn";
import { CodeBlock } from "./code-block";
import { Icon } from "~/components/ui/icon";

// Each method has its own look, and its name is always printed, so colour is never the only cue.
const methodClasses: Record<HttpMethod, string> = {
  GET: "bg-secondary text-secondary-foreground border-secondary-foreground/30",
  POST: "bg-primary text-primary-foreground border-primary",
  PUT: "bg-background text-foreground border-foreground",
};

export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <span
      className={cn(
        "inline-flex w-14 shrink-0 justify-center rounded-md border px-2 py-0.5 font-mono text-xs font-bold",
        methodClasses[method],
      )}
    >
      {method}
    </span>
  );
}

export type EndpointCopy = Pick<
  typeof apiDocsUi,
  | "copy"
  | "requestExample"
  | "responseExample"
  | "authRequired"
  | "public"
  | "parameters"
  | "parametersOf"
  | "nameColumn"
  | "inColumn"
  | "typeColumn"
  | "descriptionColumn"
  | "required"
>;

/** "Request example: {name}" and the like, with the endpoint's "METHOD /path". */
export const withName = (template: string, name: string) => template.replace("{name}", name);

export function AuthTag({
  required,
  labels,
}: {
  required: boolean;
  labels: Pick<typeof apiDocsUi, "authRequired" | "public">;
}) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground">
      <Icon name={required ? "lock" : "lock-open"} className="size-3" aria-hidden="true" />
      {required ? labels.authRequired : labels.public}
    </span>
  );
}

/** One documented endpoint; it lives in the page-wide single-open accordion. */
export function EndpointCard({
  endpoint,
  copy,
  locationLabels,
}: {
  endpoint: ApiEndpoint;
  copy: EndpointCopy;
  /** Each parameter location's name in the page's language. */
  locationLabels: Array<{ value: ApiParameter["in"]; label: string }>;
}) {
  const name = `${endpoint.method} ${endpoint.path}`;
  const parametersOf = withName(copy.parametersOf, name);
  const locationLabel = (value: ApiParameter["in"]) =>
    locationLabels.find((location) => location.value === value)?.label ?? value;
  return (
    <AccordionItem
      value={endpoint.id}
      id={endpoint.id}
      className="rounded-xl border border-border bg-card px-4 shadow-sm"
    >
      <AccordionTrigger className="gap-3 hover:no-underline">
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1.5">
          <MethodBadge method={endpoint.method} />
          <code className="font-mono text-sm font-semibold break-all text-foreground">
            {endpoint.path}
          </code>
          <AuthTag required={endpoint.authRequired} labels={copy} />
          <span className="w-full text-sm font-normal text-muted-foreground sm:w-auto">
            {endpoint.summary}
          </span>
        </span>
      </AccordionTrigger>
      <AccordionContent className="space-y-5 text-base text-foreground">
        <p className="text-muted-foreground">{endpoint.description}</p>
        {endpoint.parameters.length > 0 ? (
          <div>
            <h4 className="mb-2 font-semibold">{copy.parameters}</h4>
            {/* A focusable, named scroll box: on phones the table scrolls sideways by keyboard too. */}
            <div
              className="overflow-x-auto"
              role="region"
              aria-label={parametersOf}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
            >
              <table className="w-full min-w-[32rem] border-collapse text-start text-sm">
                <caption className="sr-only">{parametersOf}</caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pe-4 font-semibold">
                      {copy.nameColumn}
                    </th>
                    <th scope="col" className="py-2 pe-4 font-semibold">
                      {copy.inColumn}
                    </th>
                    <th scope="col" className="py-2 pe-4 font-semibold">
                      {copy.typeColumn}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {copy.descriptionColumn}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {endpoint.parameters.map((parameter) => (
                    <tr
                      key={`${parameter.in}-${parameter.name}`}
                      className="border-b border-border align-top"
                    >
                      <th scope="row" className="py-2 pe-4 font-mono font-medium">
                        {parameter.name}
                        {parameter.required ? (
                          <span className="ms-1 font-sans text-xs font-normal text-muted-foreground">
                            {copy.required}
                          </span>
                        ) : null}
                      </th>
                      <td className="py-2 pe-4 text-muted-foreground">
                        {locationLabel(parameter.in)}
                      </td>
                      <td className="py-2 pe-4 font-mono text-muted-foreground">
                        {parameter.type}
                      </td>
                      <td className="py-2 text-muted-foreground">{parameter.description}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ) : null}
        <div className="grid gap-4 xl:grid-cols-2">
          <CodeBlock
            code={endpoint.requestExample}
            label={withName(copy.requestExample, name)}
            copy={copy.copy}
          />
          <CodeBlock
            code={endpoint.responseExample}
            label={withName(copy.responseExample, name)}
            copy={copy.copy}
          />
        </div>
      </AccordionContent>
    </AccordionItem>
  );
}
