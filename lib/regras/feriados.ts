// The national holidays of a year, as a new ano letivo is offered them (issue 41). Pure and
// client-safe: the `Novo ano letivo` form lists them for the year typed, the action writes the ones
// left ticked. Sources (docs/calendario.md):
// - feriados nacionais by federal law: Lei 662/1949 as amended by Lei 10.607/2002 (1º de janeiro,
//   21 de abril, 1º de maio, 7 de setembro, 2 e 15 de novembro, 25 de dezembro), Lei 6.802/1980
//   (12 de outubro), Lei 14.759/2023 (20 de novembro);
// - Carnaval and Corpus Christi are not holidays by federal law: the federal government's yearly
//   calendar (Portarias of the Ministério da Gestão, e.g. MGI 11.460/2024 for 2025) lists them as
//   `ponto facultativo`, so they are offered unticked;
// - Easter (which Carnaval and Corpus Christi follow) by the Gregorian computus (the anonymous
//   algorithm published by Meeus, "Astronomical Algorithms", ch. 8), valid for any Gregorian year.
// Sexta-feira da Paixão is a religious holiday each municipality may declare (Lei 9.093/1995), as
// are the state and municipal holidays: the secretaria adds those in `Dias não letivos e extras`.
// A holiday is named by its key: its name is a word the user reads, in lib/messages (feriadoTexts).

export type TipoDeFeriado = "feriado" | "pontoFacultativo";

export type ChaveDoFeriado =
  | "confraternizacao"
  | "carnaval"
  | "tiradentes"
  | "trabalho"
  | "corpusChristi"
  | "independencia"
  | "aparecida"
  | "finados"
  | "republica"
  | "consciencianegra"
  | "natal";

/** A holiday of the year: its first and last day (YYYY-MM-DD; Carnaval spans two), its key and kind. */
export type FeriadoNacional = { de: string; ate: string; chave: ChaveDoFeriado; tipo: TipoDeFeriado };

const MS_POR_DIA = 86_400_000;
const dois = (n: number) => String(n).padStart(2, "0");
const diaDe = (ano: number, mes: number, dia: number) => `${ano}-${dois(mes)}-${dois(dia)}`;

/** Easter Sunday of a Gregorian year (month 1–12, day). */
export function pascoa(ano: number): { mes: number; dia: number } {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return { mes, dia };
}

/** The day `dias` days from Easter of the year (negative: before it). */
function aPartirDaPascoa(ano: number, dias: number): string {
  const { mes, dia } = pascoa(ano);
  return new Date(Date.UTC(ano, mes - 1, dia) + dias * MS_POR_DIA).toISOString().slice(0, 10);
}

/**
 * The year's national holidays and the federal pontos facultativos of Carnaval (Monday and Tuesday,
 * 48 and 47 days before Easter) and Corpus Christi (60 days after it), in the order of the calendar.
 */
export function feriadosNacionais(ano: number): FeriadoNacional[] {
  const fixo = (mes: number, dia: number, chave: ChaveDoFeriado): FeriadoNacional => {
    const d = diaDe(ano, mes, dia);
    return { de: d, ate: d, chave, tipo: "feriado" };
  };
  const corpusChristi = aPartirDaPascoa(ano, 60);
  const feriados: FeriadoNacional[] = [
    fixo(1, 1, "confraternizacao"),
    { de: aPartirDaPascoa(ano, -48), ate: aPartirDaPascoa(ano, -47), chave: "carnaval", tipo: "pontoFacultativo" },
    fixo(4, 21, "tiradentes"),
    fixo(5, 1, "trabalho"),
    { de: corpusChristi, ate: corpusChristi, chave: "corpusChristi", tipo: "pontoFacultativo" },
    fixo(9, 7, "independencia"),
    fixo(10, 12, "aparecida"),
    fixo(11, 2, "finados"),
    fixo(11, 15, "republica"),
    fixo(11, 20, "consciencianegra"),
    fixo(12, 25, "natal"),
  ];
  return feriados.sort((x, y) => x.de.localeCompare(y.de));
}
