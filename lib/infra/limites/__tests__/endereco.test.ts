import { enderecoDe } from "@/lib/infra/limites/endereco";

// The client address the limits count, from the request's X-Forwarded-For (see the README: on
// Vercel the platform sets it; elsewhere, the nearest proxy, or Next from the socket).

const com = (xff?: string) => enderecoDe(new Headers(xff === undefined ? {} : { "x-forwarded-for": xff }));

describe("enderecoDe", () => {
  it("takes the last hop: the address the nearest proxy saw (Vercel sends one)", () => {
    expect(com("203.0.113.9")).toBe("203.0.113.9");
    expect(com("1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
    expect(com(" 1.2.3.4 ,203.0.113.9 , ")).toBe("203.0.113.9");
  });

  it("reads an IPv4-mapped IPv6 address as the IPv4 one", () => {
    expect(com("::ffff:127.0.0.1")).toBe("127.0.0.1");
  });

  it("counts an IPv6 address by its /64 (one subscriber holds the whole /64)", () => {
    expect(com("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(com("2001:DB8:1:2::99")).toBe("2001:db8:1:2::/64");
    expect(com("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(com("[2001:db8:1:2::1]")).toBe("2001:db8:1:2::/64");
  });

  it("without the header, or with a value that is not an address, one shared key", () => {
    expect(com()).toBe("desconhecido");
    expect(com("")).toBe("desconhecido");
    expect(com("<script>")).toBe("desconhecido");
    expect(com("x".repeat(5000))).toBe("desconhecido");
  });
});
