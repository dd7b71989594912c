import { describe, expect, it } from "vitest";
import { adminPage } from "~/content/account";
import * as ar from "~/content/compiled/ar/account";
import * as fr from "~/content/compiled/fr/account";
import {
  confirmationLine,
  erasedSummary,
  eraseWarning,
  interviewLine,
  kindCounts,
  kindsSummary,
} from "./personal-data";

const { inbox } = adminPage;

describe("personal data wording", () => {
  it("counts records per kind in the inbox's order", () => {
    const records = [{ kind: "application" }, { kind: "contact" }, { kind: "contact" }] as const;
    expect(kindCounts(records)).toEqual({ application: 1, contact: 2 });
    expect(kindsSummary(kindCounts(records), inbox.kinds, "en")).toBe("Contact: 2, Application: 1");
    expect(kindsSummary(kindCounts(records), ar.adminPage.inbox.kinds, "ar")).toBe(
      "تواصل: 2، طلب توظيف: 1",
    );
  });

  it("says what erasing deletes, then what it deleted", () => {
    const records = [{ kind: "application" }, { kind: "contact" }] as const;
    expect(eraseWarning(inbox.personalData, inbox.kinds, "a@b.example", records, "en")).toContain(
      "permanently deletes 2 records sent from a@b.example (Contact: 1, Application: 1)",
    );
    expect(erasedSummary(inbox.personalData, { records: 2, files: 1, suppressions: 0 }, "en")).toBe(
      'Erased 2 records, 1 résumé file and 0 "no more mail" entries.',
    );
    expect(
      erasedSummary(
        fr.adminPage.inbox.personalData,
        { records: 2, files: 1, suppressions: 0 },
        "fr",
      ),
    ).toBe(
      "Effacés\u00a0: 2 dossiers, 1 fichier de CV et 0 inscription «\u00a0plus de courriels\u00a0».",
    );
    expect(
      erasedSummary(
        ar.adminPage.inbox.personalData,
        { records: 2, files: 1, suppressions: 0 },
        "ar",
      ),
    ).toBe("تم محو سجلين وملف سيرة ذاتية واحد و0 قيد «عدم مراسلة».");
  });

  it("shows an application's interview and answer-by dates", () => {
    expect(interviewLine(inbox, { kind: "contact", interviewedAt: null, answerBy: null })).toBe(
      null,
    );
    expect(interviewLine(inbox, { kind: "application", interviewedAt: null, answerBy: null })).toBe(
      "Not interviewed yet",
    );
    expect(
      interviewLine(inbox, {
        kind: "application",
        interviewedAt: "2026-11-26T15:04:05.000Z",
        answerBy: "2027-01-10",
      }),
    ).toBe("Interviewed on 2026-11-26 · Tell the applicant by 2027-01-10");
  });

  it("shows whether a newsletter signup is confirmed", () => {
    expect(confirmationLine(inbox, { kind: "newsletter", confirmedAt: null })).toBe("Unconfirmed");
    expect(
      confirmationLine(inbox, { kind: "newsletter", confirmedAt: "2026-11-20T08:00:00.000Z" }),
    ).toBe("Confirmed on 2026-11-20");
    expect(confirmationLine(inbox, { kind: "ticket", confirmedAt: null })).toBe(null);
  });
});
