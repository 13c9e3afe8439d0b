import { accountScreenText } from "@shifu/contract/plain/accounts";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { preloadChatPage } from "../../app/preload-chat-page";
import { ProgressDialog } from "../../shared/progress-dialog";
import { type DialogOutcome, ResultDialog } from "../../shared/result-dialog";
import { SubmitButton } from "../../shared/submit-button";
import { TextField } from "../../shared/text-field";
import { TextLink } from "../../shared/text-link";
import { useAdoptEarlyInput } from "../../shared/use-adopt-early-input";
import { describeLoginResult, readReturnPath } from "./account-outcomes";
import { AuthLayout } from "./auth-layout";
import { signIn } from "./session-store";

export function LoginPage() {
  const [correo, setCorreo] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [outcome, setOutcome] = useState<DialogOutcome | null>(null);
  const rememberRef = useRef<HTMLInputElement>(null);
  useAdoptEarlyInput(rememberRef, (input) => setRemember(input.checked));
  const login = useMutation({
    mutationFn: signIn,
    onSuccess: (result) => setOutcome(describeLoginResult(result, readReturnPath(window.location.search))),
  });

  function submitForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The spec checks nothing here: the server's answer decides.
    login.mutate({ correo: correo.trim(), password, remember });
    // The workspace's chunk downloads while the server answers and the success dialog shows, not after 'Aceptar'.
    preloadChatPage();
  }

  return (
    <AuthLayout title="Iniciar sesión" subtitle="Qué bueno verte de nuevo. Tu asistente te está esperando.">
      <form noValidate onSubmit={submitForm} className="flex flex-col gap-5">
        <TextField
          id="login-correo"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={correo}
          onChange={(event) => setCorreo(event.target.value)}
        />
        <TextField
          id="login-password"
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <label className="flex cursor-pointer items-center gap-2 text-slate-700 dark:text-slate-200">
            <input
              ref={rememberRef}
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              className="size-4 cursor-pointer accent-brand-600 dark:scheme-dark"
            />
            {accountScreenText.rememberMe}
          </label>
          <TextLink to="/forgot-password">{accountScreenText.forgotPasswordLink}</TextLink>
        </div>
        <SubmitButton>Iniciar sesión</SubmitButton>
      </form>
      <div className="mt-8 flex flex-col items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
        <p>
          ¿Aún no tienes una cuenta? <TextLink to="/register">Regístrate</TextLink>
        </p>
        <TextLink to="/">Volver a la página principal</TextLink>
      </div>
      <ProgressDialog open={login.isPending} />
      <ResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </AuthLayout>
  );
}
