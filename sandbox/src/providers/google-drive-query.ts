import type { DriveFile } from "../demo-data/google-data";
import { foldSearchText } from "./google-search-text";

type Token = { kind: "word" | "string" | "operator" | "paren"; value: string };

type Condition =
  | { kind: "and" | "or"; left: Condition; right: Condition }
  | { kind: "not"; inner: Condition }
  | { kind: "compare"; field: string; operator: string; value: string }
  | { kind: "in"; value: string; field: string }
  | { kind: "flag"; field: string };

/** Drive's `q` was not understood: the API answers 400 Invalid Value on the `q` parameter. */
export class DriveQueryError extends Error {}

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:'((?:\\.|[^'\\])*)'|(<=|>=|!=|=|<|>)|([()])|([^\s()'=<>!]+))/y;
  let position = 0;
  while (query.slice(position).trim() !== "") {
    pattern.lastIndex = position;
    const match = pattern.exec(query);
    if (!match) throw new DriveQueryError(query);
    if (match[1] !== undefined) tokens.push({ kind: "string", value: match[1].replace(/\\(.)/g, "$1") });
    else if (match[2]) tokens.push({ kind: "operator", value: match[2] });
    else if (match[3]) tokens.push({ kind: "paren", value: match[3] });
    else if (match[4]) tokens.push({ kind: "word", value: match[4] });
    position = pattern.lastIndex;
  }
  return tokens;
}

class QueryParser {
  private position = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Condition {
    const condition = this.parseOr();
    if (this.position !== this.tokens.length) throw new DriveQueryError("trailing tokens");
    return condition;
  }

  private peekWord(word: string): boolean {
    const token = this.tokens[this.position];
    return token?.kind === "word" && token.value.toLowerCase() === word;
  }

  private next(): Token {
    const token = this.tokens[this.position++];
    if (!token) throw new DriveQueryError("unexpected end");
    return token;
  }

  private parseOr(): Condition {
    let left = this.parseAnd();
    while (this.peekWord("or")) {
      this.position++;
      left = { kind: "or", left, right: this.parseAnd() };
    }
    return left;
  }

  private parseAnd(): Condition {
    let left = this.parseNot();
    while (this.peekWord("and")) {
      this.position++;
      left = { kind: "and", left, right: this.parseNot() };
    }
    return left;
  }

  private parseNot(): Condition {
    if (this.peekWord("not")) {
      this.position++;
      return { kind: "not", inner: this.parseNot() };
    }
    const token = this.tokens[this.position];
    if (token?.kind === "paren" && token.value === "(") {
      this.position++;
      const inner = this.parseOr();
      if (this.next().value !== ")") throw new DriveQueryError("missing )");
      return inner;
    }
    return this.parseTerm();
  }

  private parseTerm(): Condition {
    const first = this.next();
    if (first.kind === "string") {
      if (!this.peekWord("in")) throw new DriveQueryError("expected in");
      this.position++;
      return { kind: "in", value: first.value, field: this.next().value };
    }
    if (first.kind !== "word") throw new DriveQueryError("expected a field");
    const operator = this.tokens[this.position];
    const isOperator = operator?.kind === "operator" || (operator?.kind === "word" && operator.value === "contains");
    if (!isOperator) return { kind: "flag", field: first.value };
    this.position++;
    const value = this.next();
    if (value.kind !== "string" && value.kind !== "word") throw new DriveQueryError("expected a value");
    return { kind: "compare", field: first.value, operator: operator.value, value: value.value };
  }
}

export type DriveSearchScope = {
  /** The searchable text of a file: its name, description and, for Google's own types, the content. */
  readText(file: DriveFile): string;
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Drive matches names by the prefix of their words: 'presu' finds «Presupuesto 2026», 'puesto' does not. */
function containsWordPrefix(text: string, value: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(foldSearchText(value))}`, "u").test(foldSearchText(text));
}

function compareValues(actual: string | number | boolean, operator: string, expected: string | number | boolean) {
  switch (operator) {
    case "=":
      return actual === expected;
    case "!=":
      return actual !== expected;
    case "<":
      return actual < expected;
    case "<=":
      return actual <= expected;
    case ">":
      return actual > expected;
    case ">=":
      return actual >= expected;
    default:
      throw new DriveQueryError(operator);
  }
}

const timeFields = new Set(["modifiedTime", "createdTime", "viewedByMeTime"]);

function matchesCompare(file: DriveFile, condition: Extract<Condition, { kind: "compare" }>, scope: DriveSearchScope) {
  const { field, operator, value } = condition;
  if (field === "name") {
    if (operator === "contains") return containsWordPrefix(file.name, value);
    return compareValues(file.name, operator, value);
  }
  if (field === "fullText" && operator === "contains") return containsWordPrefix(scope.readText(file), value);
  if (field === "mimeType") {
    if (operator === "contains") return file.mimeType.includes(value);
    return compareValues(file.mimeType, operator, value);
  }
  if (timeFields.has(field)) {
    const actual = file[field as "modifiedTime" | "createdTime" | "viewedByMeTime"];
    const expected = Date.parse(value);
    if (!Number.isFinite(expected)) throw new DriveQueryError(value);
    return actual !== undefined && compareValues(Date.parse(actual), operator, expected);
  }
  if (field === "trashed" || field === "starred") {
    if (value !== "true" && value !== "false") throw new DriveQueryError(value);
    return compareValues(file[field], operator, value === "true");
  }
  throw new DriveQueryError(field);
}

function matchesCondition(file: DriveFile, condition: Condition, scope: DriveSearchScope): boolean {
  switch (condition.kind) {
    case "and":
      return matchesCondition(file, condition.left, scope) && matchesCondition(file, condition.right, scope);
    case "or":
      return matchesCondition(file, condition.left, scope) || matchesCondition(file, condition.right, scope);
    case "not":
      return !matchesCondition(file, condition.inner, scope);
    case "in":
      if (condition.field === "parents") return file.parents.includes(condition.value);
      if (["owners", "writers", "readers"].includes(condition.field)) {
        return file.owners.some((owner) =>
          condition.value === "me" ? owner.me : owner.emailAddress === condition.value,
        );
      }
      throw new DriveQueryError(condition.field);
    case "flag":
      if (condition.field === "sharedWithMe") return !file.ownedByMe;
      throw new DriveQueryError(condition.field);
    case "compare":
      return matchesCompare(file, condition, scope);
  }
}

/** A parsed Drive `q` as a test on files; throws DriveQueryError for what Drive would refuse. */
export function compileDriveQuery(query: string): (file: DriveFile, scope: DriveSearchScope) => boolean {
  if (!query.trim()) return () => true;
  const condition = new QueryParser(tokenize(query)).parse();
  return (file, scope) => matchesCondition(file, condition, scope);
}
