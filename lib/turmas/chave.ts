// A turma name key's document id (turmas_nome): its year and a digest of the compared name, so one
// year has one turma of each name. Pure, with Node's crypto (not for the browser: the form imports
// documento.ts), so the app's writes and the demo seed name it alike.
import { createHash } from "node:crypto";
import { nomeComparavel } from "@/lib/turmas/documento";

export const chaveDoNome = (idAnoLetivo: string, nome: string) => `${idAnoLetivo}__${createHash("sha256").update(nomeComparavel(nome)).digest("base64url")}`;
