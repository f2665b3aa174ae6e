"use client";
import { SoftLink } from "@/components/ui/soft-link";
import { ChevronDownIcon } from "@/components/ui/icons";
import { isExternalUrl } from "@/lib/content/links";

type Item = { text: string; url: string; newTab?: boolean };

function Links({ items }: { items: Item[] }) {
  return (
    <ul className="space-y-2.5 text-sm text-white/75">
      {items.map((item) => (
        <li key={item.url + item.text}>
          {isExternalUrl(item.url) || item.newTab ? (
            <a href={item.url} target="_blank" rel="noopener noreferrer" className="hover:text-white">
              {item.text}
            </a>
          ) : (
            <SoftLink href={item.url} className="hover:text-white">
              {item.text}
            </SoftLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A navigation column: an accordion on narrow screens, a plain list from md up. A client
 * component so the page carries its links once as data, not as a second element tree.
 */
export function FooterColumn({ title, items }: { title: string; items: Item[] }) {
  return (
    <div className="border-b border-white/10 md:border-0">
      <div className="hidden md:block">
        <h2 className="mb-4 text-sm font-semibold tracking-widest uppercase">{title}</h2>
        <Links items={items} />
      </div>
      <details className="group md:hidden">
        <summary className="flex w-full cursor-pointer list-none items-center justify-between py-4 text-sm font-semibold tracking-widest uppercase [&::-webkit-details-marker]:hidden">
          {title}
          <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <div className="pb-4">
          <Links items={items} />
        </div>
      </details>
    </div>
  );
}
