import { avisoDaVerificacao } from "@/lib/documentos/aviso";

// A look-up while the database does not answer: 503 with Retry-After, the code to try again. Public
// like every page of /verificar (the app's /indisponivel would send a visitor to the sign-in).

export function GET(request: Request) {
  return avisoDaVerificacao(request, 503);
}

export const dynamic = "force-dynamic";
