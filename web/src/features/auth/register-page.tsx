import { ReferralCodeSchema } from "@shifu/contract/accounts";
import { REFERRAL_CODE_LENGTH } from "@shifu/contract/plain/accounts";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useParams } from "react-router";
import { checkWithContract } from "../../shared/check-with-contract";
import { ProgressDialog } from "../../shared/progress-dialog";
import { type DialogOutcome, ResultDialog } from "../../shared/result-dialog";
import { SubmitButton } from "../../shared/submit-button";
import { FieldError, TextField } from "../../shared/text-field";
import { ExternalLink, TextLink } from "../../shared/text-link";
import { useAdoptEarlyInput } from "../../shared/use-adopt-early-input";
import { registerAccount } from "./account-api";
import { describeRegisterResult } from "./account-outcomes";
import { AuthLayout } from "./auth-layout";
import { PRIVACY_URL, TERMS_URL } from "./legal-urls";
import { ProfilePhotoField } from "./profile-photo-field";
import {
  type RegisterFormErrors,
  type RegisterFormField,
  type RegisterFormValues,
  validateProfileImage,
  validateRegisterForm,
} from "./validate-register-form";

const EMPTY_FORM: RegisterFormValues = {
  nombre: "",
  apellido: "",
  email: "",
  password: "",
  confirmPassword: "",
  termsAccepted: false,
};

/** Element ids in form order, so the first field with a message can take the focus. */
const FIELD_IDS: Record<RegisterFormField, string> = {
  nombre: "register-nombre",
  apellido: "register-apellido",
  email: "register-email",
  password: "register-password",
  confirmPassword: "register-confirm-password",
  photo: "register-photo",
  termsAccepted: "register-terms",
};

/** The server names its fields after the API (`correo`); the form names them after the spec's screen (`email`). */
const SERVER_FIELDS: Record<string, RegisterFormField> = {
  nombre: "nombre",
  apellido: "apellido",
  correo: "email",
  password: "password",
  image: "photo",
};

const referralTexts = {
  banner: (code: string) => `🎁 Te estás registrando con el código de referido ${code}`,
  invalid: (code: string) =>
    `⚠️ El código de referido «${code}» no es válido: debe tener ${REFERRAL_CODE_LENGTH} dígitos. Revisa el enlace que te compartieron o regístrate sin código.`,
  skip: "Registrarme sin código",
  skipped: "Te registrarás sin código de referido.",
  blocked:
    "Aún no se creó la cuenta: el código de referido del enlace no es válido. Elige «Registrarme sin código» o abre el enlace correcto.",
};

const REFERRAL_SKIP_ID = "register-referral-skip";

/**
 * A code from the link that cannot be a referral code is said so at once; the account is created without it only
 * once the person chooses that, never silently.
 */
function ReferralNotice({
  code,
  isValid,
  isSkipped,
  onSkip,
}: {
  code: string;
  isValid: boolean;
  isSkipped: boolean;
  onSkip: () => void;
}) {
  const boxClass = "mb-6 rounded-2xl px-4 py-3 text-sm font-medium ring-1";
  if (isValid) {
    return (
      <p
        className={`${boxClass} bg-brand-50 text-brand-900 ring-brand-100 dark:bg-brand-500/15 dark:text-brand-50 dark:ring-brand-500/30`}
      >
        {referralTexts.banner(code)}
      </p>
    );
  }
  if (isSkipped) {
    return (
      <p
        role="status"
        className={`${boxClass} bg-slate-50 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700`}
      >
        {referralTexts.skipped}
      </p>
    );
  }
  return (
    <div
      role="alert"
      className={`${boxClass} flex flex-col items-start gap-3 bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-500/15 dark:text-amber-50 dark:ring-amber-500/30`}
    >
      <p>{referralTexts.invalid(code)}</p>
      <button
        id={REFERRAL_SKIP_ID}
        type="button"
        onClick={onSkip}
        className="rounded-full bg-white px-4 py-1.5 font-semibold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 dark:bg-slate-900 dark:text-amber-50 dark:ring-amber-500/50 dark:hover:bg-slate-800"
      >
        {referralTexts.skip}
      </button>
    </div>
  );
}

export function RegisterPage() {
  const { referralsCode } = useParams();
  const isReferralCodeValid = referralsCode === undefined || checkWithContract(ReferralCodeSchema, referralsCode).valid;
  const [isReferralSkipped, setIsReferralSkipped] = useState(false);
  const [isBlockedByReferral, setIsBlockedByReferral] = useState(false);
  const referralCode = isReferralCodeValid ? referralsCode : undefined;
  const [values, setValues] = useState(EMPTY_FORM);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<RegisterFormErrors>({});
  const [outcome, setOutcome] = useState<DialogOutcome | null>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  useAdoptEarlyInput(termsRef, (input) => {
    if (input.checked) updateField("termsAccepted", true);
  });
  const registration = useMutation({
    mutationFn: registerAccount,
    onSuccess: (result) => {
      setOutcome(describeRegisterResult(result, referralCode !== undefined));
      if (!result.ok && result.kind === "http" && result.body?.fields) {
        setErrors(readServerFieldErrors(result.body.fields));
      }
    },
  });

  function updateField<K extends keyof RegisterFormValues>(field: K, value: RegisterFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function choosePhoto(file: File) {
    const problem = validateProfileImage(file);
    setErrors((current) => ({ ...current, photo: problem }));
    // A refused file is never kept, so what is previewed is always what would be sent.
    if (!problem) setPhoto(file);
  }

  function submitForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateRegisterForm(values);
    setErrors(found);
    const firstInvalid = (Object.keys(FIELD_IDS) as RegisterFormField[]).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(FIELD_IDS[firstInvalid])?.focus();
      return;
    }
    if (!isReferralCodeValid && !isReferralSkipped) {
      // Said beside the button too: the notice with the choice may be scrolled out of sight above the form.
      setIsBlockedByReferral(true);
      document.getElementById(REFERRAL_SKIP_ID)?.focus();
      return;
    }
    registration.mutate({
      nombre: values.nombre.trim(),
      apellido: values.apellido.trim(),
      correo: values.email.trim(),
      password: values.password,
      image: photo,
      referralCode,
    });
  }

  return (
    <AuthLayout title="Crea tu cuenta" subtitle="Únete a Shifu y deja que tu asistente trabaje por ti." width="wide">
      {referralsCode !== undefined ? (
        <ReferralNotice
          code={referralsCode}
          isValid={isReferralCodeValid}
          isSkipped={isReferralSkipped}
          onSkip={() => {
            setIsReferralSkipped(true);
            setIsBlockedByReferral(false);
          }}
        />
      ) : null}
      <form noValidate onSubmit={submitForm} className="grid gap-5 md:grid-cols-2">
        <TextField
          id={FIELD_IDS.nombre}
          label="Nombre"
          autoComplete="given-name"
          value={values.nombre}
          error={errors.nombre}
          onChange={(event) => updateField("nombre", event.target.value)}
        />
        <TextField
          id={FIELD_IDS.apellido}
          label="Apellido"
          autoComplete="family-name"
          value={values.apellido}
          error={errors.apellido}
          onChange={(event) => updateField("apellido", event.target.value)}
        />
        <div className="md:col-span-2">
          <TextField
            id={FIELD_IDS.email}
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            error={errors.email}
            onChange={(event) => updateField("email", event.target.value)}
          />
        </div>
        <TextField
          id={FIELD_IDS.password}
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          hint="Entre 8 y 128 caracteres."
          value={values.password}
          error={errors.password}
          onChange={(event) => updateField("password", event.target.value)}
        />
        <TextField
          id={FIELD_IDS.confirmPassword}
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => updateField("confirmPassword", event.target.value)}
        />
        <div className="md:col-span-2">
          <ProfilePhotoField
            id={FIELD_IDS.photo}
            photo={photo}
            error={errors.photo}
            onChoose={choosePhoto}
            onRemove={() => setPhoto(null)}
          />
        </div>
        <div className="flex flex-col gap-1.5 md:col-span-2">
          <div className="flex items-start gap-3">
            <input
              ref={termsRef}
              id={FIELD_IDS.termsAccepted}
              type="checkbox"
              checked={values.termsAccepted}
              aria-invalid={errors.termsAccepted ? true : undefined}
              aria-describedby={errors.termsAccepted ? `${FIELD_IDS.termsAccepted}-error` : undefined}
              onChange={(event) => updateField("termsAccepted", event.target.checked)}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600 dark:scheme-dark"
            />
            <label htmlFor={FIELD_IDS.termsAccepted} className="text-sm text-slate-700 dark:text-slate-200">
              Acepto los <ExternalLink href={TERMS_URL}>términos de uso</ExternalLink> y la{" "}
              <ExternalLink href={PRIVACY_URL}>política de privacidad</ExternalLink>
            </label>
          </div>
          <FieldError id={`${FIELD_IDS.termsAccepted}-error`} message={errors.termsAccepted} />
        </div>
        <div className="flex flex-col gap-2 md:col-span-2">
          <SubmitButton>Crear cuenta</SubmitButton>
          {isBlockedByReferral && (
            <p role="alert" className="text-sm font-medium text-rose-600 dark:text-rose-400">
              {referralTexts.blocked}
            </p>
          )}
        </div>
      </form>
      <div className="mt-8 flex flex-col items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
        <p>
          ¿Ya tienes una cuenta? <TextLink to="/login">Inicia sesión</TextLink>
        </p>
        <TextLink to="/">Volver a la página principal</TextLink>
      </div>
      <ProgressDialog open={registration.isPending} />
      <ResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </AuthLayout>
  );
}

function readServerFieldErrors(fields: Record<string, string>): RegisterFormErrors {
  const errors: RegisterFormErrors = {};
  for (const [serverField, message] of Object.entries(fields)) {
    const field = SERVER_FIELDS[serverField];
    if (field) errors[field] = message;
  }
  return errors;
}
