import { lazy } from "react";

/**
 * The workspace opens on a conversation; these views, and the libraries only they use (the carousel, the tour, the
 * HTML sanitizer of notification bodies), are their own chunks, so opening a chat evaluates none of them. Once the
 * conversation has drawn, `preloadWorkspaceSideViews` fetches them all, so none waits on the network when opened.
 */
const sideViewLoaders = {
  addServices: () => import("../integrations/add-services-view"),
  notifications: () => import("../notifications/notifications-view"),
  notificationCard: () => import("../notifications/notification-card"),
  profile: () => import("../profile/profile-view"),
  referrals: () => import("../referrals/referrals-view"),
  rewards: () => import("../rewards/rewards-view"),
  tour: () => import("../tour/guided-tour"),
  planPicker: () => import("../plans/plan-picker-dialog"),
};

export const AddServicesView = lazy(() =>
  sideViewLoaders.addServices().then((module) => ({ default: module.AddServicesView })),
);
export const NotificationsView = lazy(() =>
  sideViewLoaders.notifications().then((module) => ({ default: module.NotificationsView })),
);
export const NotificationCard = lazy(() =>
  sideViewLoaders.notificationCard().then((module) => ({ default: module.NotificationCard })),
);
export const ProfileView = lazy(() => sideViewLoaders.profile().then((module) => ({ default: module.ProfileView })));
export const ReferralsView = lazy(() =>
  sideViewLoaders.referrals().then((module) => ({ default: module.ReferralsView })),
);
export const RewardsView = lazy(() => sideViewLoaders.rewards().then((module) => ({ default: module.RewardsView })));
export const GuidedTour = lazy(() => sideViewLoaders.tour().then((module) => ({ default: module.GuidedTour })));
export const PlanPickerDialog = lazy(() =>
  sideViewLoaders.planPicker().then((module) => ({ default: module.PlanPickerDialog })),
);

/** A failed fetch here is not reported: opening the view tries again and shows the error page if it fails too. */
export function preloadWorkspaceSideViews(): void {
  for (const load of Object.values(sideViewLoaders)) load().catch(() => {});
}
