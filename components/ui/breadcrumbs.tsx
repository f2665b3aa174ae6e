import { SoftLink } from "@/components/ui/soft-link";
import { ChevronEndIcon } from "@/components/ui/icons";

export type Crumb = { name: string; href: string };

/** Where the page sits; the last crumb is the page itself (aria-current), not a link. */
export function Breadcrumbs({ items, label }: { items: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-xs text-muted">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.href} className="flex min-w-0 items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="line-clamp-1 text-ink">
                  {item.name}
                </span>
              ) : (
                <>
                  <SoftLink href={item.href} className="underline-offset-4 hover:text-ink hover:underline">
                    {item.name}
                  </SoftLink>
                  <ChevronEndIcon className="size-3 shrink-0 rtl:rotate-180" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
