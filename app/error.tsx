"use client";

import { ErrorPage } from "@/components/error-page";

// Errors outside a page of the shell, and in the shell's own layout (its guard).
export default ErrorPage;
