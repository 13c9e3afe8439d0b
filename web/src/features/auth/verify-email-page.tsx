import { accountMessages } from "@shifu/contract/plain/accounts";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { readClientErrorText } from "../../shared/api-client";
import { TextLink } from "../../shared/text-link";
import { verifyEmail } from "./account-api";
import { AuthLayout } from "./auth-layout";

type Verification = { state: "pending" } | { state: "done"; message: string } | { state: "failed"; message: string };

/** The mailed link carries the token after '#', which browsers never send to a server or put in a Referer. */
function readVerifyToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") || null;
}

const FAILED_PANEL =
  "flex flex-col items-start gap-4 rounded-2xl bg-rose-50 px-5 py-4 text-sm text-rose-900 ring-1 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-100 dark:ring-rose-500/30";
const DONE_PANEL =
  "flex flex-col items-start gap-4 rounded-2xl bg-emerald-50 px-5 py-4 text-sm text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-100 dark:ring-emerald-500/30";

/** '/verify-email': opening the mailed link verifies the address at once; a link works only once. */
export function VerifyEmailPage() {
  const { hash } = useLocation();
  const token = readVerifyToken(hash);
  const [verification, setVerification] = useState<Verification>(
    token ? { state: "pending" } : { state: "failed", message: accountMessages.verifyLinkInvalid },
  );
  // A link works once: React's development double effect must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void verifyEmail({ token }).then((result) =>
      setVerification(
        result.ok
          ? { state: "done", message: result.data.message }
          : { state: "failed", message: readClientErrorText(result) ?? accountMessages.verifyLinkInvalid },
      ),
    );
  }, [token]);

  return (
    <AuthLayout title="Verifica tu correo" subtitle="Confirmamos que este correo es tuyo.">
      {verification.state === "pending" ? (
        <p role="status" aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
          Verificando tu correo...
        </p>
      ) : verification.state === "done" ? (
        <div role="status" className={DONE_PANEL}>
          <p>{verification.message}</p>
          <TextLink to="/chat">Ir a Shifu</TextLink>
        </div>
      ) : (
        <div role="alert" className={FAILED_PANEL}>
          <p>{verification.message}</p>
          <TextLink to="/login">Iniciar sesión</TextLink>
        </div>
      )}
    </AuthLayout>
  );
}
