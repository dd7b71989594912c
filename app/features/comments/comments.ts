import { productName } from "~/content/site";
import { guardSchema, isRecord } from "~/lib/guard-schema";

/** Long enough for a considered reply, short enough that one comment cannot flood the page. */
export const commentMaxLength = 2000;

export type Comment = {
  id: number;
  author: string;
  date: string;
  text: string;
  avatarSlug: string;
};

const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === "string" && value.length >= min && value.length <= max;

export function isComment(input: unknown): input is Comment {
  return (
    isRecord(input) &&
    typeof input.id === "number" &&
    Number.isFinite(input.id) &&
    isText(input.author, 1, 120) &&
    typeof input.date === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(input.date) &&
    isText(input.text, 1, commentMaxLength) &&
    isText(input.avatarSlug, 0, 120)
  );
}

// A guard, not zod: post pages are reading pages, and zod's core would be most of their own code.
export const commentListSchema = guardSchema(
  (input: unknown): input is Comment[] => Array.isArray(input) && input.every(isComment),
);

/** `guestName` is the guest's name in the page's language ("Guest User" in English). */
export function commentAuthor(isAdmin: boolean, guestName: string): string {
  return isAdmin ? productName("Admin") : guestName;
}

export function isBlankComment(text: string): boolean {
  return text.trim() === "";
}

/** The visitor's calendar date, YYYY-MM-DD, as the spec stores it. */
export function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The two comments every post shows until a visitor posts one, dated a few days after the post.
 * `texts` are their words in the page's language (the blog copy's `comments.seeds`).
 */
export function seedComments(postDate: string, texts: readonly string[]): Comment[] {
  return [
    {
      id: 2,
      author: "James Whitfield",
      date: addDays(postDate, 6),
      text: texts[0] ?? "",
      avatarSlug: "james-whitfield",
    },
    {
      id: 1,
      author: "Sarah Mitchell",
      date: addDays(postDate, 3),
      text: texts[1] ?? "",
      avatarSlug: "sarah-mitchell",
    },
  ];
}

/**
 * A new comment, or null when the text is blank after trimming. Text longer than the limit is
 * cut rather than rejected; the form's counter already stops the visitor at the limit.
 */
export function createComment({
  text,
  isAdmin,
  now,
  existing,
  guestName,
}: {
  text: string;
  isAdmin: boolean;
  now: Date;
  existing: Comment[];
  guestName: string;
}): Comment | null {
  const trimmed = text.trim().slice(0, commentMaxLength);
  if (!trimmed) return null;
  // Timestamps are the ids; two comments in the same millisecond still get distinct ids.
  const id = Math.max(now.getTime(), ...existing.map((comment) => comment.id + 1));
  return {
    id,
    author: commentAuthor(isAdmin, guestName),
    date: toIsoDate(now),
    text: trimmed,
    avatarSlug: isAdmin ? "admin" : "guest",
  };
}

/** New comments go to the top. */
export function addComment(list: Comment[], comment: Comment): Comment[] {
  return [comment, ...list];
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [words[0]?.[0]];
  return letters.join("").toUpperCase() || "?";
}
