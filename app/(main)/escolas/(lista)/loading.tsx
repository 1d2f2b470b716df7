import { ListaCarregando } from "@/components/lista/carregando";
import { comumTexts } from "@/lib/messages";

// While the list's page is read: the skeleton of a list. Only the list has it (this route group):
// a record's page, inside no boundary, keeps its 404 status.
export default function Carregando() {
  return <ListaCarregando rotulo={comumTexts.carregando} />;
}
