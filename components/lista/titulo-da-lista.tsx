import type { ReactNode } from "react";
import { findTab, type Tab } from "@/lib/shell/abas";

/**
 * A list tab's layout (its route group's `layout.tsx`): the tab's welcome sentence, then the page.
 * The heading sits above the group's loading boundary (`loading.tsx`), so it comes with the
 * document's first paint instead of waiting for the list's data: React reveals a streamed boundary's
 * content no sooner than 300 ms after its fallback painted, which held a phone's largest paint (this
 * heading) back by that much. A client navigation shows it at once too, the skeleton below it.
 */
export function TituloDaLista({ aba, children }: { aba: Tab["slug"]; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{findTab(aba)!.welcome}</h1>
      {children}
    </div>
  );
}
