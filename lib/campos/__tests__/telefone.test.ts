import { formatarTelefone, normalizarTelefone } from "@/lib/campos/telefone";

describe("normalizarTelefone", () => {
  it.each([
    ["(11) 3456-7890", "1134567890"],
    ["11 93456 7890", "11934567890"],
    ["+55 (21) 2555-0000", "2125550000"],
    ["55 11 93456-7890", "11934567890"],
    ["0 11 3456 7890", "1134567890"],
    ["  (48)3333.4444 ", "4833334444"],
  ])("accepts %s as %s", (input, digits) => expect(normalizarTelefone(input)).toBe(digits));

  it.each([
    ["123", "too short"],
    ["(01) 3456-7890", "area code with a zero"],
    ["(11) 1456-7890", "a landline cannot start with 1"],
    ["(11) 83456-7890", "a 9-digit number starts with 9"],
    ["(11) 3456-78901", "too long"],
    ["+1 212 555 0000", "not Brazil"],
    ["11 3456-789O", "a letter"],
    ["11 93456-7890 ramal 2", "text"],
  ])("refuses %s (%s)", (input) => expect(normalizarTelefone(input)).toBeNull());
});

describe("formatarTelefone", () => {
  it("shows a landline and a mobile the Brazilian way", () => {
    expect(formatarTelefone("1134567890")).toBe("(11) 3456-7890");
    expect(formatarTelefone("11934567890")).toBe("(11) 93456-7890");
  });
});
