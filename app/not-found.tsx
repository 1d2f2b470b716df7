import Link from "next/link";
import { errorTexts } from "@/lib/messages";

export default function NotFound() {
  return (
    <main className="mx-auto max-w-lg space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{errorTexts.notFoundTitle}</h1>
      <p>{errorTexts.notFound}</p>
      <Link href="/home" className="inline-block rounded-md bg-marca-700 px-4 py-2 font-semibold text-white hover:bg-marca-800">
        {errorTexts.backHome}
      </Link>
    </main>
  );
}
