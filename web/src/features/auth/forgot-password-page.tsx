import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ProgressDialog } from "../../shared/progress-dialog";
import { type DialogOutcome, ResultDialog } from "../../shared/result-dialog";
import { SubmitButton } from "../../shared/submit-button";
import { TextField } from "../../shared/text-field";
import { TextLink } from "../../shared/text-link";
import { requestPasswordReset } from "./account-api";
import { describePasswordResetRequest } from "./account-outcomes";
import { AuthLayout } from "./auth-layout";
import { validateEmail } from "./validate-register-form";

export function ForgotPasswordPage() {
  const [correo, setCorreo] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<DialogOutcome | null>(null);
  const resetRequest = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (result) => setOutcome(describePasswordResetRequest(result)),
  });

  function submitForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateEmail(correo);
    setError(problem);
    if (problem) {
      document.getElementById("forgot-correo")?.focus();
      return;
    }
    resetRequest.mutate({ correo: correo.trim() });
  }

  return (
    <AuthLayout
      title="Recupera tu contraseña"
      subtitle="Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva."
    >
      <form noValidate onSubmit={submitForm} className="flex flex-col gap-5">
        <TextField
          id="forgot-correo"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={correo}
          error={error}
          onChange={(event) => {
            setCorreo(event.target.value);
            setError(undefined);
          }}
        />
        <SubmitButton>Enviar enlace</SubmitButton>
      </form>
      <div className="mt-8 flex flex-col items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
        <p>
          ¿La recordaste? <TextLink to="/login">Inicia sesión</TextLink>
        </p>
        <TextLink to="/">Volver a la página principal</TextLink>
      </div>
      <ProgressDialog open={resetRequest.isPending} />
      <ResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </AuthLayout>
  );
}
