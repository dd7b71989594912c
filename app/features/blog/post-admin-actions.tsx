import { useLocalizedNavigate } from "~/lib/use-locale";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { showToast } from "~/lib/lazy-toast";
import { Icon } from "~/components/ui/icon";
import type { postPageCopy } from "~/content/blog";
import type { Localized } from "~/content/localized";


/**
 * Admin-only controls. Posts are build-time content, so neither action can change them: Edit
 * explains where posts are edited, and Delete is the spec's simulation (nothing is removed).
 */
export function PostAdminActions({ copy }: { copy: Localized<typeof postPageCopy.admin> }) {
  const navigate = useLocalizedNavigate();
  return (
    <section aria-labelledby="admin-actions-heading" className="rounded-xl border border-border bg-card p-5">
      <h2 id="admin-actions-heading" className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() =>
            showToast("info", copy.editUnavailable.title, { description: copy.editUnavailable.description })
          }
        >
          <Icon name="pencil" aria-hidden="true" />
          {copy.edit}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="destructive">
              <Icon name="trash" aria-hidden="true" />
              {copy.delete}
            </Button>
          }
          title={copy.confirmTitle}
          description={copy.confirmDescription}
          confirmLabel={copy.confirmLabel}
          cancelLabel={copy.cancel}
          onConfirm={() => {
            showToast("error", copy.deleted);
            void navigate("/blog");
          }}
        />
      </div>
    </section>
  );
}
