import { useLocalizedNavigate } from "~/lib/use-locale";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { showToast } from "~/lib/lazy-toast";
import { Icon } from "~/components/ui/icon";

/**
 * Admin-only controls. Posts are build-time content, so neither action can change them: Edit
 * explains where posts are edited, and Delete is the spec's simulation (nothing is removed).
 */
export function PostAdminActions() {
  const navigate = useLocalizedNavigate();
  return (
    <section aria-labelledby="admin-actions-heading" className="rounded-xl border border-border bg-card p-5">
      <h2 id="admin-actions-heading" className="text-lg font-semibold">
        Admin Actions
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() =>
            showToast("info", "Editing is not available in this demonstration", {
              description:
                "Posts are part of the site's content files and change with the next release, not from this page.",
            })
          }
        >
          <Icon name="pencil" aria-hidden="true" />
          Edit Post
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="destructive">
              <Icon name="trash" aria-hidden="true" />
              Delete Post
            </Button>
          }
          title="Are you absolutely sure?"
          description="This action cannot be undone. This will permanently delete this blog post."
          confirmLabel="Yes, delete post"
          onConfirm={() => {
            showToast("error", "Post Deleted (Simulated)");
            void navigate("/blog");
          }}
        />
      </div>
    </section>
  );
}
