import type { Route } from "./+types/cookie-policy";
import { localeFromRequest } from "~/lib/i18n";
import { LegalDocumentView } from "~/components/sections/legal-document";
import { Container } from "~/components/ui/container";
import * as legal from "~/content/legal";
import { localizedModule } from "~/content/localized-copy";
import { storageInventory } from "~/lib/storage-inventory";
import { loaderMeta } from "~/lib/route-meta";
import { legalDocumentMeta, legalPageCopyIn } from "./legal-document-meta";

/**
 * The table of everything the site stores or loads, from the storage inventory the code itself
 * uses (app/lib/storage-inventory.ts) and its words in the page's language (legal.ts's
 * `cookieTable`): the policy cannot list something the code does not do, or miss something it does.
 */
function storageTable(table: typeof legal.cookieTable) {
  return {
    caption: table.caption,
    columns: table.columns,
    rows: storageInventory.map((entry) => ({
      id: entry.id,
      name: "prefix" in entry ? `${entry.key}${table.familyPart}` : entry.key,
      area: table.areas[entry.area],
      purpose: table.purposes[entry.id],
      category: table.categories[entry.category],
      duration: table.lifetimes[entry.lifetime],
      party: table.parties[entry.party],
    })),
  };
}

export type StorageTable = ReturnType<typeof storageTable>;

// The document and its table are prerendered loader data: their text is in the page, not in the
// route's JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(legal, "legal", locale);
  return {
    document: copy.cookiePolicy,
    copy: legalPageCopyIn(copy.legalPageCopy, locale),
    meta: legalDocumentMeta(copy.cookiePolicy, locale),
    table: storageTable(copy.cookieTable),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

function StorageTableView({ table }: { table: StorageTable }) {
  const { columns } = table;
  return (
    // Scrolls sideways on a phone rather than squeezing five columns; focusable so a keyboard can
    // scroll it too (axe: scrollable-region-focusable).
    <div
      className="not-prose overflow-x-auto rounded-md border border-border"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
      tabIndex={0}
      role="region"
      aria-labelledby="storage-table-caption"
    >
      <table className="w-full min-w-[44rem] border-collapse text-start text-sm">
        <caption id="storage-table-caption" className="p-3 text-start font-semibold">
          {table.caption}
        </caption>
        <thead className="bg-muted">
          <tr>
            {[columns.name, columns.purpose, columns.category, columns.duration, columns.party].map(
              (label) => (
                <th
                  key={label}
                  scope="col"
                  className="border-t border-border p-3 text-start font-semibold"
                >
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.id} className="align-top">
              <th scope="row" className="border-t border-border p-3 text-start font-normal">
                <code className="break-all">{row.name}</code>
                <span className="block text-muted-foreground">{row.area}</span>
              </th>
              <td className="border-t border-border p-3">{row.purpose}</td>
              <td className="border-t border-border p-3">{row.category}</td>
              <td className="border-t border-border p-3">{row.duration}</td>
              <td className="border-t border-border p-3">{row.party}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function CookiePolicyPage({ loaderData }: Route.ComponentProps) {
  const { document, copy, table } = loaderData;
  return (
    <>
      <LegalDocumentView document={document} copy={copy} />
      {/* Right after the document's last section ("Everything We Store or Load"), in its column. */}
      <Container className="-mt-6 pb-12">
        <div className="lg:ms-[calc(16rem+2.5rem)]">
          <StorageTableView table={table} />
        </div>
      </Container>
    </>
  );
}
