import { type ReactNode, useId } from "react";
import { focusRing } from "../../shared/focus-ring";
import { PRIVACY_URL, TERMS_URL } from "../auth/legal-urls";
import { ShifuLogo } from "./shifu-logo";
import { socialLinks } from "./social-links";

export function LandingFooter() {
  const newTabNoteId = useId();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <span id={newTabNoteId} hidden>
        Se abre en una pestaña nueva
      </span>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[2fr_1fr_1fr] md:px-8">
        <div>
          <ShifuLogo className="text-xl text-slate-900 dark:text-white" />
          <p className="mt-3 max-w-xs text-sm text-slate-600 dark:text-slate-400">
            Tu asistente de IA para el trabajo: correo, archivos, tareas y chats en un solo lugar.
          </p>
        </div>
        <FooterColumn title="Legal">
          <li>
            <LegalLink href={TERMS_URL} noteId={newTabNoteId}>
              Términos de uso
            </LegalLink>
          </li>
          <li>
            <LegalLink href={PRIVACY_URL} noteId={newTabNoteId}>
              Política de privacidad
            </LegalLink>
          </li>
        </FooterColumn>
        <FooterColumn title="Producto">
          <li>Pricing: Coming Soon</li>
          <li>Más: Noticias (Coming Soon)</li>
          <li>Centro de Ayuda (Coming Soon)</li>
        </FooterColumn>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col-reverse items-center gap-4 px-4 py-6 md:flex-row md:justify-between md:px-8">
          <p className="text-sm text-slate-600 dark:text-slate-400">© 2025 Shifu. Todos los derechos reservados.</p>
          <ul className="flex gap-2">
            {socialLinks.map(({ name, href, icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Shifu en ${name}`}
                  aria-describedby={newTabNoteId}
                  className={`flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`}
                >
                  <svg viewBox="0 0 24 24" role="img" aria-label={name} className="size-5" fill="currentColor">
                    <title>{name}</title>
                    <path d={icon.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm text-slate-600 dark:text-slate-400">{children}</ul>
    </div>
  );
}

function LegalLink({ href, noteId, children }: { href: string; noteId: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={noteId}
      className={`inline-flex items-center gap-1 rounded hover:text-brand-700 hover:underline dark:hover:text-brand-100 ${focusRing}`}
    >
      {children}
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
