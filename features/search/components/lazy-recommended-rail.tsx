"use client";
import dynamic from "next/dynamic";

/**
 * The rail for server-rendered pages: it depends on the shopper's history, so it never renders
 * on the server, and its code loads after the page is interactive instead of with it.
 */
export const LazyRecommendedRail = dynamic(() => import("./recommended-rail").then((m) => m.RecommendedRail), { ssr: false });
