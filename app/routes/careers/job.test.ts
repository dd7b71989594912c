import { afterEach, describe, expect, it, vi } from "vitest";
import { jobPageCopy } from "~/content/jobs";
import * as ar from "~/content/compiled/ar/jobs";
import * as fr from "~/content/compiled/fr/jobs";
import { passingPageMeta } from "~/lib/route-meta";
import { clientLoader, loader, meta } from "./job";
import type { Route } from "./+types/job";

const url = (path: string) => `https://www.northpine.tech${path}`;
const argsFor = (path: string, jobId: string) => ({
  params: { jobId },
  request: new Request(url(path)),
});
const metaFor = (loaderData: unknown, pathname: string) =>
  meta({ loaderData, location: { pathname }, matches: [] } as unknown as Route.MetaArgs);
const titleOf = (descriptors: ReturnType<typeof meta>) =>
  descriptors.find((descriptor): descriptor is { title: string } => "title" in descriptor)?.title;

afterEach(() => {
  vi.useRealTimers();
});

describe("a job page", () => {
  it("carries the posting in the page's language, with its JobPosting", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T12:00:00Z") });
    const data = loader(
      argsFor("/fr/careers/cloud-architect", "cloud-architect") as Route.LoaderArgs,
    );
    expect(data.job).toMatchObject({
      id: "cloud-architect",
      title: "Architecte de solutions infonuagiques",
      payText: "135\u00a0000\u00a0$ à 165\u00a0000\u00a0$ par année",
      closingText: "31 janvier 2027",
    });
    const descriptors = metaFor(data, "/fr/careers/cloud-architect");
    expect(titleOf(descriptors)).toBe(
      "Architecte de solutions infonuagiques, carrières | Northpine Technologies",
    );
    expect(descriptors).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.northpine.tech/fr/careers/cloud-architect",
    });
    const posting = descriptors
      .map(
        (descriptor) =>
          (descriptor as { "script:ld+json"?: Record<string, unknown> })["script:ld+json"],
      )
      .find((data) => data?.["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      title: "Architecte de solutions infonuagiques",
      validThrough: "2027-01-31",
      directApply: true,
      url: "https://www.northpine.tech/fr/careers/cloud-architect",
      baseSalary: {
        currency: "CAD",
        value: { minValue: 135000, maxValue: 165000, unitText: "YEAR" },
      },
    });
    expect(posting?.description).toContain(fr.hiringPolicy.aiScreening);
  });

  it("is not found once its posting has closed (the build's day is past its closing date)", () => {
    vi.useFakeTimers({ now: new Date("2027-02-01T12:00:00Z") });
    expect(loader(argsFor("/careers/sse-backend", "sse-backend") as Route.LoaderArgs)).toEqual({
      job: null,
      meta: passingPageMeta(jobPageCopy.notFound),
    });
    // Closing 15 February: still open.
    expect(
      loader(argsFor("/careers/cyber-analyst", "cyber-analyst") as Route.LoaderArgs).job,
    ).not.toBeNull();
  });
});

// An address that is not an open posting is seen only while it redirects, but its title and
// description are still in the page's language, prerendered or answered by the SPA fallback.
describe("an unknown or closed job's meta", () => {
  it.each([
    ["/careers/nope", "nope", jobPageCopy.notFound],
    ["/fr/careers/nope", "nope", fr.jobPageCopy.notFound],
    ["/ar/careers/nope", "nope", ar.jobPageCopy.notFound],
    // A known id whose page was not prerendered (closed): the fallback finds no data to fetch.
    ["/fr/careers/pm-ai", "pm-ai", fr.jobPageCopy.notFound],
  ])("%s is titled in its language and not indexed", async (path, jobId, notFound) => {
    const fallback = await clientLoader({
      ...argsFor(path, jobId),
      serverLoader: () => Promise.reject(new Error("no prerendered data")),
    } as unknown as Route.ClientLoaderArgs);
    expect(fallback).toMatchObject({ job: null });
    const descriptors = metaFor(fallback, path);
    expect(titleOf(descriptors)).toBe(`${notFound.title} | Northpine Technologies`);
    expect(descriptors).toContainEqual({ name: "description", content: notFound.description });
    expect(descriptors).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
