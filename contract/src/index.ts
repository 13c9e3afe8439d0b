export * from "./accounts";
export * from "./error-codes";
export * from "./health";
export * from "./messages";
