import { paymentMessages } from "@shifu/contract/plain/payments";
import { planMessages } from "@shifu/contract/plain/plans";
import { useId, useState } from "react";
import { readClientErrorText } from "../../shared/api-client";
import { focusRing } from "../../shared/focus-ring";
import { type DialogOutcome, failureOutcome, ResultDialog } from "../../shared/result-dialog";
import { useSignOut } from "../auth/use-sign-out";
import { toJpegDataUrl, UserAvatar } from "../chat/workspace/user-avatar";
import { WorkspaceIcon } from "../chat/workspace/workspace-icon";
import { ConnectedClientsSection } from "../mcp-endpoint/connected-clients-section";
import { createPortalSession } from "../plans/payments-api";
import { PlanArtCarousel } from "./plan-art-carousel";
import { formatPlanExpiry, useAccountPlan } from "./use-account-plan";
import { useProfileImageUpload } from "./use-profile-image-upload";

type ProfileViewProps = {
  userName: string;
  email: string;
  /** The current photo as base64 JPEG, or an empty string. */
  userImage: string;
  onImageUploaded: (base64: string) => void;
};

const PORTAL_FAILED = "No se ha podido abrir la gestión de la suscripción. Inténtalo de nuevo en unos minutos.";

/** 'Gestionar suscripción': Stripe's customer portal, where the plan is changed (prorated) or cancelled. */
function ManageSubscriptionButton() {
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<DialogOutcome | null>(null);
  const openPortal = async () => {
    setOpening(true);
    const result = await createPortalSession();
    if (result.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setOpening(false);
    setFailure(failureOutcome(readClientErrorText(result) ?? PORTAL_FAILED));
  };
  return (
    <>
      <button
        type="button"
        onClick={openPortal}
        disabled={opening}
        className={`mt-2 rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-60 dark:border-brand-500 dark:text-brand-100 dark:hover:bg-slate-800 ${focusRing}`}
      >
        {paymentMessages.manageSubscription}
      </button>
      <ResultDialog outcome={failure} onClose={() => setFailure(null)} />
    </>
  );
}

/** 'Perfil': the photo with its upload, name and e-mail, the user's plan, the plan art, and 'Cerrar sesión'. */
export function ProfileView({ userName, email, userImage, onImageUploaded }: ProfileViewProps) {
  const inputId = useId();
  const { signOut, isSigningOut, failure, dismissFailure } = useSignOut();
  const upload = useProfileImageUpload(onImageUploaded);
  const { data: accountPlan } = useAccountPlan();
  const shownImage = upload.previewUrl ?? toJpegDataUrl(userImage);

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex h-full flex-col overflow-y-auto">
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-5 dark:border-slate-800">
        <h2 id={`${inputId}-title`} className="text-2xl font-bold text-slate-900 dark:text-white">
          Perfil
        </h2>
        <button
          type="button"
          onClick={signOut}
          disabled={isSigningOut}
          className={`flex shrink-0 items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
        >
          <WorkspaceIcon name="signOut" className="size-4" />
          Cerrar sesión
        </button>
      </header>

      {/* Centred in the panel's height, so a tall desktop panel keeps no empty block under the plan art. */}
      <div className="flex flex-1 flex-col justify-center gap-8 px-6 py-8">
        <div className="flex flex-col items-center gap-4 text-center">
          <div className="relative" aria-busy={upload.isUploading}>
            <UserAvatar image={shownImage} name={userName} alt="Tu foto de perfil" className="size-28 text-3xl" />
            {upload.isUploading ? (
              <span
                aria-hidden="true"
                className="absolute inset-0 m-auto size-10 rounded-full border-4 border-white/60 border-t-brand-600 motion-safe:animate-spin"
              />
            ) : null}
          </div>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            disabled={upload.isUploading}
            className="peer sr-only"
            onChange={(event) => {
              const image = event.target.files?.[0];
              // Emptied so that choosing the same file again still reports a change.
              event.target.value = "";
              if (image) upload.chooseImage(image);
            }}
          />
          <label
            htmlFor={inputId}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-wait peer-disabled:opacity-60 hover:bg-brand-50 dark:border-brand-500 dark:text-brand-100 dark:peer-focus-visible:outline-brand-100 dark:hover:bg-slate-800"
          >
            <WorkspaceIcon name="camera" className="size-4" />
            Cambiar foto de perfil
          </label>
          <dl className="flex flex-col items-center gap-1">
            <dt className="sr-only">Nombre de usuario</dt>
            <dd className="text-xl font-bold text-slate-900 dark:text-white">{userName}</dd>
            <dt className="sr-only">Correo electrónico</dt>
            <dd className="text-sm break-all text-slate-600 dark:text-slate-300">{email}</dd>
          </dl>
        </div>
        {accountPlan ? (
          <dl className="flex flex-col items-center gap-1 rounded-2xl border border-slate-200 px-4 py-3 text-center dark:border-slate-700">
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {planMessages.yourPlan}
            </dt>
            <dd className="text-lg font-bold text-slate-900 dark:text-white">
              {planMessages.planNames[accountPlan.plan]}
            </dd>
            {accountPlan.plan_expires_at ? (
              <dd className="text-sm text-slate-600 dark:text-slate-300">
                {planMessages.activeUntil(formatPlanExpiry(accountPlan.plan_expires_at))}
              </dd>
            ) : null}
            {accountPlan.subscribed ? (
              <dd>
                <ManageSubscriptionButton />
              </dd>
            ) : null}
          </dl>
        ) : null}
        <PlanArtCarousel ownPlan={accountPlan?.plan} />
        <ConnectedClientsSection />
      </div>

      <ResultDialog outcome={upload.outcome} onClose={upload.dismissOutcome} />
      <ResultDialog outcome={failure} onClose={dismissFailure} />
    </section>
  );
}
