// Types of hoje-dos-testes.mjs (plain JavaScript: Jest's global setup and the Playwright config load it).
export declare const HOJE_DOS_TESTES: string;
export declare const relogioDosTestes: { TEST_BUILD: "1"; TEST_TODAY: string };
