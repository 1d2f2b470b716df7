"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

/** How often the page is asked again while a long job runs. */
const A_CADA_MS = 1500;

/**
 * While a long job runs (lib/infra/tarefas: a rematrícula, its undo, the recount of the frequência
 * flags): what it is doing, said as a status, and the page refreshed every few seconds, so the text
 * goes (and what the job changed shows) as soon as it ends.
 */
export function AcompanharTarefa({ texto, className = "font-semibold" }: { texto: string; className?: string }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), A_CADA_MS);
    return () => clearInterval(timer);
  }, [router]);
  return (
    <p role="status" className={className}>
      {texto}
    </p>
  );
}
