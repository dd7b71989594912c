import { site } from "~/content/site";

// Placeholder: the shell work replaces this with the full footer.
export function SiteFooter() {
  return (
    <footer className="border-t border-border py-8 text-center text-sm text-muted-foreground">
      © {site.founded} {site.legalName}
    </footer>
  );
}
