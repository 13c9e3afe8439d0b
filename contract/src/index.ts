export * from "./accounts";
export * from "./chats";
export * from "./error-codes";
export * from "./health";
export * from "./messages";
export * from "./services";
