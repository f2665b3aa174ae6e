import { beforeEach, describe, expect, it } from "vitest";
import { openPanels, usePanelsStore } from "./panels-store";

describe("panels store", () => {
  beforeEach(() => usePanelsStore.getState().closeAll());

  it("keeps only one right-side drawer open", () => {
    const s = usePanelsStore.getState();
    s.openDrawer("account");
    s.openDrawer("wishlist");
    expect(usePanelsStore.getState().rightDrawer).toBe("wishlist");
    s.openDrawer("mini-cart");
    expect(usePanelsStore.getState().rightDrawer).toBe("mini-cart");
  });

  it("does not count the search drawer or brand sidebar as right-side panels", () => {
    const s = usePanelsStore.getState();
    s.openDrawer("language");
    s.setSearchOpen(true);
    s.setBrandSidebarOpen(true);
    const state = usePanelsStore.getState();
    expect(state.rightDrawer).toBe("language");
    expect(state.searchOpen).toBe(true);
    expect(state.brandSidebarOpen).toBe(true);
  });

  it("closes a drawer when the mobile menu opens and vice versa", () => {
    const s = usePanelsStore.getState();
    s.openDrawer("account");
    s.setMobileMenuOpen(true);
    expect(usePanelsStore.getState().rightDrawer).toBeNull();
    s.openDrawer("wishlist");
    expect(usePanelsStore.getState().mobileMenuOpen).toBe(false);
  });

  it("offers a drawer (the mini cart after an add) only if no panel opened or closed since the add began", () => {
    const s = usePanelsStore.getState();
    const before = openPanels();
    s.offerDrawer("mini-cart", before);
    expect(usePanelsStore.getState().rightDrawer).toBe("mini-cart");

    // She opened her account drawer while the add was on its way: it stays.
    s.closeAll();
    const asTheAddBegan = openPanels();
    s.openDrawer("account");
    s.offerDrawer("mini-cart", asTheAddBegan);
    expect(usePanelsStore.getState().rightDrawer).toBe("account");

    // Added from inside the wishlist drawer, nothing touched since: the mini cart takes its place.
    s.openDrawer("wishlist");
    s.offerDrawer("mini-cart", openPanels());
    expect(usePanelsStore.getState().rightDrawer).toBe("mini-cart");

    // The search drawer or the sign-in modal opened meanwhile: no drawer on top of them.
    for (const open of [() => s.setSearchOpen(true), () => s.setAuthModal("sign-in")]) {
      s.closeAll();
      const began = openPanels();
      open();
      s.offerDrawer("mini-cart", began);
      expect(usePanelsStore.getState().rightDrawer).toBeNull();
    }
  });
});
