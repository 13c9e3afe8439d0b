import type { AccountVerificationFields } from "@shifu/contract/accounts";
import { accountMessages } from "@shifu/contract/plain/accounts";
import { useEffect, useState } from "react";
import { readClientErrorText } from "../../shared/api-client";
import { focusRing } from "../../shared/focus-ring";
import { fetchSignedInUser, resendVerification } from "../auth/account-api";

/**
 * What waits on e-mail verification: the user's own address (and the referral it holds back), and the invitees who
 * have not verified theirs. A referral counts, and is rewarded, only after the invitee verifies.
 */
export function VerificationNotice() {
  const [fields, setFields] = useState<AccountVerificationFields | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    void fetchSignedInUser().then((result) => {
      if (current && result.ok) setFields(result.data);
    });
    return () => {
      current = false;
    };
  }, []);

  if (!fields || (fields.email_verified && fields.pending_referrals === 0)) return null;

  const resend = async () => {
    setSending(true);
    const result = await resendVerification();
    setSending(false);
    setResent(result.ok ? result.data.message : (readClientErrorText(result) ?? "No se pudo enviar el correo."));
  };

  return (
    <section
      aria-label="Pendiente de verificación"
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/30"
    >
      {fields.email_verified ? null : (
        <>
          <p>{accountMessages.verifyEmailPrompt}</p>
          {fields.referral_pending ? <p>{accountMessages.referralWaitsOnVerification}</p> : null}
          <button
            type="button"
            onClick={resend}
            disabled={sending}
            className={`self-start rounded-full border border-amber-600 px-4 py-1.5 font-semibold hover:bg-amber-100 disabled:opacity-60 dark:hover:bg-slate-800 ${focusRing}`}
          >
            {accountMessages.resendVerification}
          </button>
          <p aria-live="polite">{resent}</p>
        </>
      )}
      {fields.pending_referrals > 0 ? <p>{accountMessages.pendingReferrals(fields.pending_referrals)}</p> : null}
    </section>
  );
}
