import { accountMessages } from "@shifu/contract/plain/accounts";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import { ProgressDialog } from "../../shared/progress-dialog";
import { type DialogOutcome, ResultDialog } from "../../shared/result-dialog";
import { SubmitButton } from "../../shared/submit-button";
import { TextField } from "../../shared/text-field";
import { TextLink } from "../../shared/text-link";
import { resetPassword } from "./account-api";
import { describePasswordReset } from "./account-outcomes";
import { AuthLayout } from "./auth-layout";
import { validatePassword, validatePasswordConfirmation } from "./validate-register-form";

type ResetErrors = { password?: string | undefined; confirmPassword?: string | undefined };

/** The e-mailed link carries the token after '#', which browsers never send to a server or put in a Referer. */
function readResetToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") || null;
}

export function ResetPasswordPage() {
  const { hash } = useLocation();
  const token = readResetToken(hash);
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<ResetErrors>({});
  const [outcome, setOutcome] = useState<DialogOutcome | null>(null);
  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: (result) => setOutcome(describePasswordReset(result)),
  });

  if (!token) {
    return (
      <AuthLayout title="Crea una nueva contraseña" subtitle="Este enlace no sirve para cambiar la contraseña.">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-rose-50 px-5 py-4 text-sm text-rose-900 ring-1 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-100 dark:ring-rose-500/30">
          <p>{accountMessages.resetLinkInvalid}</p>
          <TextLink to="/forgot-password">Solicitar un nuevo enlace</TextLink>
        </div>
      </AuthLayout>
    );
  }

  // An arrow after the early return, so TypeScript knows the token is there.
  const submitForm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: ResetErrors = {
      password: validatePassword(password),
      confirmPassword: validatePasswordConfirmation(password, confirmPassword),
    };
    setErrors(found);
    const firstInvalid = found.password ? "reset-password" : found.confirmPassword ? "reset-confirm-password" : null;
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    reset.mutate({ token, password });
  };

  return (
    <AuthLayout title="Crea una nueva contraseña" subtitle="Elige una contraseña que no uses en otros sitios.">
      <form noValidate onSubmit={submitForm} className="flex flex-col gap-5">
        <TextField
          id="reset-password"
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          hint="Entre 8 y 128 caracteres."
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <TextField
          id="reset-confirm-password"
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            setErrors((current) => ({ ...current, confirmPassword: undefined }));
          }}
        />
        <SubmitButton>Guardar contraseña</SubmitButton>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-300">
        ¿El enlace caducó? <TextLink to="/forgot-password">Solicita uno nuevo</TextLink>
      </p>
      <ProgressDialog open={reset.isPending} />
      <ResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </AuthLayout>
  );
}
