import { Link } from "react-router";
import { site } from "~/content/site";

// Placeholder: the shell work replaces this with the full header.
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-border bg-background">
      <div className="mx-auto flex h-full max-w-7xl items-center px-4">
        <Link to="/" className="text-lg font-bold">
          {site.name}
        </Link>
      </div>
    </header>
  );
}
