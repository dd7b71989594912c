// Pure wording for the admin's privacy tools and the inbox's application and newsletter lines,
// so what staff read before and after erasing is tested without a browser.
import type { adminPage } from "~/content/account";
import { submissionKinds } from "~/lib/admin-endpoints";
import type { SubmissionKind, SubmissionRecord } from "~/lib/admin-endpoints";
import { fillTemplate } from "~/lib/fill-template";
import { plural } from "~/lib/format";
import type { SiteLocale } from "~/lib/locales";

type InboxCopy = typeof adminPage.inbox;
type PersonalDataCopy = InboxCopy["personalData"];
export type KindCounts = Partial<Record<SubmissionKind, number>>;

/** How many of the records are of each kind. */
export function kindCounts(records: ReadonlyArray<Pick<SubmissionRecord, "kind">>): KindCounts {
  const counts: KindCounts = {};
  for (const record of records) counts[record.kind] = (counts[record.kind] ?? 0) + 1;
  return counts;
}

/** The comma between list items where a language's is not ", ". */
const listSeparators: Partial<Record<SiteLocale, string>> = { ar: "، ", ja: "、", zh: "、" };

/** "Contact: 1, Application: 1", in the inbox's order of kinds. */
export function kindsSummary(counts: KindCounts, labels: InboxCopy["kinds"], locale: SiteLocale) {
  return submissionKinds
    .filter((kind) => counts[kind])
    .map((kind) => `${labels[kind]}: ${counts[kind]}`)
    .join(listSeparators[locale] ?? ", ");
}

/** What the confirmation dialog says will be deleted. */
export function eraseWarning(
  copy: PersonalDataCopy,
  labels: InboxCopy["kinds"],
  address: string,
  records: ReadonlyArray<Pick<SubmissionRecord, "kind">>,
  locale: SiteLocale,
) {
  return fillTemplate(copy.confirmText, {
    records: plural(records.length, copy.records, locale),
    address,
    kinds: kindsSummary(kindCounts(records), labels, locale),
  });
}

/** The toast after erasing: the counts the server reports. */
export function erasedSummary(
  copy: PersonalDataCopy,
  erased: { records: number; files: number; suppressions: number },
  locale: SiteLocale,
) {
  return fillTemplate(copy.erasedText, {
    records: plural(erased.records, copy.records, locale),
    files: plural(erased.files, copy.files, locale),
    suppressions: plural(erased.suppressions, copy.suppressions, locale),
  });
}

/** An application's interview line; null for other kinds. */
export function interviewLine(
  copy: InboxCopy,
  item: Pick<SubmissionRecord, "kind" | "interviewedAt" | "answerBy">,
): string | null {
  if (item.kind !== "application") return null;
  if (!item.interviewedAt || !item.answerBy) return copy.notInterviewed;
  return fillTemplate(copy.interviewedOn, {
    date: item.interviewedAt.slice(0, 10),
    answerBy: item.answerBy,
  });
}

/** A newsletter signup's confirmation line; null for other kinds. */
export function confirmationLine(
  copy: InboxCopy,
  item: Pick<SubmissionRecord, "kind" | "confirmedAt">,
): string | null {
  if (item.kind !== "newsletter") return null;
  return item.confirmedAt
    ? fillTemplate(copy.confirmedOn, { date: item.confirmedAt.slice(0, 10) })
    : copy.unconfirmed;
}
