import type { Page, Response } from "@playwright/test";
import type { StatusSummary } from "../../app/features/status/status-schema";
import { expect, gotoHydrated } from "./fixtures";

/** The page's own request for the board: GET /api/status. */
export const isSummary = (response: Response) =>
  new URL(response.url()).pathname === "/api/status" && response.request().method() === "GET";

/** Opens a status page and returns the service's answer the page rendered. */
export async function openStatus(page: Page, path = "/status"): Promise<StatusSummary> {
  // The status page's own request, not one the page being left still had in flight (the admin
  // section asks for the board too): its body is gone once the page navigates away.
  const pathname = new URL(path, "http://localhost").pathname;
  const answer = page.waitForResponse(
    (response) => isSummary(response) && new URL(response.frame().url()).pathname === pathname,
  );
  await gotoHydrated(page, path);
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as StatusSummary;
}

export const banner = (page: Page) => page.locator("#overall-status");
export const card = (page: Page, id: string) => page.locator(`[data-component="${id}"]`);
