import { create } from "zustand";

/** Right-hand drawers: only one is open at a time (opening one closes the other). */
export type RightDrawer = "account" | "wishlist" | "language" | "mini-cart";
export type AuthModal = "sign-in" | "sign-up" | "reset-password" | "update-password" | "checkout-guest";
/** What the open auth modal was opened for. */
export type AuthModalOptions = {
  /** Sign-in from the checkout-guest modal goes on to this checkout address. */
  checkoutUrl: string | null;
  /** A reset link's email and token, for the update-password modal. */
  reset: { email: string; token: string } | null;
  /** The address a refused sign-in used, for "send the confirmation link again". */
  unverifiedEmail: string | null;
};
const NO_AUTH_OPTIONS: AuthModalOptions = { checkoutUrl: null, reset: null, unverifiedEmail: null };

type PanelsState = {
  rightDrawer: RightDrawer | null;
  /** The search drawer and the brand sidebar are not right-side panels: they never close one. */
  searchOpen: boolean;
  brandSidebarOpen: boolean;
  mobileMenuOpen: boolean;
  mapModalOpen: boolean;
  authModal: AuthModal | null;
  authOptions: AuthModalOptions;
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
  /** An auth modal, from any feature (the cart's checkout button, the account's sign-in): what it is for joins what was set before. */
  openAuthModal: (modal: AuthModal, options?: Partial<AuthModalOptions>) => void;
  closeAuthModal: () => void;
  closeAll: () => void;
};

/** Which panels are open, as one comparable string. */
export function openPanels(
  s: Pick<
    PanelsState,
    "rightDrawer" | "authModal" | "searchOpen" | "brandSidebarOpen" | "mobileMenuOpen" | "mapModalOpen"
  > = usePanelsStore.getState(),
): string {
  return JSON.stringify([
    s.rightDrawer,
    s.authModal,
    s.searchOpen,
    s.brandSidebarOpen,
    s.mobileMenuOpen,
    s.mapModalOpen,
  ]);
}

export const usePanelsStore = create<PanelsState>()((set, get) => ({
  rightDrawer: null,
  searchOpen: false,
  brandSidebarOpen: false,
  mobileMenuOpen: false,
  mapModalOpen: false,
  authModal: null,
  authOptions: NO_AUTH_OPTIONS,
  openDrawer: (drawer) => set({ rightDrawer: drawer, mobileMenuOpen: false }),
  offerDrawer: (drawer, panelsBefore) => {
    if (openPanels(get()) === panelsBefore) get().openDrawer(drawer);
  },
  closeDrawer: () => set({ rightDrawer: null }),
  setSearchOpen: (searchOpen) => set({ searchOpen }),
  setBrandSidebarOpen: (brandSidebarOpen) => set({ brandSidebarOpen }),
  setMobileMenuOpen: (mobileMenuOpen) =>
    set(mobileMenuOpen ? { mobileMenuOpen, rightDrawer: null } : { mobileMenuOpen }),
  setMapModalOpen: (mapModalOpen) => set({ mapModalOpen }),
  setAuthModal: (authModal) => set({ authModal }),
  openAuthModal: (authModal, options = {}) => set({ authModal, authOptions: { ...get().authOptions, ...options } }),
  closeAuthModal: () => set({ authModal: null, authOptions: NO_AUTH_OPTIONS }),
  closeAll: () =>
    set({
      rightDrawer: null,
      searchOpen: false,
      brandSidebarOpen: false,
      mobileMenuOpen: false,
      mapModalOpen: false,
      authModal: null,
    }),
}));
