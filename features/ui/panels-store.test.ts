import { beforeEach, describe, expect, it } from "vitest";
import { usePanelsStore } from "./panels-store";

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
});
