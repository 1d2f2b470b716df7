import { shellTexts } from "@/lib/messages";

// The shell's tabs, in the tab bar's order; their names and welcome sentences are lib/messages'.

const SLUGS = ["home", "alunos", "escolas", "configuracoes"] as const satisfies readonly (keyof typeof shellTexts.abas)[];

export type Tab = { slug: (typeof SLUGS)[number]; label: string; welcome: string };

/** Every tab, in order. */
export const ABAS: readonly Tab[] = SLUGS.map((slug) => ({ slug, ...shellTexts.abas[slug] }));

export const DEFAULT_TAB_PATH = "/home";

export function findTab(slug: string): Tab | undefined {
  return ABAS.find((tab) => tab.slug === slug);
}

export const tabPath = (tab: Tab) => `/${tab.slug}`;

/** A tab's label, for its page's title. */
export function tituloDaAba(slug: Tab["slug"]): string {
  return shellTexts.abas[slug].label;
}
