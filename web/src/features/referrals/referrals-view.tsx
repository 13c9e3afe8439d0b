import { useEffect, useId, useRef, useState } from "react";
import { focusRing } from "../../shared/focus-ring";
import { WorkspaceIcon } from "../chat/workspace/workspace-icon";
import { buildReferralLink } from "./build-referral-link";
import { ReferralCodeDialog } from "./referral-code-dialog";
import { ShareLinkDialog } from "./share-link-dialog";
import { VerificationNotice } from "./verification-notice";

/** How long a copy confirmation stays on the referral screen. */
export const COPY_NOTICE_DURATION_MS = 3000;

const STEPS = [
  "Pulsa el botón de compartir y envía el enlace a tus amigos.",
  "Tu amigo completa el registro con el enlace que le enviaste.",
  "Después de registrarse, introduce el código de invitación de quien le invitó.",
] as const;

type Notice = { kind: "success" | "error"; text: string };

type ReferralsViewProps = { referralCode: string };

/** 'Referidos': how inviting works, the user's own code to copy or share, and the popup to enter a friend's code. */
export function ReferralsView({ referralCode }: ReferralsViewProps) {
  const titleId = useId();
  const [isShareOpen, setIsShareOpen] = useState(false);
  const [isCodeOpen, setIsCodeOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(noticeTimer.current), []);
  const link = buildReferralLink(window.location.origin, referralCode);

  const showNotice = (next: Notice) => {
    clearTimeout(noticeTimer.current);
    setNotice(next);
    noticeTimer.current = setTimeout(() => setNotice(null), COPY_NOTICE_DURATION_MS);
  };

  const reportLinkCopy = (copied: boolean) =>
    showNotice(
      copied
        ? { kind: "success", text: "¡Enlace copiado al portapapeles!" }
        : { kind: "error", text: "Error al copiar el enlace" },
    );

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(referralCode);
      showNotice({ kind: "success", text: "¡Código copiado al portapapeles!" });
    } catch {
      showNotice({ kind: "error", text: "Error al copiar el código" });
    }
  };

  return (
    <section aria-labelledby={titleId} className="flex h-full flex-col overflow-y-auto">
      <header className="border-b border-slate-200 px-6 py-5 dark:border-slate-800">
        <h2 id={titleId} className="text-2xl font-bold text-slate-900 dark:text-white">
          Referidos
        </h2>
      </header>

      <div className="flex flex-col gap-6 px-6 py-6">
        <VerificationNotice />
        <ol aria-label="Cómo invitar a tus amigos" className="flex flex-col gap-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-200">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-1">{step}</span>
            </li>
          ))}
        </ol>

        <article
          aria-labelledby={`${titleId}-code`}
          className="flex flex-col items-center gap-4 rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-700 dark:bg-slate-800"
        >
          <h3 id={`${titleId}-code`} className="text-lg font-bold text-slate-900 dark:text-white">
            Tu código de referido
          </h3>
          <p className="text-sm text-pretty text-slate-600 dark:text-slate-300">
            Tanto tú como tu amigo recibirán una recompensa cuando use tu código de referido.
          </p>
          <p className="flex gap-2">
            <span className="sr-only">{referralCode}</span>
            {referralCode.split("").map((character, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a code's characters may repeat and never move
                key={index}
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-xl border border-slate-300 bg-slate-50 font-mono text-2xl font-bold text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
              >
                {character}
              </span>
            ))}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={copyCode}
              className={`rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-500 dark:text-brand-100 dark:hover:bg-slate-700 ${focusRing}`}
            >
              Copiar código
            </button>
            <button
              type="button"
              onClick={() => setIsShareOpen(true)}
              className={`flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 ${focusRing}`}
            >
              <WorkspaceIcon name="referrals" className="size-4" />
              Compartir enlace
            </button>
          </div>
        </article>

        <button
          type="button"
          onClick={() => setIsCodeOpen(true)}
          className={`self-center rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
        >
          Tengo un código de referido
        </button>

        <div aria-live="polite">
          {notice ? (
            <p
              className={`rounded-2xl px-4 py-3 text-center text-sm ${
                notice.kind === "success"
                  ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-100"
                  : "bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-200"
              }`}
            >
              {notice.text}
            </p>
          ) : null}
        </div>
      </div>

      <ShareLinkDialog open={isShareOpen} onOpenChange={setIsShareOpen} link={link} onCopyAttempt={reportLinkCopy} />
      <ReferralCodeDialog open={isCodeOpen} onOpenChange={setIsCodeOpen} />
    </section>
  );
}
