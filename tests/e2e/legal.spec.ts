import { site } from "../../app/content/site";
import { expect, gotoHydrated, test } from "./fixtures";

const pages = [
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    date: "2026-11-26",
    sections: [
      "Introduction",
      "Information We Collect",
      "How We Use Your Information",
      "Data Sharing and Disclosure",
      "Data Security",
      "Your Data Protection Rights",
      "Changes",
      "Contact Us",
      "Make a Privacy Request",
    ],
    mailboxes: [site.mailboxes.privacy],
    phrases: [
      "PIPEDA",
      "theme preference",
      "cookie consent",
      "cart",
      "comments",
      "job applications",
      "admin",
    ],
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    date: "May 12, 2025",
    sections: [
      "1. Accounts",
      "2. Intellectual Property",
      "3. Links To Other Web Sites",
      "4. Termination",
      "5. Limitation Of Liability",
      "6. Disclaimer",
      "7. Governing Law",
      "8. Changes",
      "9. Contact Us",
    ],
    mailboxes: [site.mailboxes.legal],
    phrases: ["laws of the Province of Ontario", "Canada", "at least 30 days notice"],
  },
  {
    path: "/cookie-policy",
    title: "Cookie Policy",
    date: "2025-05-12",
    sections: [
      "What Are Cookies",
      "Types of Cookies We Use",
      "Session and Persistent Cookies",
      "Managing Your Preferences",
      "Contact Us",
      "Everything We Store or Load",
    ],
    mailboxes: [site.mailboxes.privacy, site.mailboxes.general],
    phrases: [
      "Essential cookies",
      "Analytics cookies",
      "Functionality cookies",
      "Targeting cookies",
      "consent banner",
      "browser settings",
    ],
  },
  {
    path: "/acceptable-use",
    title: "Acceptable Use Policy",
    date: "2025-05-12",
    sections: [
      "Prohibited Uses",
      "Resource Usage",
      "Enforcement",
      "Reporting Violations",
      "Changes to This Policy",
      "Contact Us",
    ],
    mailboxes: [site.mailboxes.legal, site.mailboxes.abuse],
    phrases: [
      "Illegal activity",
      "Harmful content",
      "IP infringement",
      "Malware",
      "Spam",
      "Network abuse",
      "Security violations",
      "Misrepresentation",
      "a warning",
      "suspension or termination",
      "removal of the content",
      "a report to law enforcement",
      "legal action",
      "at any time without notice",
    ],
  },
];

for (const legal of pages) {
  test.describe(legal.title, () => {
    test("shows the date, the sections, the mailboxes and a link to the contact page", async ({
      page,
    }) => {
      await gotoHydrated(page, legal.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
      await expect(main.getByText(/^Last updated:/)).toHaveText(`Last updated: ${legal.date}`);
      await expect(main.locator("section h2")).toHaveText(legal.sections);
      for (const phrase of legal.phrases) await expect(main).toContainText(phrase);
      for (const mailbox of legal.mailboxes) {
        await expect(main.getByRole("link", { name: mailbox }).first()).toHaveAttribute(
          "href",
          `mailto:${mailbox}`,
        );
      }
      const contactLinks = main.getByRole("link", { name: "contact page" });
      expect(await contactLinks.count()).toBeGreaterThanOrEqual(1);
      for (const link of await contactLinks.all())
        await expect(link).toHaveAttribute("href", "/contact");
    });

    test("the contents list jumps to each section", async ({ page }) => {
      await gotoHydrated(page, legal.path);
      const contents = page.getByRole("navigation", { name: "Sections of this policy" });
      await expect(contents.getByRole("link")).toHaveText(legal.sections);
      // Contact Us, wherever it stands (the privacy request form's section follows it).
      await contents
        .getByRole("link")
        .filter({ hasText: /Contact Us$/ })
        .click();
      await expect(page).toHaveURL(/#contact-us$/);
      await expect(page.locator("#contact-us h2")).toBeInViewport();
    });
  });
}
