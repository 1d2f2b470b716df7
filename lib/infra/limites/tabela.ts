// The limits on repeated attempts (issue 20). Pure: the counters (contador.ts), docs/security.md and the
// tests read the same table. Every window slides: what counts is what happened in the last
// `janelaMs`, so a blocked key opens again, one attempt at a time, as its oldest ones age out.

const MINUTO = 60_000;

/** What a counter is kept for: an e-mail (any case), a client address, or an id as it is. */
export type TipoDeChave = "email" | "endereco" | "id";

export type Limite = {
  chave: TipoDeChave;
  /** How many may count in the window; the next one is refused until the oldest ages out. */
  max: number;
  janelaMs: number;
} & (
  | {
      /** Every use counts at once (an e-mail sent, an invitation). */
      conta: "usos";
    }
  | {
      /**
       * Only failures count. An attempt counts from the moment it is let through until its answer
       * (so a burst cannot slip past the limit before the first answers arrive); `folga` attempts
       * in flight are allowed beyond `max`, for a counter shared by many people (an address).
       */
      conta: "falhas";
      folga: number;
      /** A success forgives the key's failures ("zera") or only leaves the count itself ("retira"). */
      sucesso: "zera" | "retira";
    }
);

export const LIMITES = {
  /** Sign-in, per account (its e-mail, whether or not an account exists). */
  "login.conta": { chave: "email", max: 10, janelaMs: 15 * MINUTO, conta: "falhas", folga: 0, sucesso: "zera" },
  /** Sign-in, per client address, across accounts. */
  "login.endereco": { chave: "endereco", max: 50, janelaMs: 15 * MINUTO, conta: "falhas", folga: 50, sucesso: "retira" },
  /** "Esqueceu a senha?", per e-mail address: each request may send an e-mail. */
  "redefinicao.email": { chave: "email", max: 3, janelaMs: 15 * MINUTO, conta: "usos" },
  /** "Esqueceu a senha?", per client address, across e-mails. */
  "redefinicao.endereco": { chave: "endereco", max: 20, janelaMs: 15 * MINUTO, conta: "usos" },
  /** "Alterar senha": wrong current passwords, per user. */
  "senha.usuario": { chave: "id", max: 5, janelaMs: 15 * MINUTO, conta: "falhas", folga: 0, sucesso: "zera" },
  /** Invitations, per company (each may create an account and send an e-mail). */
  "convite.empresa": { chave: "id", max: 30, janelaMs: 60 * MINUTO, conta: "usos" },
  /**
   * The public check of a document (/verificar/<code> and its "Conferir arquivo"), per client
   * address: each look-up reads the database, and guessing codes is made slow.
   */
  "verificacao.endereco": { chave: "endereco", max: 30, janelaMs: MINUTO, conta: "usos" },
} as const satisfies Record<string, Limite>;

export type TipoDeLimite = keyof typeof LIMITES;

export const limite = (tipo: TipoDeLimite): Limite => LIMITES[tipo];
