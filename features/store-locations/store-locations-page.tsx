import { notFound } from "next/navigation";
import { getCommerce } from "@/lib/commerce/provider";
import type { StoreLocation } from "@/lib/commerce/types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { getT } from "@/lib/i18n/server";
import { StoreLocatorIcon } from "@/components/ui/icons";

function byCity(locations: StoreLocation[]): [string, StoreLocation[]][] {
  const groups = new Map<string, StoreLocation[]>();
  for (const l of locations) groups.set(l.city, [...(groups.get(l.city) ?? []), l]);
  return [...groups];
}

/** The store locator; countries without shops (ae) get a 404. */
export async function StoreLocationsPage({ locale }: { locale: Locale }) {
  const { lang, region } = LOCALES[locale];
  if (!REGIONS[region].storeLocator) notFound();
  const [{ t }, locations] = await Promise.all([
    getT(locale),
    getCommerce(region).then((c) => c.getStoreLocations(lang)),
  ]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold">{t("stores.title")}</h1>
      <p className="mt-2 text-muted">
        {t("stores.intro")} · {t("stores.count", { count: locations.length })}
      </p>
      {byCity(locations).map(([city, stores]) => (
        <section key={city} className="mt-10">
          <h2 className="border-b border-line pb-2 text-xl font-semibold">{city}</h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {stores.map((store) => (
              <li key={store.id} className="rounded-lg border border-line p-5">
                <h3 className="flex items-center gap-2 font-semibold">
                  <StoreLocatorIcon className="size-5 text-gold-dark" />
                  {store.name}
                </h3>
                <p className="mt-2 text-sm text-muted">{store.address}</p>
                <p className="mt-3 text-sm">
                  <span className="font-medium">{t("stores.hours")}: </span>
                  {store.hours}
                </p>
                <div className="mt-4 flex flex-wrap gap-4 text-sm font-semibold">
                  <a href={`tel:${store.phone.replace(/\s/g, "")}`} dir="ltr" className="underline underline-offset-4">
                    {t("stores.call", { phone: store.phone })}
                  </a>
                  <a
                    href={`geo:${store.latitude},${store.longitude}?q=${encodeURIComponent(store.name)}`}
                    className="underline underline-offset-4"
                  >
                    {t("stores.directions")}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
