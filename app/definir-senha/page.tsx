import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { botao } from "@/components/botao";
import { conviteTexts } from "@/lib/messages";
import { indisponivelSeForaDoAr } from "@/lib/infra/indisponivel";
import { lerConvite, type Convite } from "@/lib/membros/convite";
import { definirSenhaAction } from "@/app/definir-senha/actions";
import { DefinirSenhaForm } from "@/app/definir-senha/formulario";

// "Definir senha" (/definir-senha?oobCode=...): where an invitation's link (and, in production, any
// password-reset e-mail: the project's action URL points here) opens. Public: the person has no
// session yet. Only `oobCode` is read; the action URL's `mode`, `apiKey`, `lang` and
// `continueUrl` are ignored. The code is checked with the identity provider on every opening.

export const metadata: Metadata = { title: conviteTexts.titulo };

const t = conviteTexts;
const lista = new Intl.ListFormat("pt-BR", { style: "long", type: "conjunction" });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DefinirSenhaPage({ searchParams }: Props) {
  await connection();
  const bruto = (await searchParams).oobCode;
  const oobCode = (Array.isArray(bruto) ? bruto[0] : bruto)?.trim() ?? "";
  let convite: Convite = { valido: false };
  if (oobCode && oobCode.length <= 2000) convite = await lerConvite(oobCode).catch(indisponivelSeForaDoAr);

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <section aria-labelledby="definir-senha-titulo" className="space-y-5 rounded-xl bg-white p-6 shadow-md ring-1 ring-gray-200 sm:p-8">
          <h1 id="definir-senha-titulo" className="text-2xl font-semibold text-tinta">
            {t.titulo}
          </h1>
          {convite.valido ? (
            <>
              <div className="space-y-1">
                <p className="text-tinta">{convite.pendente && convite.empresas.length > 0 ? t.convidado(lista.format(convite.empresas)) : t.redefinicao}</p>
                <p className="text-sm text-suave [overflow-wrap:anywhere]">{t.conta(convite.email)}</p>
              </div>
              <DefinirSenhaForm action={definirSenhaAction} oobCode={oobCode} email={convite.email} nome={convite.nome} />
            </>
          ) : (
            <>
              <p role="alert" className="font-medium text-erro">
                {t.expirado}
              </p>
              <Link href="/login" className={`${botao({ tamanho: "grande" })} inline-block`}>
                {t.irParaLogin}
              </Link>
            </>
          )}
        </section>
      </div>
    </main>
  );
}
