import type { Metadata } from "next";
import { after } from "next/server";
import type { ReactNode } from "react";
import { tituloDaAba } from "@/lib/shell/abas";
import { requireShellContext } from "@/lib/shell/contexto";
import { findTab } from "@/lib/shell/abas";
import { pode, papelLabels } from "@/lib/empresas/papeis";
import { configTexts, frequenciaTexts, rotuloDe } from "@/lib/messages";
import { AcompanharTarefa } from "@/components/acompanhar-tarefa";
import { recontagemDaEmpresa, recontarSeEmFalta } from "@/lib/chamadas/recontagem/verificacao";
import { retomarRecontagem } from "@/lib/chamadas/recontagem/passos";
import { FUSO } from "@/lib/campos/data";
import { temSenha } from "@/lib/conta/escrita";
import { listarMembros } from "@/lib/membros/dados";
import { atividadeRecente } from "@/lib/atividades/dados";
import { regrasDaEmpresa } from "@/lib/empresas/regras-de-avaliacao";
import { empresaNosDocumentos } from "@/lib/empresas/dados";
import { formatarNota } from "@/lib/regras/notas";
import {
  alterarPapelAction,
  alterarSenhaAction,
  convidarMembroAction,
  copiarLinkDoConviteAction,
  reenviarConviteAction,
  removerMembroAction,
  sairDeTodosAction,
  salvarEmpresaAction,
  salvarRegrasAction,
} from "@/app/(main)/configuracoes/actions";
import { AlterarSenhaForm, SairDeTodos } from "@/app/(main)/configuracoes/conta";
import { EmpresaForm } from "@/app/(main)/configuracoes/empresa-form";
import { ConviteForm, TabelaDeMembros } from "@/app/(main)/configuracoes/membros";
import { RegrasForm } from "@/app/(main)/configuracoes/regras-form";

export const metadata: Metadata = { title: tituloDaAba("configuracoes") };

const t = configTexts;
const quando = new Intl.DateTimeFormat("pt-BR", { timeZone: FUSO, dateStyle: "short", timeStyle: "short" });

/** A part of the page: a white box named by its heading (a region, for screen readers and tests). */
function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-md bg-white p-4 ring-1 ring-gray-200">
      <h2 id={id} className="text-lg font-semibold">
        {titulo}
      </h2>
      {children}
    </section>
  );
}

export default async function ConfiguracoesPage() {
  const ctx = await requireShellContext();
  const admin = pode(ctx.papel, "administrar");
  const leitor = pode(ctx.papel, "ler");
  // Everything the page shows, at once: the account's sign-in method, for those who read the
  // register the rules of evaluation (and whether a new `Frequência mínima` is still being applied
  // to the stored flags: the same rules, memoised, and the recount's record, in one call), and for
  // administrators the members and the recent activity.
  const [comSenha, regras, membros, atividade, nosDocumentos, recontagem] = await Promise.all([
    temSenha(ctx.session.uid).catch(() => true),
    leitor ? regrasDaEmpresa(ctx.empresa.id) : null,
    admin ? listarMembros(ctx.empresa.id) : null,
    admin ? atividadeRecente(ctx) : null,
    leitor ? empresaNosDocumentos(ctx.empresa) : null,
    leitor ? recontagemDaEmpresa(ctx.empresa.id) : null,
  ]);
  // A recount whose server stopped: taken over after the response; flags that follow another
  // minimum than the rules (stored before issue 42): their recount started after the response.
  if (recontagem?.parada) after(() => retomarRecontagem(ctx.empresa.id));
  if (recontagem?.emFalta) after(() => recontarSeEmFalta(ctx.empresa.id));
  const nomeDaEmpresa = ctx.empresa.nome ?? ctx.empresa.id;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{findTab("configuracoes")!.welcome}</h1>

      <Secao id="minha-conta" titulo={t.conta.titulo}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-suave">{t.conta.nome}</dt>
          <dd>{ctx.session.displayName ?? t.conta.semNome}</dd>
          <dt className="font-medium text-suave">{t.conta.email}</dt>
          <dd className="break-all">{ctx.session.email}</dd>
          <dt className="font-medium text-suave">{t.conta.papel}</dt>
          <dd>{papelLabels[ctx.papel]}</dd>
        </dl>
        {comSenha ? <AlterarSenhaForm action={alterarSenhaAction} /> : <p className="text-sm">{t.conta.google}</p>}
        <SairDeTodos action={sairDeTodosAction} />
      </Secao>

      {/* A professor has only `Minha conta`: the company's section is the register's. */}
      {leitor && (
        <Secao id="empresa" titulo={t.empresa.titulo}>
          {admin ? (
            <EmpresaForm nome={nomeDaEmpresa} nomeNosDocumentos={nosDocumentos?.nomeNosDocumentos ?? ""} action={salvarEmpresaAction} />
          ) : (
            <dl className="text-sm">
              <dt className="font-medium text-suave">{t.empresa.nome}</dt>
              <dd>{nomeDaEmpresa}</dd>
              {nosDocumentos?.nomeNosDocumentos && (
                <>
                  <dt className="mt-2 font-medium text-suave">{t.empresa.nomeNosDocumentos}</dt>
                  <dd>{nosDocumentos.nomeNosDocumentos}</dd>
                </>
              )}
            </dl>
          )}
        </Secao>
      )}

      {/* Administrators change the rules; secretaria and consulta read them; a professor sees nothing of them. */}
      {regras && (
        <Secao id="regras" titulo={t.regras.titulo}>
          {recontagem?.emCurso && <AcompanharTarefa texto={frequenciaTexts.recalculando} className="text-sm font-semibold" />}
          {admin ? (
            <RegrasForm
              regras={{
                mediaParaAprovacao: formatarNota(regras.mediaParaAprovacao),
                frequenciaMinima: String(regras.frequenciaMinima),
                recuperacaoFinal: regras.recuperacaoFinal ? "sim" : "nao",
                anosIniciais: regras.anosIniciaisPorParecer ? "parecer" : "notas",
              }}
              action={salvarRegrasAction}
            />
          ) : (
            <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium text-suave">{t.regras.media}</dt>
              <dd>{formatarNota(regras.mediaParaAprovacao)}</dd>
              <dt className="font-medium text-suave">{t.regras.frequencia}</dt>
              <dd>{t.regras.porcento(regras.frequenciaMinima)}</dd>
              <dt className="font-medium text-suave">{t.regras.recuperacao}</dt>
              <dd>{regras.recuperacaoFinal ? t.regras.comRecuperacao : t.regras.semRecuperacao}</dd>
              <dt className="font-medium text-suave">{t.regras.anosIniciais}</dt>
              <dd>{regras.anosIniciaisPorParecer ? t.regras.anosIniciaisPorParecer : t.regras.anosIniciaisPorNotas}</dd>
            </dl>
          )}
        </Secao>
      )}

      {membros && (
        <Secao id="membros" titulo={t.membros.titulo}>
          <TabelaDeMembros
            membros={membros.map((m) => ({ chave: m.chave, nome: m.nome, email: m.email, papel: m.papel, pendente: m.pendente }))}
            alterarPapel={alterarPapelAction}
            remover={removerMembroAction}
            reenviar={reenviarConviteAction}
            copiarLink={copiarLinkDoConviteAction}
          />
          <ConviteForm action={convidarMembroAction} />
        </Secao>
      )}

      {atividade && (
        <Secao id="atividade" titulo={t.atividade.titulo}>
          {atividade.length === 0 ? (
            <p className="text-sm text-suave">{t.atividade.vazia}</p>
          ) : (
            <ol className="space-y-2 text-sm">
              {atividade.map((a) => (
                <li key={a.id} className="border-b border-gray-100 pb-2 last:border-0">
                  <span className="font-semibold">{a.porNome}</span> {rotuloDe(t.atividade.tipos, a.tipo)}
                  {a.alvo.nome && <> {a.alvo.nome}</>}
                  {a.detalhe && <span className="text-suave">{t.atividade.detalhe(a.tipo, a.detalhe)}</span>}
                  {a.em && <span className="block text-xs text-suave">{quando.format(a.em)}</span>}
                </li>
              ))}
            </ol>
          )}
        </Secao>
      )}
    </div>
  );
}
