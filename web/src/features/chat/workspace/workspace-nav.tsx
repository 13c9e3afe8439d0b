import type { ReactNode } from "react";
import { focusRing } from "../../../shared/focus-ring";
import type { Theme } from "../../../shared/theme";
import { HintTooltip } from "../../../shared/tooltip/hint-tooltip";
import { useHintTooltip } from "../../../shared/tooltip/use-hint-tooltip";
import type { WorkspaceView } from "../workspace-view";
import { toJpegDataUrl, UserAvatar } from "./user-avatar";
import { WorkspaceIcon, type WorkspaceIconName } from "./workspace-icon";

export type NavPlacement = "sidebar" | "bottom";

type WorkspaceNavProps = {
  /** The desktop icon column, or the phone's bottom bar; both carry the same buttons and tour anchors. */
  placement: NavPlacement;
  view: WorkspaceView;
  theme: Theme;
  userName: string;
  /** The photo as base64 JPEG, or an empty string for the initials. */
  userImage: string;
  onShowView: (view: WorkspaceView) => void;
  onToggleTheme: () => void;
  onOpenTraining: () => void;
};

type ViewButton = { view: WorkspaceView; label: string; icon: WorkspaceIconName; tourAnchor?: string };

const CHAT_VIEWS: readonly WorkspaceView[] = ["chat", "notifications", "apilist"];

const sectionButtons: readonly ViewButton[] = [
  { view: "AddService", label: "Agregar servicio", icon: "addService", tourAnchor: "add-service" },
  { view: "Rewards", label: "Recompensas", icon: "rewards", tourAnchor: "rewards" },
  { view: "Referred", label: "Referidos", icon: "referrals", tourAnchor: "referrals" },
];

export function WorkspaceNav(props: WorkspaceNavProps) {
  const { placement, view, theme, userName, userImage, onShowView, onToggleTheme, onOpenTraining } = props;
  const isSidebar = placement === "sidebar";
  const themeLabel = theme === "dark" ? "Modo claro" : "Modo oscuro";

  const mainButtons = (
    <>
      <NavButton
        placement={placement}
        label="Chats"
        isCurrent={CHAT_VIEWS.includes(view)}
        onClick={() => onShowView("chat")}
      >
        <WorkspaceIcon name="chats" />
      </NavButton>
      {sectionButtons.map((button) => (
        <NavButton
          key={button.view}
          placement={placement}
          label={button.label}
          tourAnchor={button.tourAnchor}
          isCurrent={view === button.view}
          onClick={() => onShowView(button.view)}
        >
          <WorkspaceIcon name={button.icon} />
        </NavButton>
      ))}
      <NavButton
        placement={placement}
        label="Entrena a Shifu · Premium"
        tooltip="Entrena a Shifu"
        tourAnchor="training"
        onClick={onOpenTraining}
      >
        <WorkspaceIcon name="training" />
        <span
          aria-hidden="true"
          className="absolute -bottom-1.5 left-1/2 -translate-x-1/2 rounded-full bg-amber-300 px-1.5 py-px text-[0.5625rem] leading-tight font-bold text-amber-950 shadow-sm"
        >
          Premium
        </span>
      </NavButton>
    </>
  );
  const accountButtons = (
    <>
      <NavButton placement={placement} label={themeLabel} tourAnchor="dark-mode" onClick={onToggleTheme}>
        <WorkspaceIcon name={theme === "dark" ? "sun" : "moon"} />
      </NavButton>
      <NavButton
        placement={placement}
        label="Perfil"
        tourAnchor="profile"
        isCurrent={view === "profile"}
        onClick={() => onShowView("profile")}
      >
        <UserAvatar image={toJpegDataUrl(userImage)} name={userName} className="size-8 text-xs" />
      </NavButton>
    </>
  );

  if (!isSidebar) {
    return (
      <nav
        aria-label="Menú principal"
        className="flex shrink-0 items-stretch justify-around gap-1 border-t border-slate-200 bg-white px-1 pt-1.5 pb-[max(0.375rem,env(safe-area-inset-bottom))] dark:border-slate-800 dark:bg-slate-900"
      >
        {mainButtons}
        {accountButtons}
      </nav>
    );
  }
  return (
    <nav
      aria-label="Menú principal"
      className="flex w-20 shrink-0 flex-col items-center gap-2 border-r border-slate-200 bg-white py-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <img src="/favicon.svg" alt="Shifu" className="mb-4 size-10" />
      {mainButtons}
      <div className="mt-auto flex flex-col items-center gap-2">{accountButtons}</div>
    </nav>
  );
}

const tooltipPosition: Record<NavPlacement, string> = {
  sidebar: "top-1/2 left-full ml-3 -translate-y-1/2",
  bottom: "bottom-full left-1/2 mb-2 -translate-x-1/2",
};

type NavButtonProps = {
  placement: NavPlacement;
  label: string;
  /** The hint shown on hover and focus, the label by default; it comes first so label and visible text read alike. */
  tooltip?: string;
  tourAnchor?: string;
  isCurrent?: boolean;
  onClick: () => void;
  children: ReactNode;
};

function NavButton({
  placement,
  label,
  tooltip = label,
  tourAnchor,
  isCurrent = false,
  onClick,
  children,
}: NavButtonProps) {
  const shape = placement === "sidebar" ? "size-12 rounded-2xl" : "h-12 min-w-0 flex-1 rounded-xl";
  const colours = isCurrent
    ? "bg-brand-50 text-brand-700 dark:bg-brand-500/20 dark:text-white"
    : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";
  const hint = useHintTooltip();
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={isCurrent ? "page" : undefined}
      data-tour={tourAnchor}
      onClick={onClick}
      {...hint.triggerProps}
      className={`relative flex items-center justify-center transition-colors ${shape} ${colours} ${focusRing}`}
    >
      <HintTooltip text={tooltip} isOpen={hint.isOpen} className={tooltipPosition[placement]} />
      {children}
    </button>
  );
}
