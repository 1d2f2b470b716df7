import type { Config } from "tailwindcss";

// Design tokens. Loaded from app/globals.css with `@config` (Tailwind CSS v4).
// Colours are chosen for WCAG 2.2 AA contrast on white (4.5:1 or better for text).
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        marca: {
          50: "#eef4ff",
          100: "#dbe6fe",
          600: "#1d4ed8",
          700: "#1e40af",
          800: "#1e3a8a",
        },
        // Status text is red per the spec; 700 keeps 6.5:1 contrast on white.
        erro: "#b91c1c",
        tinta: "#111827",
        suave: "#4b5563",
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
      },
    },
  },
};

export default config;
