"use client";
import { useT } from "@/lib/i18n/client";
import { useRouter } from "next/navigation";
import { postStaff } from "../api";

export function StaffSignOut() {
  const { t } = useT();
  const router = useRouter();
  return (
    <button
      type="button"
      className="text-sm underline"
      onClick={async () => (await postStaff("sign-out", {}), router.refresh())}
    >
      {t("staff.signOut")}
    </button>
  );
}
