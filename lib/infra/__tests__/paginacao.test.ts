import { decodeCursor, encodeCursor, pageRequest } from "@/lib/infra/paginacao";

const cursorDe = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64url");

describe("a page's cursor from the address", () => {
  it("round-trips what the list wrote", () => {
    const cursor = { chave: "maria\u0000Maria", id: "AbC123xyz" };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  // A cursor's id becomes a document path's last segment in startAfter(): Firestore throws on a
  // slash (the page answered 500), so anything but a plain document id is ignored.
  it.each([
    ["a slash", ["x", "a/b"]],
    ["a leading slash", ["x", "/alunos"]],
    ["a dot", ["x", "."]],
    ["two dots", ["x", ".."]],
    ["a reserved id", ["x", "__nome__"]],
    ["an id over 200 characters", ["x", "a".repeat(201)]],
  ])("ignores an id with %s (first page)", (_, value) => {
    expect(decodeCursor(cursorDe(value))).toBeNull();
    expect(pageRequest({ apos: cursorDe(value) })).toEqual({ kind: "first" });
    expect(pageRequest({ antes: cursorDe(value) })).toEqual({ kind: "first" });
  });

  it("ignores what is not one of ours", () => {
    for (const value of ["", "!!!", cursorDe({ chave: "x", id: "y" }), cursorDe(["x"]), cursorDe([1, "y"]), 42, null]) {
      expect(decodeCursor(value)).toBeNull();
    }
  });
});
