import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { JobOpenings } from "./job-openings";
import type { JobOpeningItem } from "./job-openings";
import { jobOpeningsCopy } from "~/content/jobs";

function renderOpenings(openings: JobOpeningItem[]) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <JobOpenings openings={openings} copy={jobOpeningsCopy} /> },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("JobOpenings", () => {
  it("points to the contact page when there are no openings", () => {
    renderOpenings([]);
    expect(screen.getByText(/no open positions right now/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /contact page/ }).getAttribute("href")).toBe(
      "/contact",
    );
    expect(screen.queryByRole("link", { name: /Apply Now/ })).toBeNull();
  });

  it("lists each opening with its details and an Apply Now link", () => {
    renderOpenings([
      {
        id: "qa",
        title: "QA Analyst",
        location: "Barrie",
        department: "Engineering",
        type: "Contract",
        description: "Test things.",
        applyHref: "/careers/apply?jobTitle=QA%20Analyst",
      },
    ]);
    expect(screen.getByRole("heading", { level: 3, name: "QA Analyst" })).toBeTruthy();
    expect(screen.getByText("Contract")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Apply Now: QA Analyst" }).getAttribute("href")).toBe(
      "/careers/apply?jobTitle=QA%20Analyst",
    );
    expect(screen.queryByText(/no open positions/)).toBeNull();
  });
});
