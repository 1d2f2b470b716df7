import type { Metadata } from "next";
import { Suspense } from "react";
import { redirect, RedirectType, unstable_rethrow } from "next/navigation";
import { requireSession } from "@/lib/auth/require-session";
import { loadPicker, type PickerState } from "@/lib/empresas/seletor";
import { pickerTexts } from "@/lib/messages";
import { EmpresaList } from "@/app/listar-empresas/empresa-list";
import { PickerError } from "@/app/listar-empresas/picker-error";
import { ForgetRemovedEmpresa } from "@/app/listar-empresas/forget-removed-empresa";
import { FlashMessage } from "@/components/flash-message";
import { LogoutButton } from "@/components/logout-button";
import { botao } from "@/components/botao";
import { logout } from "@/app/sessao/actions";

export const metadata: Metadata = { title: pickerTexts.heading };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function ListarEmpresasPage({ searchParams }: Props) {
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{pickerTexts.heading}</h1>
        <LogoutButton action={logout} className={botao({ tamanho: "compacto" })} />
      </div>
      <FlashMessage className="mb-4" />
      {/* The shell of the page arrives at once; the list streams in when the data is there. */}
      <Suspense fallback={<p className="py-8 text-center font-semibold tracking-wide text-suave">{pickerTexts.loading}</p>}>
        <PickerContent searchParams={searchParams} />
      </Suspense>
    </main>
  );
}

async function PickerContent({ searchParams }: Props) {
  const switching = (await searchParams).trocar === "1";
  let state: PickerState;
  try {
    state = await loadPicker(await requireSession(), { switching });
  } catch (error) {
    unstable_rethrow(error); // requireSession's redirect is not a failure
    console.error("[picker] could not load the companies:", error);
    return <PickerError />;
  }
  if (state.kind === "go-to-shell") redirect("/main?via=automatico", RedirectType.replace);
  if (state.kind === "user-not-found") return <Notice>{pickerTexts.userNotFound}</Notice>;
  return (
    <>
      {state.removedNome && (
        <>
          <Notice role="alert">{pickerTexts.accessRemoved(state.removedNome)}</Notice>
          <ForgetRemovedEmpresa />
        </>
      )}
      {state.empresas.length === 0 ? (
        <Notice>{pickerTexts.noCompanies}</Notice>
      ) : (
        <EmpresaList empresas={state.empresas} currentId={state.currentId} />
      )}
    </>
  );
}

function Notice({ children, role }: { children: React.ReactNode; role?: "alert" }) {
  return (
    <p role={role} className="my-4 rounded-md bg-white p-4 text-center ring-1 ring-gray-200">
      {children}
    </p>
  );
}
