import { integrationText } from "@shifu/contract/plain/services";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useLoaderData } from "react-router";
import { focusRing } from "../../shared/focus-ring";
import { ProgressDialog } from "../../shared/progress-dialog";
import { ResultDialog } from "../../shared/result-dialog";
import { useTheme } from "../../shared/theme";
import { MOBILE_WORKSPACE_QUERY, useMediaQuery } from "../../shared/use-media-query";
import { whenIdle } from "../../shared/when-idle";
import type { requireSignedInUser } from "../auth/require-signed-in-user";
import { useSignOutFromOtherTabs } from "../auth/session-broadcast";
import { useAuthorizationReturn } from "../integrations/use-authorization-return";
import { CheckoutReturn } from "../plans/checkout-return";
import { readStoredUserImage } from "../profile/profile-image-api";
import { useSeedAccountPlan } from "../profile/use-account-plan";
import { useTourStatus } from "../tour/use-tour-status";
import { ChatListPanel } from "./chat-list/chat-list-panel";
import { ChatMainArea } from "./messages/chat-main-area";
import { useWorkspaceState } from "./use-workspace-state";
import { WorkspaceIcon } from "./workspace/workspace-icon";
import { WorkspaceNav } from "./workspace/workspace-nav";
import {
  AddServicesView,
  GuidedTour,
  NotificationsView,
  PlanPickerDialog,
  ProfileView,
  preloadWorkspaceSideViews,
  ReferralsView,
  RewardsView,
} from "./workspace-side-views";
import type { WorkspaceView } from "./workspace-view";

/** Training is premium-only and opened now and then, so its code is fetched when it opens, not with the workspace. */
const TrainingScreen = lazy(() =>
  import("../training/training-screen").then((module) => ({ default: module.TrainingScreen })),
);

/** Views shown in place of the chat list (desktop side panel, or the whole phone screen). */
type SectionView = Extract<WorkspaceView, "AddService" | "Rewards" | "Referred" | "profile">;

function isSectionView(view: WorkspaceView): view is SectionView {
  return view === "AddService" || view === "Rewards" || view === "Referred" || view === "profile";
}

/** Stands in for a side view while its chunk arrives, which preloadWorkspaceSideViews makes rare. */
const sideViewFallback = <div aria-busy="true" className="min-h-0 flex-1" />;

// Inside <main>, so that every piece of the page belongs to a landmark.
const pageTitle = <h1 className="sr-only">Shifu</h1>;

const headerButton = `flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`;

/**
 * The signed-in workspace: navigation, chat list and conversation, switched by a view value rather than by route.
 * The route's loader has already checked the session and fetched the user.
 */
export function ChatPage() {
  const user = useLoaderData<typeof requireSignedInUser>();
  useSeedAccountPlan(user);
  const workspace = useWorkspaceState();
  const { view, assistant, isPlanPickerOpen, tour } = workspace.state;
  const { theme, toggleTheme } = useTheme();
  const isMobile = useMediaQuery(MOBILE_WORKSPACE_QUERY);
  const [userImage, setUserImage] = useState(() => readStoredUserImage() || user.user_img || "");
  const [isTrainingOpen, setIsTrainingOpen] = useState(false);
  const { markTourDone } = useTourStatus(workspace.openTour);
  const authorizationReturn = useAuthorizationReturn();
  useSignOutFromOtherTabs();
  const themeLabel = theme === "dark" ? "Modo claro" : "Modo oscuro";
  useEffect(() => whenIdle(preloadWorkspaceSideViews), []);

  const renderChatList = (variant: "all" | "apilist") => (
    <ChatListPanel
      variant={variant}
      activeAssistant={assistant}
      onSelectAssistant={workspace.selectAssistant}
      onOpenNotifications={() => workspace.showView("notifications")}
      onRestartTour={workspace.openTour}
      onOpenPlans={workspace.openPlanPicker}
      view={view}
    />
  );
  const renderChatArea = (headerActions?: ReactNode) => (
    <ChatMainArea
      assistant={assistant}
      headerActions={headerActions}
      onConnectApps={() => workspace.showView("apilist")}
      onRestartTour={workspace.openTour}
    />
  );
  const renderSectionView = (section: SectionView) => {
    if (section === "AddService") return <AddServicesView onOpenChat={workspace.selectAssistant} />;
    if (section === "profile") {
      return (
        <ProfileView
          userName={user.username}
          email={user.correo}
          userImage={userImage}
          onImageUploaded={setUserImage}
        />
      );
    }
    if (section === "Rewards") return <RewardsView userId={user.user_id} />;
    return <ReferralsView referralCode={user.code_referrals_uniq} />;
  };
  const renderSection = (section: SectionView) => (
    <Suspense fallback={sideViewFallback}>{renderSectionView(section)}</Suspense>
  );
  const notificationsView = (
    <Suspense fallback={sideViewFallback}>
      <NotificationsView assistant={assistant} />
    </Suspense>
  );

  const nav = (
    <WorkspaceNav
      placement={isMobile ? "bottom" : "sidebar"}
      view={view}
      theme={theme}
      userName={user.username}
      userImage={userImage}
      onShowView={workspace.showView}
      onToggleTheme={toggleTheme}
      onOpenTraining={() => setIsTrainingOpen(true)}
    />
  );

  let content: ReactNode;
  if (isMobile) {
    // The phone shows one thing at a time: the conversation full-screen, or the list or a section on its own.
    let screen: ReactNode;
    if (view === "chat") {
      screen = renderChatArea(
        <>
          <button type="button" aria-label={themeLabel} onClick={toggleTheme} className={headerButton}>
            <WorkspaceIcon name={theme === "dark" ? "sun" : "moon"} className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Lista de apps"
            onClick={() => workspace.showView("apilist")}
            className={headerButton}
          >
            <WorkspaceIcon name="apps" className="size-5" />
          </button>
        </>,
      );
    } else if (view === "notifications") {
      screen = notificationsView;
    } else if (view === "apilist") {
      screen = renderChatList("apilist");
    } else {
      screen = renderSection(view);
    }
    content = (
      <div className="flex h-dvh flex-col">
        <main className="flex min-h-0 flex-1 flex-col bg-white dark:bg-slate-900">
          {pageTitle}
          {screen}
        </main>
        {nav}
      </div>
    );
  } else {
    content = (
      <div className="flex h-dvh">
        {nav}
        <main className="flex min-w-0 flex-1">
          {pageTitle}
          <div className="flex w-[400px] shrink-0 flex-col border-r border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            {isSectionView(view) ? renderSection(view) : renderChatList("all")}
          </div>
          <div className="flex min-w-0 flex-1 flex-col">
            {view === "notifications" ? notificationsView : renderChatArea()}
          </div>
        </main>
      </div>
    );
  }

  return (
    <div className="bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      {content}
      {isTrainingOpen && (
        <Suspense fallback={null}>
          <TrainingScreen
            open
            onClose={() => setIsTrainingOpen(false)}
            onOpenPlans={() => {
              setIsTrainingOpen(false);
              workspace.openPlanPicker();
            }}
            theme={theme}
            onToggleTheme={toggleTheme}
          />
        </Suspense>
      )}
      {isPlanPickerOpen && (
        <Suspense fallback={null}>
          <PlanPickerDialog open onClose={workspace.closePlanPicker} />
        </Suspense>
      )}
      <ProgressDialog open={authorizationReturn.isSaving} title={integrationText.saving} />
      <ResultDialog outcome={authorizationReturn.outcome} onClose={authorizationReturn.dismissOutcome} />
      <CheckoutReturn />
      {tour !== "closed" && (
        <Suspense fallback={null}>
          <GuidedTour
            phase={tour}
            placement={isMobile ? "bottom" : "sidebar"}
            onStart={() => workspace.startTourSteps(isMobile ? "apilist" : "chat")}
            onEnd={() => {
              workspace.closeTour();
              markTourDone();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
