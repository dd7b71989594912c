import { useEffect, useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/field";
import { showToast } from "~/lib/lazy-toast";
import type { postPageCopy } from "~/content/blog";
import type { Localized } from "~/content/localized";
import { formatLongDate, formatNumber } from "~/lib/format";
import type { SiteLocale } from "~/lib/locales";
import { addComment, commentAuthor, commentMaxLength, createComment, initials, isBlankComment } from "./comments";
import { useComments } from "./use-comments";

/**
 * Comments kept in this browser for one post. Text is always rendered as React text, so any
 * markup a visitor types is shown literally and never parsed.
 */
export type CommentsCopy = Localized<typeof postPageCopy.comments>;

export function CommentsSection({
  slug,
  postDate,
  isAdmin,
  copy,
  locale,
}: {
  slug: string;
  postDate: string;
  isAdmin: boolean;
  copy: CommentsCopy;
  locale: SiteLocale;
}) {
  const { comments, save, read } = useComments(
    slug,
    postDate,
    copy.seeds.map((seed) => seed.text),
    locale,
  );
  const [text, setText] = useState("");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // A comment typed before hydration is in the prerendered box but not in `text`; the controlled
  // box's next update would clear it.
  useEffect(() => {
    const typed = textareaRef.current?.value;
    if (typed) setText(typed);
  }, []);
  const id = useId();
  const fieldId = `${id}-comment`;
  const counterId = `${id}-counter`;
  const blank = isBlankComment(text);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read the latest list, so a comment posted in another tab meanwhile is kept.
    const existing = read();
    const comment = createComment({ text, isAdmin, now: new Date(), existing, guestName: copy.guestAuthor });
    if (!comment) return;
    if (!save(addComment(existing, comment))) {
      showToast("error", copy.notPosted.title, { description: copy.notPosted.description });
      return;
    }
    setText("");
    showToast("success", copy.posted);
    textareaRef.current?.focus();
  }

  return (
    <section aria-labelledby="comments-heading" className="mt-12">
      <h2 id="comments-heading" className="text-2xl font-bold tracking-tight">
        {copy.heading.replace("{count}", formatNumber(comments.length, locale))}
      </h2>

      <form onSubmit={onSubmit} className="mt-6 rounded-xl border border-border bg-card p-5">
        <Label htmlFor={fieldId}>{copy.label}</Label>
        <p className="mt-1 text-sm text-muted-foreground">
          {copy.postingAs}{" "}
          <span className="font-medium text-foreground">{commentAuthor(isAdmin, copy.guestAuthor)}</span>.{" "}
          {copy.storedNote}
        </p>
        <Textarea
          ref={textareaRef}
          id={fieldId}
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={commentMaxLength}
          placeholder={copy.placeholder}
          aria-describedby={counterId}
          className="mt-3"
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p id={counterId} className="text-sm text-muted-foreground">
            {copy.counter
              .replace("{count}", formatNumber(text.length, locale))
              .replace("{max}", formatNumber(commentMaxLength, locale))}
          </p>
          <Button type="submit" disabled={blank}>
            {copy.submit}
          </Button>
        </div>
      </form>

      <ul className="mt-8 space-y-6">
        {comments.map((comment) => (
          <li key={comment.id} className="flex gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
            >
              {initials(comment.author)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-semibold">{comment.author}</span>
                <time dateTime={comment.date} className="text-sm text-muted-foreground">
                  {formatLongDate(comment.date, locale)}
                </time>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{comment.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
