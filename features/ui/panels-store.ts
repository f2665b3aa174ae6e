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
  closeDrawer: () => void;
  setSearchOpen: (open: boolean) => void;
  setBrandSidebarOpen: (open: boolean) => void;
  setMobileMenuOpen: (open: boolean) => void;
  setMapModalOpen: (open: boolean) => void;
  setAuthModal: (modal: AuthModal | null) => void;
  closeAll: () => void;
};

export const usePanelsStore = create<PanelsState>()((set) => ({
  rightDrawer: null,
  searchOpen: false,
  brandSidebarOpen: false,
  mobileMenuOpen: false,
  mapModalOpen: false,
  authModal: null,
  openDrawer: (drawer) => set({ rightDrawer: drawer, mobileMenuOpen: false }),
  closeDrawer: () => set({ rightDrawer: null }),
  setSearchOpen: (searchOpen) => set({ searchOpen }),
  setBrandSidebarOpen: (brandSidebarOpen) => set({ brandSidebarOpen }),
  setMobileMenuOpen: (mobileMenuOpen) => set(mobileMenuOpen ? { mobileMenuOpen, rightDrawer: null } : { mobileMenuOpen }),
  setMapModalOpen: (mapModalOpen) => set({ mapModalOpen }),
  setAuthModal: (authModal) => set({ authModal }),
  closeAll: () =>
    set({ rightDrawer: null, searchOpen: false, brandSidebarOpen: false, mobileMenuOpen: false, mapModalOpen: false, authModal: null }),
}));
