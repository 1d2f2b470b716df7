// The look of the app's buttons, as class strings: one function for a <button>, a <Link>, an <a
// download> or a <summary> alike, so no screen writes its own "rounded-md bg-marca-700 px-…"
// again. No React here: a server page, a client form and another component's className prop
// (the confirmation dialog's, "Sair") all take the same string. Every class is written whole, so
// Tailwind finds it in this file.

/** What the button does: the page's main action, another one, a destructive one (and its confirmation). */
export type Variante = "primario" | "secundario" | "perigo" | "confirmarPerigo";

/**
 * How big it is: `pequeno` inside a table row, `compacto` for small side actions (pages, "Sair"),
 * `medio` for a page's actions (links mostly), `grande` for a form's, `inteiro` for the login
 * card's (the whole width).
 */
export type Tamanho = "pequeno" | "compacto" | "medio" | "grande" | "inteiro";

/**
 * How it looks disabled: `esperando` while its action runs (a wait cursor, the primary one greys),
 * `bloqueado` while it cannot be used yet (login: until the form is complete).
 */
export type Desabilitado = "esperando" | "bloqueado";

const VARIANTES: Record<Variante, string> = {
  primario: "bg-marca-700 text-white hover:bg-marca-800",
  secundario: "border border-gray-400 bg-white hover:bg-gray-100",
  perigo: "border border-erro bg-white text-erro hover:bg-red-50",
  confirmarPerigo: "bg-erro text-white hover:bg-red-800",
};

const DESABILITADO: Record<Desabilitado, string> = {
  esperando: "disabled:cursor-wait",
  bloqueado: "disabled:cursor-not-allowed",
};

/** Only the primary button changes colour when disabled (its blue would still say "click me"). */
const PRIMARIO_DESABILITADO: Record<Desabilitado, string> = {
  esperando: "disabled:bg-gray-500",
  bloqueado: "disabled:bg-gray-400 disabled:text-gray-900",
};

// Below 640 px (a finger, not a mouse) every size is at least 44 px high: more padding (so a link
// that is not a block grows too), and a minimum height.
const TAMANHOS: Record<Tamanho, string> = {
  pequeno: "px-3 py-1 text-sm max-sm:py-3",
  compacto: "px-4 py-2 text-sm max-sm:py-3",
  medio: "px-4 py-2 max-sm:py-2.5",
  grande: "px-5 py-2 max-sm:py-2.5",
  inteiro: "w-full px-4 py-2.5",
};

/** The classes of a button (or of a link that looks like one). A link adds "inline-block" itself where it needs it. */
export function botao({
  variante = "secundario",
  tamanho = "medio",
  desabilitado = "esperando",
}: { variante?: Variante; tamanho?: Tamanho; desabilitado?: Desabilitado } = {}): string {
  const cinza = variante === "primario" ? ` ${PRIMARIO_DESABILITADO[desabilitado]}` : "";
  return `rounded-md font-semibold max-sm:min-h-11 max-sm:min-w-11 ${VARIANTES[variante]} ${DESABILITADO[desabilitado]}${cinza} ${TAMANHOS[tamanho]}`;
}

/** Below 640 px, a link or a link-like button is a 44 px high tap target (even inside a sentence). */
const ALVO_DE_TOQUE = "max-sm:inline-flex max-sm:min-h-11 max-sm:items-center";

/**
 * A link's look (or a button that reads as one, such as "Mostrar CPF"): `sublinhado`, always
 * underlined and bold (a way back, a download); `discreto`, underlined on hover only ("Esqueceu a
 * senha?"). On a phone, either is 44 px high.
 */
export function comoLink(jeito: "sublinhado" | "discreto" = "sublinhado"): string {
  return `${jeito === "sublinhado" ? "font-semibold text-marca-700 underline" : "font-medium text-marca-700 underline-offset-2 hover:underline"} ${ALVO_DE_TOQUE}`;
}
