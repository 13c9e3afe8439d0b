import { PROFILE_IMAGE_ACCEPT } from "@shifu/contract/plain/accounts";
import { useRef } from "react";
import { focusRing } from "../../shared/focus-ring";
import { FieldError } from "../../shared/text-field";
import { useAdoptEarlyInput } from "../../shared/use-adopt-early-input";
import { useObjectUrl } from "../../shared/use-object-url";

type ProfilePhotoFieldProps = {
  id: string;
  photo: File | null;
  error: string | undefined;
  onChoose: (file: File) => void;
  onRemove: () => void;
};

/** The optional photo: a round preview of the chosen file, a chooser limited to image types and a way to take it back. */
export function ProfilePhotoField({ id, photo, error, onChoose, onRemove }: ProfilePhotoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useAdoptEarlyInput(inputRef, (input) => {
    const file = input.files?.[0];
    input.value = "";
    if (file) onChoose(file);
  });
  const previewUrl = useObjectUrl(photo);
  const titleId = `${id}-title`;
  const buttonLabelId = `${id}-button`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-1.5">
      <p id={titleId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Foto de perfil (opcional)
      </p>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-50 ring-1 ring-brand-100 dark:bg-slate-800 dark:ring-white/10">
          {previewUrl ? (
            <img src={previewUrl} alt="Vista previa de tu foto de perfil" className="size-full object-cover" />
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-10 text-brand-500">
              <path
                fill="currentColor"
                d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2.25c-4.14 0-7.5 2.35-7.5 5.25 0 .41.34.75.75.75h13.5c.41 0 .75-.34.75-.75 0-2.9-3.36-5.25-7.5-5.25Z"
              />
            </svg>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={PROFILE_IMAGE_ACCEPT}
              aria-labelledby={`${titleId} ${buttonLabelId}`}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Emptied so that choosing the same file again, after removing it, still reports a change.
                event.target.value = "";
                if (file) onChoose(file);
              }}
            />
            <label
              id={buttonLabelId}
              htmlFor={id}
              className="cursor-pointer rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-brand-50 dark:border-brand-500 dark:text-brand-100 dark:peer-focus-visible:outline-brand-100 dark:hover:bg-slate-800"
            >
              {photo ? "Cambiar foto" : "Elegir foto"}
            </label>
            {photo ? (
              <button
                type="button"
                onClick={() => {
                  onRemove();
                  // The button disappears with the photo; focus goes back to the chooser instead of the page's top.
                  inputRef.current?.focus();
                }}
                className={`rounded-full px-4 py-2 text-sm font-semibold text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${focusRing}`}
              >
                Quitar foto
              </button>
            ) : null}
          </div>
          <p id={hintId} className="truncate text-xs text-slate-500 dark:text-slate-400">
            {photo ? photo.name : "JPEG, PNG, WebP o GIF, hasta 5 MB."}
          </p>
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
