import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import * as en from "~/content/support";
import * as de from "~/content/compiled/de/support";
import * as ja from "~/content/compiled/ja/support";
import * as ru from "~/content/compiled/ru/support";
import { FaqList, FaqSearchBox, FaqSearchProvider } from "./faq-search";

function renderSupport(copy: typeof en, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <FaqSearchProvider>
        <FaqSearchBox label="Search" placeholder="" resultsId="faq-results" />
        <FaqList
          id="faq-results"
          faqs={copy.faqs}
          noMatch={copy.faqNoMatch}
          matchCount={copy.faqMatchCount}
        />
      </FaqSearchProvider>
    </MemoryRouter>,
  );
  return { status: screen.getByRole("status"), box: screen.getByRole("searchbox") };
}

describe("the FAQ search's count", () => {
  it("says how many questions match, in English as before", async () => {
    const { status, box } = renderSupport(en, "/support");
    expect(status.textContent).toBe("");
    await userEvent.type(box, "password");
    expect(status.textContent).toBe("1 of 5 questions match your search.");
  });

  it("says it in the page's language, with that language's plural form", async () => {
    const german = renderSupport(de, "/de/support");
    await userEvent.type(german.box, "Passwort");
    expect(german.status.textContent).toBe("1 von 5 Fragen entspricht Ihrer Suche.");
    await userEvent.clear(german.box);
    await userEvent.type(german.box, "Daten");
    expect(german.status.textContent).toBe("2 von 5 Fragen entsprechen Ihrer Suche.");
  });

  it("writes no English in Russian", async () => {
    const russian = renderSupport(ru, "/ru/support");
    await userEvent.type(russian.box, "пароль");
    expect(russian.status.textContent).toBe("Подходящих вопросов: 1 из 5.");
  });

  it("says it in Japanese", async () => {
    const japanese = renderSupport(ja, "/ja/support");
    await userEvent.type(japanese.box, "パスワード");
    expect(japanese.status.textContent).toBe("5件中1件のご質問が検索条件に一致しました。");
  });

  it("keeps the no-match message when nothing matches", async () => {
    const japanese = renderSupport(ja, "/ja/support");
    await userEvent.type(japanese.box, "zzzzzz");
    expect(japanese.status.textContent).toBe(ja.faqNoMatch);
  });
});
