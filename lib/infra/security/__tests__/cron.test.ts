import { isCronAuthorized } from "@/lib/infra/security/cron";

const SEGREDO = "segredo-do-cron-com-32-caracteres!";

describe("isCronAuthorized", () => {
  it("lets through exactly `Bearer <secret>`", () => {
    expect(isCronAuthorized(`Bearer ${SEGREDO}`, SEGREDO)).toBe(true);
  });

  it("refuses no header, another secret, another scheme, a prefix, extra text", () => {
    for (const header of [null, "", `Bearer ${SEGREDO}x`, `Bearer ${SEGREDO.slice(0, -1)}`, SEGREDO, `Basic ${SEGREDO}`, `bearer ${SEGREDO}`, `Bearer  ${SEGREDO}`]) {
      expect(isCronAuthorized(header, SEGREDO)).toBe(false);
    }
  });

  it("refuses everything when no secret is configured, even `Bearer ` and `Bearer undefined`", () => {
    for (const secret of [undefined, ""]) {
      for (const header of ["Bearer ", "Bearer undefined", "Bearer"]) expect(isCronAuthorized(header, secret)).toBe(false);
    }
  });
});
