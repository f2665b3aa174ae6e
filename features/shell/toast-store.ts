import { create } from "zustand";
import { TOAST_MS } from "@/lib/constants";

export type Toast = { id: number; kind: "success" | "error" | "info"; message: string };

type ToastState = {
  toasts: Toast[];
  show: (kind: Toast["kind"], message: string) => number;
  dismiss: (id: number) => void;
};

let nextId = 1;

/** Toasts dismiss themselves after 5 s (spec section 9). Messages arrive translated. */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (kind, message) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, kind, message }] });
    setTimeout(() => get().dismiss(id), TOAST_MS);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));
