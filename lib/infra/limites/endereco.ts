import { isIPv4, isIPv6 } from "node:net";

// The client address the per-address limits count. Server actions see only the request's headers,
// and the one trusted is X-Forwarded-For, last hop (docs/security.md says why):
// - on Vercel the platform overwrites it with the address that connected to it (a client's own
//   value is not forwarded), so it holds one address, the client's;
// - behind a proxy that appends (nginx's $proxy_add_x_forwarded_for, load balancers), the last hop
//   is what that proxy saw, while earlier ones are whatever the client sent;
// - with `next start` exposed directly, Next fills it from the socket when it is absent, but keeps
//   one the client sent: there the per-address limit can be dodged (the per-account one holds).

const DESCONHECIDO = "desconhecido";

/** An IPv6 address's first four groups, in full: a subscriber is given a whole /64. */
function prefixo64(endereco: string): string {
  const [cabeca = "", cauda = ""] = endereco.split("::");
  const antes = cabeca ? cabeca.split(":") : [];
  const depois = cauda ? cauda.split(":") : [];
  const grupos = endereco.includes("::") ? [...antes, ...Array(8 - antes.length - depois.length).fill("0"), ...depois] : antes;
  return `${grupos.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

const PORTA_MAX = 65535;

/**
 * An address without the port a proxy may give it (`a.b.c.d:443`, `[v6]:443`; issue 41: with it,
 * every such address fell to the one shared key), or null when what follows it is no port. A bare
 * IPv6 address is left whole: its last group is no port.
 */
function semPorta(valor: string): string | null {
  const comColchetes = valor.match(/^\[([^\]]*)\](?::(\d{1,5}))?$/);
  const ipv4 = valor.match(/^(\d{1,3}(?:\.\d{1,3}){3}):(\d{1,5})$/);
  const [, endereco, porta] = comColchetes ?? ipv4 ?? [undefined, valor, undefined];
  if (valor.startsWith("[") && !comColchetes) return null;
  if (porta !== undefined && Number(porta) > PORTA_MAX) return null;
  return endereco ?? null;
}

/** The key for a client address: an IPv4 address, an IPv6 /64, or one shared key when there is none. */
export function enderecoDe(headers: Headers): string {
  const ultimo = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((parte) => parte.trim())
    .filter(Boolean)
    .at(-1);
  if (!ultimo || ultimo.length > 100) return DESCONHECIDO;
  const endereco = semPorta(ultimo)?.toLowerCase();
  if (!endereco) return DESCONHECIDO;
  const mapeado = endereco.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (mapeado && isIPv4(mapeado)) return mapeado;
  if (isIPv4(endereco)) return endereco;
  if (isIPv6(endereco)) return prefixo64(endereco);
  return DESCONHECIDO;
}
