"use client";

import { ErrorPage } from "@/components/error-page";

// Errors in a tab: the shell's top bar and tabs stay on screen around it.
export default ErrorPage;
