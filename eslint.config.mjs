import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures call `use(...)`, which is not React's `use` hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // The school's rules are pure and client-safe (issue 42): a file of lib/regras imports only
    // lib/regras and plain libraries (zod), never a domain, the words (a rule answers with codes and
    // keys: the caller names them from lib/messages), server code, Firebase or Next. Its tests may.
    files: ["lib/regras/**/*.{ts,tsx}"],
    ignores: ["lib/regras/__tests__/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^@/(?!lib/regras/)", message: "lib/regras imports only lib/regras: move the rule's data here, or let the caller pass it." },
            { regex: "^\\.\\./", message: "lib/regras imports only lib/regras (`@/lib/regras/...`)." },
            { group: ["server-only", "firebase", "firebase/**", "firebase-admin", "firebase-admin/**", "next", "next/**", "react", "react/**", "node:*"], message: "lib/regras is pure and client-safe: no server, Firebase, Next or React code." },
          ],
        },
      ],
    },
  },
  globalIgnores([".stack/**", ".next/**", "out/**", "coverage/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
]);
