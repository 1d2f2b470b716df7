"use client";

import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { Campo, inputClass } from "@/components/campo";
import { UFS, type Uf } from "@/lib/campos/uf";
import { carregarMunicipiosDaUf } from "@/lib/dados-oficiais/municipios-da-uf";
import { buscarNaLista, type Municipio } from "@/lib/dados-oficiais/busca-de-municipios";

// A municipality of a UF, searched offline without accents (`Município de nascimento`, the
// address's `Município`): the UF's list loads when the UF is chosen (its own chunk,
// docs/dados-oficiais.md), then each keystroke is answered locally. The ARIA 1.2 combobox pattern:
// a text input (role=combobox) over a listbox, ↓/↑ to move, Enter to choose, Esc to close; each
// option 44 px tall. It sends the chosen municipality's IBGE code (`name`), or the text as typed,
// which the server takes when it is the exact name of a municipality of the UF (lib/alunos/regras.ts).

type Textos = { escolhaAUf: string; carregando: string; nenhum: string; encontrados: (n: number) => string };

type Props = {
  id: string;
  label: string;
  name: string;
  /** The stored IBGE code (or what was sent). */
  defaultValue: string;
  /** The UF chosen beside it ("" for none). */
  uf: string;
  error?: string;
  textos: Textos;
};

const ehUf = (uf: string): uf is Uf => (UFS as readonly string[]).includes(uf);

export function CampoDeMunicipio({ id, label, name, defaultValue, uf, error, textos }: Props) {
  const listbox = useId();
  const [lista, setLista] = useState<{ uf: string; municipios: readonly Municipio[] } | null>(null);
  const [escolha, setEscolha] = useState({ uf, codigo: /^\d{7}$/.test(defaultValue) ? defaultValue : "", texto: /^\d{7}$/.test(defaultValue) ? "" : defaultValue });
  const [aberto, setAberto] = useState(false);
  /** The option the arrows moved to (-1: none yet; Enter then takes the first). */
  const [ativo, setAtivo] = useState(-1);

  useEffect(() => {
    if (!ehUf(uf)) return;
    let vale = true;
    carregarMunicipiosDaUf(uf).then(
      (municipios) => vale && setLista({ uf, municipios }),
      () => undefined,
    );
    return () => void (vale = false);
  }, [uf]);

  // Another UF empties the choice (a municipality belongs to its UF).
  const atual = escolha.uf === uf ? escolha : { uf, codigo: "", texto: "" };
  const municipios = lista?.uf === uf ? lista.municipios : null;
  const escolhido = atual.codigo ? municipios?.find((m) => m.codigo === atual.codigo) : undefined;
  const texto = atual.codigo ? (escolhido?.nome ?? "") : atual.texto;
  const achados = municipios && aberto && !atual.codigo ? buscarNaLista(municipios, texto) : [];
  const expandido = achados.length > 0;
  const aviso = !ehUf(uf) ? textos.escolhaAUf : !municipios ? textos.carregando : aberto && texto.trim() && !atual.codigo ? (achados.length ? textos.encontrados(achados.length) : textos.nenhum) : "";

  function escolher(m: Municipio) {
    setEscolha({ uf, codigo: m.codigo, texto: m.nome });
    setAberto(false);
  }

  function teclas(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!aberto) return setAberto(true);
      const n = achados.length;
      if (n) setAtivo((i) => (e.key === "ArrowDown" ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === "Enter" && expandido) {
      e.preventDefault();
      escolher(achados[Math.max(0, Math.min(ativo, achados.length - 1))]!);
    } else if (e.key === "Escape") {
      setAberto(false);
    }
  }

  const opcaoId = (i: number) => `${listbox}-${i}`;
  return (
    <Campo id={id} label={label} error={error} hint={aviso || undefined}>
      {(aria) => (
        <div className="relative">
          <input
            {...aria}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expandido}
            aria-controls={listbox}
            aria-activedescendant={expandido && ativo >= 0 ? opcaoId(Math.min(ativo, achados.length - 1)) : undefined}
            disabled={!ehUf(uf)}
            value={texto}
            onChange={(e) => {
              setEscolha({ uf, codigo: "", texto: e.target.value });
              setAberto(true);
              setAtivo(-1);
            }}
            onKeyDown={teclas}
            onBlur={() => setAberto(false)}
            className={inputClass}
          />
          <input type="hidden" name={name} value={atual.codigo || atual.texto} />
          <ul id={listbox} role="listbox" aria-label={label} hidden={!expandido} className="absolute z-10 mt-1 max-h-72 w-full overflow-auto rounded-md bg-white shadow-lg ring-1 ring-gray-300">
            {achados.map((m, i) => (
              <li
                key={m.codigo}
                id={opcaoId(i)}
                role="option"
                aria-selected={i === Math.min(ativo, achados.length - 1)}
                // Keeps the focus in the input (a click would blur it and close the list first).
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => escolher(m)}
                className="flex min-h-11 cursor-pointer items-center px-3 aria-selected:bg-marca-600 aria-selected:text-white"
              >
                {m.nome}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Campo>
  );
}
