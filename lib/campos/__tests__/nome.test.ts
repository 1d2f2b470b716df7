import { nomeDePessoaOuLugar, nomeOpcional } from "@/lib/campos/texto";
import { nomeTexts } from "@/lib/messages";

// Names are stored and shown everywhere (lists, histories, exports): characters that hide, reorder
// or break text must never get in, and a name must have letters.
const schema = nomeDePessoaOuLugar({ obrigatorio: "Informe o nome.", tamanho: "O nome deve ter entre 3 e 120 caracteres." });
const erro = (v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error.issues[0]!.message;
};
const valor = (v: unknown) => schema.parse(v);

describe("a name", () => {
  it("is kept in NFC, trimmed, with inner blanks collapsed", () => {
    const decomposto = "Jose\u0301 da  Silva\t";
    expect(valor(decomposto)).toBe("José da Silva");
    expect(valor(decomposto).normalize("NFC")).toBe(valor(decomposto));
  });

  it.each([
    ["NUL", "Ana\u0000Lima"],
    ["another control character", "Ana\u0007Lima"],
    ["DEL", "Ana\u007fLima"],
    ["a C1 control", "Ana\u0085Lima"],
    ["a bidi override (RLO)", "Ana \u202eamiL"],
    ["a bidi embedding (LRE)", "\u202aAna Lima"],
    ["a bidi isolate (FSI)", "Ana \u2068Lima\u2069"],
    ["a zero-width space", "Ana\u200bLima"],
    ["a zero-width joiner", "Ana\u200dLima"],
    ["a byte-order mark", "\ufeffAna Lima"],
    ["only zero-width spaces", "\u200b\u200b\u200b\u200b"],
  ])("refuses %s", (_, nome) => {
    expect(erro(nome)).toBe(nomeTexts.caracteresInvalidos);
  });

  it("needs at least 3 letters", () => {
    expect(erro("123")).toBe(nomeTexts.poucasLetras);
    expect(erro("A. B.")).toBe(nomeTexts.poucasLetras);
    expect(erro("---")).toBe(nomeTexts.poucasLetras);
    expect(valor("Ana")).toBe("Ana");
    expect(erro("Lú 2")).toBe(nomeTexts.poucasLetras); // two letters and a digit
  });

  it("keeps the old messages for blank and overlong names", () => {
    expect(erro(" \t\n ")).toBe("Informe o nome.");
    expect(erro("n".repeat(121))).toBe("O nome deve ter entre 3 e 120 caracteres.");
    expect(erro("x".repeat(20_000))).toBe("O nome deve ter entre 3 e 120 caracteres.");
    expect(erro(42)).toBe("Informe o nome.");
  });

  it("accepts names of Brazil's people and places", () => {
    for (const nome of ["Maria D'Ávila", "João Paulo II", "E.E. Profª Ângela", "Çaí-Mirim", "Nguyễn Văn An", "Escola Municipal 7 de Setembro"]) {
      expect(erro(nome)).toBeNull();
    }
  });
});

describe("a name the documents print (issue 41)", () => {
  it.each([
    ["Arabic", "محمد علي", "م"],
    ["Hebrew", "דוד כהן", "ד"],
    ["Chinese", "王小明", "王"],
    ["Japanese kana", "さくら Lima", "さ"],
    ["an emoji", "Ana 😀 Lima", "😀"],
    ["Devanagari", "अनीता Lima", "अ"],
  ])("refuses %s, naming the characters", (_, nome, primeiro) => {
    const mensagem = erro(nome);
    expect(mensagem?.startsWith("O nome contém caracteres que os documentos não conseguem imprimir: ")).toBe(true);
    expect(mensagem).toContain(primeiro);
  });

  it("names at most five of them, each once", () => {
    expect(erro("王王王 小明 大山 Lima")).toBe(nomeTexts.naoImprimiveis("王 小 明 大 山"));
  });

  it("accepts Latin, Greek and Cyrillic letters, with the marks of their languages", () => {
    for (const nome of ["Nguyễn Thị Ánh", "Ελένη Παπαδοπούλου", "Наталья Иванова", "Łukasz Żółć", "Ọlábísí Adéwálé", "Søren Ærø"]) {
      expect(erro(nome)).toBeNull();
    }
  });

  it("allows two combining marks on a letter, not three, and not a hundred", () => {
    expect(erro("Ade\u0323\u0301 Lima")).toBeNull();
    expect(erro("Ade\u0323\u0301\u0300 Lima")).toBe(nomeTexts.marcasDemais);
    expect(erro(`Ana${"\u0301".repeat(100)} Lima`)).toBe(nomeTexts.marcasDemais);
    expect(erro(`${"\u0301".repeat(3)}Ana Lima`)).toBe(nomeTexts.marcasDemais);
  });

  it("holds for the optional name too", () => {
    const opcional = nomeOpcional("O nome do responsável deve ter até 120 caracteres.");
    expect(opcional.safeParse("王小明").error?.issues[0]?.message).toBe(nomeTexts.naoImprimiveis("王 小 明"));
    expect(opcional.safeParse(`Ana${"\u0301".repeat(3)}`).error?.issues[0]?.message).toBe(nomeTexts.marcasDemais);
  });
});

describe("an optional name (a guardian's)", () => {
  const opcional = nomeOpcional("O nome do responsável deve ter até 120 caracteres.");
  it("is undefined when absent or blank, a clean name otherwise", () => {
    expect(opcional.parse(undefined)).toBeUndefined();
    expect(opcional.parse("  ")).toBeUndefined();
    expect(opcional.parse(" Rita  de Ca\u0301ssia ")).toBe("Rita de Cássia");
  });
  it("refuses invisible characters, too few letters and overlong names", () => {
    const erroDe = (v: string) => {
      const r = opcional.safeParse(v);
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(erroDe("Rita\u202e")).toBe(nomeTexts.caracteresInvalidos);
    expect(erroDe("\u200b")).toBe(nomeTexts.caracteresInvalidos);
    expect(erroDe("12")).toBe(nomeTexts.poucasLetras);
    expect(erroDe("r".repeat(121))).toBe("O nome do responsável deve ter até 120 caracteres.");
  });
});
