"use client";
import dynamic from "next/dynamic";
import { useToasterWanted } from "@/features/shell/use-toast";

const HotToaster = dynamic(() => import("./hot-toaster").then((m) => m.HotToaster), { ssr: false });

/** The page's toaster, mounted (and its library loaded) when the first toast is asked for. */
export function Toaster() {
  const wanted = useToasterWanted((s) => s.wanted);
  return wanted ? <HotToaster /> : null;
}
