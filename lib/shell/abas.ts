import { shellTexts } from "@/lib/messages";

export type Tab = (typeof shellTexts.tabs)[number];

export const DEFAULT_TAB_PATH = "/home";

export function findTab(slug: string): Tab | undefined {
  return shellTexts.tabs.find((tab) => tab.slug === slug);
}

export const tabPath = (tab: Tab) => `/${tab.slug}`;

/** A tab's label, for its page's title. */
export function tituloDaAba(slug: Tab["slug"]): string {
  return shellTexts.tabs.find((tab) => tab.slug === slug)!.label;
}
