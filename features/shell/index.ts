// features/shell: the page shell's client state (right-hand panels, auth modals, toasts, banners,
// countdown, header on scroll). The shell's own UI lives in app/[locale]/_shell/, which mounts it;
// features open panels and show toasts through client.ts, never through the shell's UI.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) the names of panels, modals and toast kinds: types only
//   client.ts the panels' store and hooks, the auth modal's hook, toasts
export type { AuthModal, AuthModalOptions, RightDrawer } from "./panels-store";
export type { ToastKind } from "./use-toast";
