import { expect, gotoHydrated, test } from "./fixtures";

// The spec's five openings.
const openings = [
  ["Senior Software Engineer Backend", "Barrie ON, remote optional", "Engineering", "Full-time"],
  ["Cloud Solutions Architect", "Toronto", "Cloud Services", "Full-time"],
  ["Cybersecurity Analyst", "Remote Canada", "Security", "Full-time"],
  ["Product Manager AI Platforms", "Barrie", "Product", "Full-time"],
  ["DevOps Engineer", "Remote Canada", "Engineering", "Contract"],
] as const;

test.describe("careers page", () => {
  test("shows the four values", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    const values = page.getByRole("region", { name: "Our values" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Innovation",
      "Collaboration",
      "Growth",
      "Impact",
    ]);
  });

  test("lists the five openings, each applying with the URL-encoded title", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    const list = page.getByRole("region", { name: "Current openings" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(
      openings.map(([title]) => title),
    );
    for (const [title, location, department, type] of openings) {
      const card = list
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(card).toContainText(location);
      await expect(card).toContainText(department);
      await expect(card).toContainText(type);
      await expect(card.getByRole("link", { name: `Apply Now: ${title}` })).toHaveAttribute(
        "href",
        `/careers/apply?jobTitle=${encodeURIComponent(title)}`,
      );
    }
    await expect(page.getByRole("link", { name: /^Apply Now/ })).toHaveCount(5);
  });

  test("Submit Your Resume asks a general career question on the contact page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/careers");
    await expect(page.getByRole("link", { name: "Submit Your Resume" })).toHaveAttribute(
      "href",
      "/contact?subject=General%20Career%20Inquiry",
    );
  });

  test("describes each opening as a JobPosting for search engines", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    const postings = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((data) => data["@type"] === "JobPosting");
    expect(postings.map((posting) => posting.title)).toEqual(openings.map(([title]) => title));
    const devops = postings.find((posting) => posting.title === "DevOps Engineer")!;
    expect(devops.employmentType).toBe("CONTRACTOR");
    expect(devops.jobLocationType).toBe("TELECOMMUTE");
    expect(devops.jobLocation).toBeUndefined();
    const backend = postings.find(
      (posting) => posting.title === "Senior Software Engineer Backend",
    )!;
    expect(backend.jobLocationType).toBe("TELECOMMUTE");
    expect(JSON.stringify(backend.jobLocation)).toContain("Barrie");
  });

  test("Apply Now opens the form for that role", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    await page.getByRole("link", { name: "Apply Now: Product Manager AI Platforms" }).click();
    await expect(page).toHaveURL(/\/careers\/apply\?jobTitle=Product%20Manager%20AI%20Platforms$/);
    await expect(page.getByRole("heading", { level: 1, name: "Apply for Position" })).toBeVisible();
    await expect(page.getByLabel("Applying for")).toHaveValue("Product Manager AI Platforms");
  });
});
