import { enderecoDe } from "@/lib/infra/limites/endereco";

// The client address the limits count, from the request's X-Forwarded-For (see docs/security.md: on
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

  it("leaves out a port: an address with one counts as that address, not as the shared key (issue 41)", () => {
    expect(com("203.0.113.9:443")).toBe("203.0.113.9");
    expect(com("198.51.100.7:51234")).toBe("198.51.100.7");
    expect(com("1.2.3.4, 203.0.113.9:8080")).toBe("203.0.113.9");
    expect(com("[::1]:443")).toBe("0:0:0:0::/64");
    expect(com("[2001:db8:1:2::1]:443")).toBe("2001:db8:1:2::/64");
    expect(com("[::ffff:127.0.0.1]:443")).toBe("127.0.0.1");
    // Two clients with ports: two keys.
    expect(com("203.0.113.9:443")).not.toBe(com("198.51.100.7:443"));
  });

  it("does not take a bare IPv6 address's last group for a port, nor a port that is no port", () => {
    expect(com("2001:db8:1:2:3:4:5:443")).toBe("2001:db8:1:2::/64");
    expect(com("::1")).toBe("0:0:0:0::/64");
    expect(com("203.0.113.9:")).toBe("desconhecido");
    expect(com("203.0.113.9:99999")).toBe("desconhecido");
    expect(com("203.0.113.9:44a")).toBe("desconhecido");
    expect(com("[2001:db8::1]:x")).toBe("desconhecido");
  });

  it("without the header, or with a value that is not an address, one shared key", () => {
    expect(com()).toBe("desconhecido");
    expect(com("")).toBe("desconhecido");
    expect(com("<script>")).toBe("desconhecido");
    expect(com("x".repeat(5000))).toBe("desconhecido");
  });
});
