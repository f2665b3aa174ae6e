import { notFound } from "next/navigation";

/** Any address under a locale that no route serves gets the localized 404 page. */
export default function UnknownPage() {
  notFound();
}
