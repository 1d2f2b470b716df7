import { nomeNoDocumento } from "@/lib/documentos/nome-no-documento";

// Issue 43: the civil name stays on official documents, the nome social beside it when filled.
describe("nomeNoDocumento", () => {
  it("prints the civil name alone without a nome social", () => {
    expect(nomeNoDocumento({ nome: "Maria da Silva" })).toBe("Maria da Silva");
    expect(nomeNoDocumento({ nome: "Maria da Silva", nomeSocial: null })).toBe("Maria da Silva");
    expect(nomeNoDocumento({ nome: "Maria da Silva", nomeSocial: "  " })).toBe("Maria da Silva");
  });

  it("prints the nome social beside the civil name", () => {
    expect(nomeNoDocumento({ nome: "Maria da Silva", nomeSocial: "Mário da Silva" })).toBe("Maria da Silva (nome social: Mário da Silva)");
    // The same name twice says it once.
    expect(nomeNoDocumento({ nome: "Maria da Silva", nomeSocial: "Maria da Silva" })).toBe("Maria da Silva");
  });
});
