import type * as t from "../schema";

type Location = Omit<typeof t.storeLocations.$inferInsert, "id" | "position">;

const SA_HOURS = {
  hoursEn: "Sat-Thu 10:00-23:00, Fri 16:00-23:00",
  hoursAr: "السبت - الخميس 10:00 - 23:00، الجمعة 16:00 - 23:00",
};
const EG_HOURS = { hoursEn: "Daily 10:00-23:00", hoursAr: "يومياً 10:00 - 23:00" };

const RIYADH = { cityEn: "Riyadh", cityAr: "الرياض" };
const JEDDAH = { cityEn: "Jeddah", cityAr: "جدة" };
const CAIRO = { cityEn: "Cairo", cityAr: "القاهرة" };
const GIZA = { cityEn: "Giza", cityAr: "الجيزة" };
const ALEXANDRIA = { cityEn: "Alexandria", cityAr: "الإسكندرية" };

const sa = (l: Omit<Location, "region" | "hoursEn" | "hoursAr">): Location => ({ region: "sa", ...SA_HOURS, ...l });
const eg = (l: Omit<Location, "region" | "hoursEn" | "hoursAr">): Location => ({ region: "eg", ...EG_HOURS, ...l });

/** Boutiques in Saudi malls and Egyptian malls; the UAE store sells online only (no store locator there). */
const LOCATIONS: readonly Location[] = [
  sa({
    nameEn: "Lumina Kingdom Centre",
    nameAr: "لومينا المملكة سنتر",
    ...RIYADH,
    addressEn: "Kingdom Centre, Ground Floor, King Fahd Road, Al Olaya, Riyadh 12214",
    addressAr: "المملكة سنتر، الطابق الأرضي، طريق الملك فهد، العليا، الرياض 12214",
    phone: "+966 11 211 0450",
    latitude: 24.7114,
    longitude: 46.6744,
  }),
  sa({
    nameEn: "Lumina Riyadh Park",
    nameAr: "لومينا الرياض بارك",
    ...RIYADH,
    addressEn: "Riyadh Park, First Floor, Northern Ring Road, Al Aqiq, Riyadh 13515",
    addressAr: "الرياض بارك، الطابق الأول، الطريق الدائري الشمالي، العقيق، الرياض 13515",
    phone: "+966 11 455 8120",
    latitude: 24.7563,
    longitude: 46.6299,
  }),
  sa({
    nameEn: "Lumina Al Nakheel Mall",
    nameAr: "لومينا النخيل مول",
    ...RIYADH,
    addressEn: "Al Nakheel Mall, Ground Floor, Imam Saud Road, Al Mughrizat, Riyadh 12482",
    addressAr: "النخيل مول، الطابق الأرضي، طريق الإمام سعود، المغرزات، الرياض 12482",
    phone: "+966 11 206 3390",
    latitude: 24.7699,
    longitude: 46.7164,
  }),
  sa({
    nameEn: "Lumina Panorama Mall",
    nameAr: "لومينا بانوراما مول",
    ...RIYADH,
    addressEn: "Panorama Mall, Ground Floor, Takhassusi Street, Al Muhammadiyah, Riyadh 12363",
    addressAr: "بانوراما مول، الطابق الأرضي، شارع التخصصي، المحمدية، الرياض 12363",
    phone: "+966 11 288 7014",
    latitude: 24.692,
    longitude: 46.6703,
  }),
  sa({
    nameEn: "Lumina Red Sea Mall",
    nameAr: "لومينا رد سي مول",
    ...JEDDAH,
    addressEn: "Red Sea Mall, Ground Floor, King Abdulaziz Road, Al Nahda, Jeddah 23615",
    addressAr: "رد سي مول، الطابق الأرضي، طريق الملك عبدالعزيز، النهضة، جدة 23615",
    phone: "+966 12 216 4470",
    latitude: 21.6286,
    longitude: 39.1109,
  }),
  sa({
    nameEn: "Lumina Mall of Arabia",
    nameAr: "لومينا مول العرب",
    ...JEDDAH,
    addressEn: "Mall of Arabia, First Floor, Prince Majed Road, Al Naeem, Jeddah 23622",
    addressAr: "مول العرب، الطابق الأول، طريق الأمير ماجد، النعيم، جدة 23622",
    phone: "+966 12 263 9058",
    latitude: 21.6328,
    longitude: 39.1557,
  }),
  sa({
    nameEn: "Lumina Al Andalus Mall",
    nameAr: "لومينا الأندلس مول",
    ...JEDDAH,
    addressEn: "Al Andalus Mall, Ground Floor, Prince Majed Road, Al Fayhaa, Jeddah 22245",
    addressAr: "الأندلس مول، الطابق الأرضي، طريق الأمير ماجد، الفيحاء، جدة 22245",
    phone: "+966 12 698 1233",
    latitude: 21.5108,
    longitude: 39.218,
  }),
  sa({
    nameEn: "Lumina Al Othaim Mall Dammam",
    nameAr: "لومينا العثيم مول الدمام",
    cityEn: "Dammam",
    cityAr: "الدمام",
    addressEn: "Al Othaim Mall, Ground Floor, King Saud Street, Al Rabi, Dammam 32244",
    addressAr: "العثيم مول، الطابق الأرضي، شارع الملك سعود، الربيع، الدمام 32244",
    phone: "+966 13 841 2260",
    latitude: 26.4048,
    longitude: 50.0999,
  }),
  sa({
    nameEn: "Lumina Mall of Dhahran",
    nameAr: "لومينا الظهران مول",
    cityEn: "Dhahran",
    cityAr: "الظهران",
    addressEn: "Mall of Dhahran, First Floor, King Saud Road, Dhahran 34455",
    addressAr: "الظهران مول، الطابق الأول، طريق الملك سعود، الظهران 34455",
    phone: "+966 13 899 1402",
    latitude: 26.304,
    longitude: 50.167,
  }),
  sa({
    nameEn: "Lumina Makkah Mall",
    nameAr: "لومينا مكة مول",
    cityEn: "Makkah",
    cityAr: "مكة المكرمة",
    addressEn: "Makkah Mall, Ground Floor, King Abdullah Road, Al Jamiah, Makkah 24243",
    addressAr: "مكة مول، الطابق الأرضي، طريق الملك عبدالله، الجامعة، مكة المكرمة 24243",
    phone: "+966 12 560 7715",
    latitude: 21.3994,
    longitude: 39.866,
  }),
  sa({
    nameEn: "Lumina Al Rashid Mega Mall",
    nameAr: "لومينا الراشد ميغا مول",
    cityEn: "Madinah",
    cityAr: "المدينة المنورة",
    addressEn: "Al Rashid Mega Mall, Ground Floor, King Abdullah Road, Madinah 42318",
    addressAr: "الراشد ميغا مول، الطابق الأرضي، طريق الملك عبدالله، المدينة المنورة 42318",
    phone: "+966 14 846 3390",
    latitude: 24.4847,
    longitude: 39.581,
  }),
  eg({
    nameEn: "Lumina City Stars",
    nameAr: "لومينا سيتي ستارز",
    ...CAIRO,
    addressEn: "City Stars Mall, Phase 1, Omar Ibn El Khattab Street, Nasr City, Cairo",
    addressAr: "سيتي ستارز مول، المرحلة الأولى، شارع عمر بن الخطاب، مدينة نصر، القاهرة",
    phone: "+20 2 2480 0512",
    latitude: 30.0729,
    longitude: 31.3456,
  }),
  eg({
    nameEn: "Lumina Cairo Festival City",
    nameAr: "لومينا كايرو فستيفال سيتي",
    ...CAIRO,
    addressEn: "Cairo Festival City Mall, Ground Floor, Ring Road, New Cairo",
    addressAr: "كايرو فستيفال سيتي مول، الطابق الأرضي، الطريق الدائري، القاهرة الجديدة",
    phone: "+20 2 2618 3340",
    latitude: 30.029,
    longitude: 31.4085,
  }),
  eg({
    nameEn: "Lumina Point 90",
    nameAr: "لومينا بوينت 90",
    ...CAIRO,
    addressEn: "Point 90 Mall, Ground Floor, 90th Street, Fifth Settlement, New Cairo",
    addressAr: "بوينت 90 مول، الطابق الأرضي، شارع التسعين، التجمع الخامس، القاهرة الجديدة",
    phone: "+20 2 2537 4419",
    latitude: 30.0207,
    longitude: 31.4917,
  }),
  eg({
    nameEn: "Lumina Mall of Egypt",
    nameAr: "لومينا مول مصر",
    ...GIZA,
    addressEn: "Mall of Egypt, First Floor, Wahat Road, 6th of October City, Giza",
    addressAr: "مول مصر، الطابق الأول، طريق الواحات، مدينة السادس من أكتوبر، الجيزة",
    phone: "+20 2 3828 6021",
    latitude: 29.9725,
    longitude: 31.0169,
  }),
  eg({
    nameEn: "Lumina Mall of Arabia Giza",
    nameAr: "لومينا مول العرب الجيزة",
    ...GIZA,
    addressEn: "Mall of Arabia, Ground Floor, 26th of July Corridor, 6th of October City, Giza",
    addressAr: "مول العرب، الطابق الأرضي، محور 26 يوليو، مدينة السادس من أكتوبر، الجيزة",
    phone: "+20 2 3827 1188",
    latitude: 30.0068,
    longitude: 30.9734,
  }),
  eg({
    nameEn: "Lumina San Stefano",
    nameAr: "لومينا سان ستيفانو",
    ...ALEXANDRIA,
    addressEn: "San Stefano Grand Plaza, First Floor, El Geish Road, San Stefano, Alexandria",
    addressAr: "سان ستيفانو جراند بلازا، الطابق الأول، طريق الجيش، سان ستيفانو، الإسكندرية",
    phone: "+20 3 469 0277",
    latitude: 31.2456,
    longitude: 29.9658,
  }),
  eg({
    nameEn: "Lumina City Centre Alexandria",
    nameAr: "لومينا سيتي سنتر الإسكندرية",
    ...ALEXANDRIA,
    addressEn: "City Centre Alexandria, Ground Floor, Cairo-Alexandria Desert Road, Alexandria",
    addressAr: "سيتي سنتر الإسكندرية، الطابق الأرضي، طريق القاهرة الإسكندرية الصحراوي، الإسكندرية",
    phone: "+20 3 397 0150",
    latitude: 31.1713,
    longitude: 29.9386,
  }),
];

/** Store locations with fixed ids, numbered in display order within each country. */
export function storeLocationRows(): (typeof t.storeLocations.$inferInsert)[] {
  const seen = new Map<string, number>();
  return LOCATIONS.map((l, i) => {
    const position = (seen.get(l.region) ?? 0) + 1;
    seen.set(l.region, position);
    return { id: i + 1, position, ...l };
  });
}
