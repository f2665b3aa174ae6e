import { expect, test } from "@playwright/test";
import { openHome, ui } from "./support";

test("switching language and country keeps the page and writes the cookie", async ({ page, context }) => {
  await openHome(page, "en-sa", "/waves");
  await page
    .getByRole("banner")
    .getByRole("button", { name: ui("en-sa").header.language, exact: true })
    .click();
  const dialog = page.getByRole("dialog", { name: ui("en-sa").drawers.language.title });
  // The first drawer of a visit fetches its code; allow for a cold server on a busy machine.
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole("option", { name: "مصر - العربية" }).click();
  await expect(page).toHaveURL(/\/ar-eg\/waves$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "user_locale")?.value).toBe("ar-eg");
});

test("the picker's search filters case-insensitively and says when nothing matches", async ({ page }) => {
  await openHome(page, "en-ae");
  const t = ui("en-ae");
  await page.getByRole("banner").getByRole("button", { name: t.header.language, exact: true }).click();
  const dialog = page.getByRole("dialog");
  const search = dialog.getByRole("combobox", { name: t.picker.search });
  await search.fill("EGYPT");
  await expect(dialog.getByRole("option", { name: "Egypt - English" })).toBeVisible();
  await expect(dialog.getByRole("option", { name: /Saudi/ })).toHaveCount(0);
  await search.fill("atlantis");
  await expect(dialog.getByText(t.picker.notFound)).toBeVisible();
});

test("the Saudi-only picker offers just the Saudi locales", async ({ page }) => {
  await openHome(page, "en-eg");
  await page
    .getByRole("banner")
    .getByRole("button", { name: ui("en-eg").header.language, exact: true })
    .click();
  const saudi = page.getByRole("dialog").getByRole("listbox").nth(1);
  await expect(saudi.getByRole("option")).toHaveCount(2);
  await expect(saudi.getByRole("option", { name: "Saudi Arabia - English" })).toBeVisible();
});

test("the footer's dropdowns change the country and the language", async ({ page }) => {
  await openHome(page, "en-sa", "/miss-l");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("combobox", { name: ui("en-sa").footer.region }).selectOption("ae");
  await expect(page).toHaveURL(/\/en-ae\/miss-l$/);
  await page
    .getByRole("contentinfo")
    .getByRole("combobox", { name: ui("en-ae").footer.language })
    .selectOption("ar");
  await expect(page).toHaveURL(/\/ar-ae\/miss-l$/);
});
