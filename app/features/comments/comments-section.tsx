import { useEffect, useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/field";
import { showToast } from "~/lib/lazy-toast";
import { formatLongDate, formatNumber } from "~/lib/format";
import { addComment, commentAuthor, commentMaxLength, createComment, initials, isBlankComment } from "./comments";
import { useComments } from "./use-comments";

/**
 * Comments kept in this browser for one post. Text is always rendered as React text, so any
 * markup a visitor types is shown literally and never parsed.
 */
export function CommentsSection({ slug, postDate, isAdmin }: { slug: string; postDate: string; isAdmin: boolean }) {
  const { comments, save, read } = useComments(slug, postDate);
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
    const comment = createComment({ text, isAdmin, now: new Date(), existing });
    if (!comment) return;
    if (!save(addComment(existing, comment))) {
      showToast("error", "Comment not posted", {
        description:
          "Your browser did not allow the comment to be saved. Your text is still in the box; check that site storage is allowed and try again.",
      });
      return;
    }
    setText("");
    showToast("success", "Comment posted!");
    textareaRef.current?.focus();
  }

  return (
    <section aria-labelledby="comments-heading" className="mt-12">
      <h2 id="comments-heading" className="text-2xl font-bold tracking-tight">
        Comments ({comments.length})
      </h2>

      <form onSubmit={onSubmit} className="mt-6 rounded-xl border border-border bg-card p-5">
        <Label htmlFor={fieldId}>Leave a comment</Label>
        <p className="mt-1 text-sm text-muted-foreground">
          Posting as <span className="font-medium text-foreground">{commentAuthor(isAdmin)}</span>. Comments are
          kept in this browser only.
        </p>
        <Textarea
          ref={textareaRef}
          id={fieldId}
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={commentMaxLength}
          placeholder="Write your comment here..."
          aria-describedby={counterId}
          className="mt-3"
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p id={counterId} className="text-sm text-muted-foreground">
            {formatNumber(text.length)} / {formatNumber(commentMaxLength)} characters
          </p>
          <Button type="submit" disabled={blank}>
            Post Comment
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
                  {formatLongDate(comment.date)}
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
