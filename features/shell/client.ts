// features/shell in the browser: what a feature needs to open a panel or show a toast (zustand
// stores and their hooks; react-hot-toast itself loads with the first toast). See index.ts.
export { openPanels, usePanelsStore, type AuthModal, type AuthModalOptions, type RightDrawer } from "./panels-store";
export { useRightDrawer } from "./use-right-drawer";
export { useAuthModal } from "./use-panels";
export { showToast, useToast, type ToastKind } from "./use-toast";
