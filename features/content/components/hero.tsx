import { SoftLink } from "@/components/ui/soft-link";
import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { StaticImage } from "@/components/ui/static-image";
import { contentSource, servedAsIs } from "@/components/ui/content-image";
import type { HomeSection } from "@/lib/content/types";
import { resolveContentUrl } from "@/lib/content/links";
import type { Locale } from "@/lib/i18n/locales";

type Section = Extract<HomeSection, { kind: "hero" }>;

/** Full-width hero with separate art for phones and desktops; the first one is the LCP image. */
export function Hero({ section, locale, first }: { section: Section; locale: Locale; first: boolean }) {
  const { image } = section;
  const picture = {
    src: image.mobile,
    alt: image.alt,
    width: image.mobileWidth,
    height: image.mobileHeight,
    unoptimized: servedAsIs(image.mobile),
    sizes: "100vw",
  };
  if (first) {
    // What next/image's `preload` does, without its client component: the phone art is fetched
    // with the document's first bytes, at high priority (the page's largest paint).
    const { props } = getImageProps(picture);
    preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  }
  return (
    <section className="relative isolate overflow-hidden bg-navy text-white">
      <picture>
        <source
          media="(min-width: 768px)"
          {...contentSource(image.desktop, { width: image.width, height: image.height, sizes: "100vw" })}
          width={image.width}
          height={image.height}
        />
        <StaticImage
          {...picture}
          fetchPriority={first ? "high" : undefined}
          loading={first ? "eager" : "lazy"}
          className="absolute inset-0 -z-10 h-full w-full object-cover md:rtl:-scale-x-100"
        />
      </picture>
      <div className="mx-auto flex min-h-[26rem] max-w-7xl flex-col items-start justify-end gap-4 px-6 py-12 md:min-h-[30rem] md:justify-center">
        <h1 className="max-w-xl text-4xl leading-tight font-semibold md:text-5xl">{section.title}</h1>
        <p className="max-w-lg text-lg text-white/85">{section.subtitle}</p>
        <SoftLink
          href={resolveContentUrl(section.cta.url, locale)}
          className="rounded-md bg-white px-6 py-3 text-sm font-semibold tracking-wide text-ink hover:bg-cream"
        >
          {section.cta.text}
        </SoftLink>
      </div>
    </section>
  );
}
