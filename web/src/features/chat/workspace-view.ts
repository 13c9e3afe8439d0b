/** The workspace switches screens by this value, not by route, as the spec's current-view value does. */
export type WorkspaceView = "chat" | "notifications" | "apilist" | "AddService" | "Rewards" | "Referred" | "profile";
