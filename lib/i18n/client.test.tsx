// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "../../locales/ar/common.json";
import { pickSections, shellSections, LAZY_SECTIONS } from "./client-sections";
import { TranslationsProvider, lazySectionsUrl, useSections, useT, useTranslateLater } from "./client";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The browser's fetch of the lazy sections, answered as app/api/translations/[lang] answers. */
function stubFetch(...answers: ("ok" | "fail")[]) {
  const fetch = vi.fn(async () => {
    const answer = answers.shift() ?? "ok";
    return answer === "ok"
      ? Response.json({ hasError: false, response: pickSections(ar, LAZY_SECTIONS) })
      : new Response("", { status: 503 });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function Title() {
  const { t } = useT();
  useSections("cart");
  return <h2>{t("cart.summary.title")}</h2>;
}

function Toast({ onText }: { onText: (text: string) => void }) {
  const translate = useTranslateLater("wishlist");
  return (
    <button type="button" onClick={() => void translate("wishlist.toast.added").then(onText, () => onText("(none)"))}>
      toast
    </button>
  );
}

const page = (children: React.ReactNode, strings = shellSections(ar)) => (
  <TranslationsProvider lang="ar" strings={strings} lazyVersion="v1">
    <Suspense fallback={<p>loading</p>}>{children}</Suspense>
  </TranslationsProvider>
);

describe("lazy sections in the browser (drawers', dialogs' and toasts' texts)", () => {
  it("suspends a reader until its section comes, in one request for all of them, named by the version", async () => {
    let answer = () => {};
    const fetch = vi.fn(
      () =>
        new Promise<Response>(
          (resolve) =>
            (answer = () => resolve(Response.json({ hasError: false, response: pickSections(ar, LAZY_SECTIONS) }))),
        ),
    );
    vi.stubGlobal("fetch", fetch);
    await act(async () => render(page(<Title />)));
    expect(screen.getByText("loading")).toBeTruthy();
    await act(async () => answer());
    expect(screen.getByRole("heading", { name: ar.cart.summary.title })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(lazySectionsUrl("ar", "v1"));
    expect(lazySectionsUrl("ar", "v1")).toBe("/api/translations/ar?v=v1");
  });

  it("asks nothing when the route sent the section", () => {
    const fetch = stubFetch();
    render(page(<Title />, { ...shellSections(ar), ...pickSections(ar, ["cart"]) }));
    expect(screen.getByRole("heading", { name: ar.cart.summary.title })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("translates a toast once its section is in; a failed fetch is asked again at the next use", async () => {
    const fetch = stubFetch("fail", "ok");
    const texts: string[] = [];
    await act(async () => render(page(<Toast onText={(text) => texts.push(text)} />)));
    await act(async () => screen.getByRole("button").click());
    await vi.waitFor(() => expect(texts).toEqual(["(none)"]));
    await act(async () => screen.getByRole("button").click());
    await vi.waitFor(() => expect(texts).toEqual(["(none)", ar.wishlist.toast.added]));
    expect(fetch).toHaveBeenCalledTimes(2);
    // Now in the page's strings: a third toast asks nothing.
    await act(async () => screen.getByRole("button").click());
    await vi.waitFor(() => expect(texts).toHaveLength(3));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
