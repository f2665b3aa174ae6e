import type { SVGProps } from "react";

/**
 * Inline line icons on a 24x24 grid, drawn in currentColor. Decorative by default
 * (`aria-hidden`); the control that holds one carries the accessible name.
 * Directional icons are named by reading direction: consumers add `rtl:rotate-180`.
 */
type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, className, fill, style, ...props }: IconProps) {
  // The line style (no fill, currentColor stroke 1.6, round caps and joins, 24px) is the `.icon`
  // class of app/globals.css, not attributes repeated on every icon: a listing draws ~90 of them,
  // each written twice (the HTML and its RSC payload). A fill other than none is a
  // style, since the class would win over a presentation attribute.
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      className={className ? `icon ${className}` : "icon"}
      style={fill && fill !== "none" ? { ...style, fill } : style}
      {...props}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </Svg>
);

export const MenuIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 6.5h17M3.5 12h17M3.5 17.5h17" />
  </Svg>
);

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 6 12 12M18 6 6 18" />
  </Svg>
);

export const StoreLocatorIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 21.5s-7-6.1-7-11.5a7 7 0 0 1 14 0c0 5.4-7 11.5-7 11.5Z" />
    <circle cx="12" cy="10" r="2.5" />
  </Svg>
);

export const GlobeIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </Svg>
);

export const UserIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.9-3.9 3.8-6 7.5-6s6.6 2.1 7.5 6" />
  </Svg>
);

export const HeartIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 20s-8-4.7-8-10.6A4.4 4.4 0 0 1 8.4 5c1.5 0 2.8.7 3.6 1.9A4.3 4.3 0 0 1 15.6 5 4.4 4.4 0 0 1 20 9.4C20 15.3 12 20 12 20Z" />
  </Svg>
);

export const BagIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 8h14l-1 12.5H6L5 8Z" />
    <path d="M8.5 10.5V7a3.5 3.5 0 0 1 7 0v3.5" />
  </Svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

/** Points to the start of the line: left in LTR (add `rtl:rotate-180`). */
export const ChevronStartIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m15 6-6 6 6 6" />
  </Svg>
);

/** Points to the end of the line: right in LTR (add `rtl:rotate-180`). */
export const ChevronEndIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
);

export const PlusIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);

export const MinusIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14" />
  </Svg>
);

export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);

export const FilterIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Svg>
);
