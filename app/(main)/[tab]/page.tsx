import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireShellContext } from "@/lib/shell/contexto";
import { DEFAULT_TAB_PATH, findTab } from "@/lib/shell/abas";

type Props = { params: Promise<{ tab: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tab = findTab((await params).tab);
  return tab ? { title: tab.label } : {};
}

export default async function TabPage({ params }: Props) {
  const tab = findTab((await params).tab);
  // /main (after a selection) and any unknown single segment open Home.
  if (!tab) redirect(DEFAULT_TAB_PATH);
  await requireShellContext();
  return <h1 className="text-2xl font-semibold">{tab.welcome}</h1>;
}
