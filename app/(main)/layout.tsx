import { Suspense } from "react";
import { requireShellContext } from "@/lib/shell/contexto";
import { TopBar } from "@/app/(main)/top-bar";
import { TabNav } from "@/app/(main)/tab-nav";
import { AutoJumpNotice } from "@/app/(main)/auto-jump-notice";
import { AvisoQueFica } from "@/components/flash-message";
import { EnvioPendente } from "@/app/(main)/escolas/_chamadas/envio-pendente";
import { donoDe } from "@/lib/chamadas/guardadas";

export default async function ShellLayout({ children }: { children: React.ReactNode }) {
  const { session, empresa } = await requireShellContext();
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar empresa={empresa} user={session.displayName ?? session.email ?? session.uid} />
      <TabNav />
      <EnvioPendente dono={donoDe(session.uid, empresa.id)} />
      <AutoJumpNotice empresa={empresa} />
      <Suspense>
        <AvisoQueFica className="mx-auto mt-3 w-full max-w-5xl px-4" />
      </Suspense>
      <main id="conteudo" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        {children}
      </main>
    </div>
  );
}
