import { create } from "zustand";

/** Right-hand drawers: only one is open at a time (spec section 4). */
export type RightDrawer = "account" | "wishlist" | "language" | "mini-cart";
export type AuthModal = "sign-in" | "sign-up" | "reset-password" | "update-password" | "checkout-guest";

type PanelsState = {
  rightDrawer: RightDrawer | null;
  /** The search drawer and the brand sidebar are not right-side panels: they never close one. */
  searchOpen: boolean;
  brandSidebarOpen: boolean;
  mobileMenuOpen: boolean;
  mapModalOpen: boolean;
  authModal: AuthModal | null;
  openDrawer: (drawer: RightDrawer) => void;
  /**
   * A drawer the page opens of its own accord after a wait (the mini cart once an add is
   * answered): opened only if no panel opened or closed since `panelsBefore` (openPanels()), so
   * it never replaces one the shopper opened in the meantime.
   */
  offerDrawer: (drawer: RightDrawer, panelsBefore: string) => void;
  closeDrawer: () => void;
  setSearchOpen: (open: boolean) => void;
  setBrandSidebarOpen: (open: boolean) => void;
  setMobileMenuOpen: (open: boolean) => void;
  setMapModalOpen: (open: boolean) => void;
  setAuthModal: (modal: AuthModal | null) => void;
  closeAll: () => void;
};

/** Which panels are open, as one comparable string. */
export function openPanels(s: Pick<PanelsState, "rightDrawer" | "authModal" | "searchOpen" | "brandSidebarOpen" | "mobileMenuOpen" | "mapModalOpen"> = usePanelsStore.getState()): string {
  return JSON.stringify([s.rightDrawer, s.authModal, s.searchOpen, s.brandSidebarOpen, s.mobileMenuOpen, s.mapModalOpen]);
}

export const usePanelsStore = create<PanelsState>()((set, get) => ({
  rightDrawer: null,
  searchOpen: false,
  brandSidebarOpen: false,
  mobileMenuOpen: false,
  mapModalOpen: false,
  authModal: null,
  openDrawer: (drawer) => set({ rightDrawer: drawer, mobileMenuOpen: false }),
  offerDrawer: (drawer, panelsBefore) => {
    if (openPanels(get()) === panelsBefore) get().openDrawer(drawer);
  },
  closeDrawer: () => set({ rightDrawer: null }),
  setSearchOpen: (searchOpen) => set({ searchOpen }),
  setBrandSidebarOpen: (brandSidebarOpen) => set({ brandSidebarOpen }),
  setMobileMenuOpen: (mobileMenuOpen) => set(mobileMenuOpen ? { mobileMenuOpen, rightDrawer: null } : { mobileMenuOpen }),
  setMapModalOpen: (mapModalOpen) => set({ mapModalOpen }),
  setAuthModal: (authModal) => set({ authModal }),
  closeAll: () =>
    set({ rightDrawer: null, searchOpen: false, brandSidebarOpen: false, mobileMenuOpen: false, mapModalOpen: false, authModal: null }),
}));
