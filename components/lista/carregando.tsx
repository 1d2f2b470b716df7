// A list page while it loads (its loading.tsx): grey blocks where the actions, the filters and the
// table's rows will be, so the page does not jump when they come. The tab's welcome sentence is
// already above it, in the list's layout (titulo-da-lista.tsx). It is busy (aria-busy) and holds no
// heading; `rotulo`, when given, is said to screen readers instead of the blocks.

const bloco = "rounded-md bg-gray-200 motion-safe:animate-pulse";

export function ListaCarregando({ linhas = 8, rotulo }: { linhas?: number; rotulo?: string }) {
  return (
    <div aria-busy="true" className="space-y-6">
      {rotulo && <p className="sr-only">{rotulo}</p>}
      <div aria-hidden="true" className="space-y-6">
        <div className={`h-10 w-36 ${bloco}`} />
        <div className={`h-16 w-full ${bloco}`} />
        <div className="divide-y divide-gray-200 overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
          <div className="bg-gray-50 px-4 py-3">
            <div className={`h-5 w-1/2 ${bloco}`} />
          </div>
          {Array.from({ length: linhas }, (_, i) => (
            <div key={i} className="px-4 py-3">
              <div className={`h-5 ${bloco}`} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
