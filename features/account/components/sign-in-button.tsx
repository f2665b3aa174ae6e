"use client";
import { useAuthModal } from "@/features/shell/client";

/** Opens the sign-in modal (the header's auth modals). */
export function SignInButton({ label, className }: { label: string; className?: string }) {
  const { open } = useAuthModal();
  return (
    <button type="button" onClick={() => open("sign-in")} className={className}>
      {label}
    </button>
  );
}
