import type { ComponentProps } from "react";

/** The marker `SoftLinks` (components/ui/soft-links.tsx) looks for. */
export const SOFT_LINK = "data-soft-link";

type Props = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** Keep the scroll position (a filter toggled in a listing), as `<Link scroll={false}>`. */
  keepScroll?: boolean;
  /** Prefetch once the shopper shows intent (default), or never (filters: dozens per page). */
  prefetch?: "intent" | "never";
};

/**
 * A link that is plain server markup yet navigates client-side: the page's one `SoftLinks`
 * controller handles every soft link's click and intent by event delegation. Repeated links
 * (product cards, facet options, pagination) and the header's and footer's links use it,
 * because each `next/link` is a client component that a phone must hydrate (and, in view,
 * prefetches its page during start-up), and a listing has well over a hundred (blocking time).
 */
export function SoftLink({ href, keepScroll, prefetch = "intent", ...props }: Props) {
  // Attributes left out rather than set to undefined: an undefined prop still costs its name in the
  // RSC payload, on each of a page's hundred-odd links.
  return <a href={href} {...{ [SOFT_LINK]: prefetch }} {...(keepScroll && { "data-keep-scroll": "" })} {...props} />;
}
