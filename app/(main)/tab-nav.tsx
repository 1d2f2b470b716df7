"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { shellTexts } from "@/lib/messages";
import { ABAS, tabPath } from "@/lib/shell/abas";

/** The tab bar: links, so tabs work with the keyboard, middle-click and back/forward. On a phone the tabs wrap (no sideways scrolling). */
export function TabNav() {
  const pathname = usePathname();
  return (
    <nav aria-label={shellTexts.tabsLabel} className="border-b border-gray-200 bg-white">
      <ul className="mx-auto flex w-full max-w-5xl overflow-x-auto whitespace-nowrap px-2 max-sm:flex-wrap">
        {ABAS.map((tab) => {
          const href = tabPath(tab);
          const active = pathname === href;
          return (
            <li key={tab.slug}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className="inline-block border-b-2 border-transparent px-3 py-3 sm:px-4 text-sm font-medium text-suave hover:text-tinta aria-[current=page]:border-marca-700 aria-[current=page]:text-marca-800"
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
