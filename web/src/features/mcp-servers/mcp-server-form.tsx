import * as Dialog from "@radix-ui/react-dialog";
import {
  type AddMcpServerRequest,
  AddMcpServerRequestSchema,
  type McpAuthKind,
  type McpDemoServer,
  type McpServerSummary,
} from "@shifu/contract/mcp-servers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { checkWithContract } from "../../shared/check-with-contract";
import { focusRing } from "../../shared/focus-ring";
import { TextField } from "../../shared/text-field";
import { readFailureDetail } from "../integrations/read-failure-detail";
import { mcpServerViewTexts as texts } from "./mcp-server-texts";
import { addMcpServer, mcpServersQueryKey } from "./mcp-servers-api";
import { startMcpSignIn } from "./start-mcp-sign-in";

type FieldErrors = Partial<Record<"name" | "url" | "bearer_token", string>>;

const emptyForm: AddMcpServerRequest = { name: "", url: "", auth_kind: "none", bearer_token: "" };

function readFieldErrors(request: AddMcpServerRequest): FieldErrors {
  const { fieldErrors } = checkWithContract(AddMcpServerRequestSchema, request);
  const errors: FieldErrors = {};
  for (const field of ["name", "url", "bearer_token"] as const) {
    const message = fieldErrors[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * 'Servidor MCP': name, URL and how it signs in (none, a bearer token, or OAuth). The server connects to it before
 * saving, so a wrong address or token is said here, next to what was typed, and nothing typed is lost. With OAuth the
 * answer is the server's sign-in page, where the browser goes; the return to /chat finishes the connection.
 */
export function McpServerForm({
  open,
  demo,
  onClose,
  onConnected,
}: {
  open: boolean;
  demo: McpDemoServer | null;
  onClose: () => void;
  onConnected: (server: McpServerSummary, message: string) => void;
}) {
  const ids = { name: useId(), url: useId(), token: useId(), auth: useId(), title: useId() };
  const [form, setForm] = useState<AddMcpServerRequest>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: addMcpServer,
    onSuccess: async (result) => {
      if (!result.ok) {
        const fields = result.kind === "http" ? (result.body?.fields ?? {}) : {};
        setErrors(fields);
        setFailure(readFailureDetail(result));
        return;
      }
      if ("authorize_url" in result.data) {
        setIsLeaving(true);
        startMcpSignIn(form.name.trim(), result.data.authorize_url);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: mcpServersQueryKey });
      setForm(emptyForm);
      onConnected(result.data.server, result.data.message);
    },
  });

  const update = (changes: Partial<AddMcpServerRequest>) => {
    setForm((current) => ({ ...current, ...changes }));
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request: AddMcpServerRequest = {
      name: form.name.trim(),
      url: form.url.trim(),
      auth_kind: form.auth_kind,
      ...(form.auth_kind === "bearer" ? { bearer_token: form.bearer_token?.trim() ?? "" } : {}),
    };
    const found = readFieldErrors(request);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(request);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          aria-labelledby={ids.title}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-3xl bg-white px-6 py-6 shadow-2xl ring-1 ring-slate-900/5 focus:outline-none dark:bg-slate-900 dark:ring-white/10"
        >
          <Dialog.Title id={ids.title} className="text-xl font-bold text-slate-900 dark:text-white">
            {texts.formTitle}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
            {texts.formIntro}
          </Dialog.Description>
          {demo && (
            <button
              type="button"
              onClick={() => update({ name: demo.name, url: demo.url, auth_kind: demo.auth_kind, bearer_token: "" })}
              className={`rounded-full border border-sky-300 px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50 dark:border-sky-500/50 dark:text-sky-200 dark:hover:bg-sky-500/10 ${focusRing}`}
            >
              {texts.offerDemo(demo.name)}
            </button>
          )}
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              id={ids.name}
              label={texts.name}
              value={form.name}
              onChange={(event) => update({ name: event.target.value })}
              error={errors.name}
              autoComplete="off"
            />
            <TextField
              id={ids.url}
              label={texts.url}
              type="url"
              inputMode="url"
              placeholder="https://ejemplo.com/mcp"
              value={form.url}
              onChange={(event) => update({ url: event.target.value })}
              error={errors.url}
              autoComplete="off"
            />
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{texts.auth}</legend>
              {(
                [
                  ["none", texts.authNone],
                  ["bearer", texts.authBearer],
                  ["oauth", texts.authOAuth],
                ] as const satisfies readonly (readonly [McpAuthKind, string])[]
              ).map(([kind, label]) => (
                <label key={kind} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-100">
                  <input
                    type="radio"
                    name={ids.auth}
                    value={kind}
                    checked={form.auth_kind === kind}
                    onChange={() => update({ auth_kind: kind })}
                    className="size-4 accent-brand-600"
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            {form.auth_kind === "bearer" && (
              <TextField
                id={ids.token}
                label={texts.token}
                type="password"
                hint={texts.tokenHint}
                value={form.bearer_token ?? ""}
                onChange={(event) => update({ bearer_token: event.target.value })}
                error={errors.bearer_token}
                autoComplete="off"
              />
            )}
            {form.auth_kind === "oauth" && (
              <p className="text-sm text-slate-600 dark:text-slate-300">{texts.oauthHint}</p>
            )}
            {failure && (
              <p
                role="alert"
                className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800 dark:bg-rose-950 dark:text-rose-200"
              >
                {failure}
              </p>
            )}
            <div className="flex flex-col gap-2 sm:flex-row-reverse">
              <button
                type="submit"
                disabled={mutation.isPending || isLeaving}
                className={`w-full rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 ${focusRing}`}
              >
                {mutation.isPending || isLeaving ? texts.connecting : texts.connect}
              </button>
              <Dialog.Close
                className={`w-full rounded-full border border-slate-300 px-5 py-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
              >
                {texts.cancel}
              </Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
