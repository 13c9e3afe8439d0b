/**
 * Just enough of GraphQL's grammar to read the operations clients send to monday.com: one query or mutation, with
 * variables, aliases, arguments and nested selections. Fragments and directives are refused rather than guessed at.
 */

export type GraphQlValue =
  | { kind: "variable"; name: string }
  | { kind: "literal"; value: unknown }
  | { kind: "list"; values: GraphQlValue[] }
  | { kind: "object"; fields: Record<string, GraphQlValue> };

export type GraphQlField = {
  alias?: string;
  name: string;
  args: Record<string, GraphQlValue>;
  selections?: GraphQlField[];
};

export type GraphQlOperation = {
  kind: "query" | "mutation";
  name?: string;
  variables: { name: string; defaultValue?: GraphQlValue }[];
  selections: GraphQlField[];
};

export class GraphQlSyntaxError extends Error {}

type Token = { kind: "punct" | "name" | "number" | "string"; text: string; value?: unknown };

const TOKEN_PATTERN =
  /\s+|,|#[^\n]*|("""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|([_A-Za-z][_0-9A-Za-z]*)|(\.\.\.|[!$():=@[\]{}|&])/y;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN_PATTERN.lastIndex = 0;
  while (TOKEN_PATTERN.lastIndex < source.length) {
    const start = TOKEN_PATTERN.lastIndex;
    const match = TOKEN_PATTERN.exec(source);
    if (!match) throw new GraphQlSyntaxError(`Syntax Error: Unexpected character "${source[start]}".`);
    const [, string, number, name, punct] = match;
    if (string !== undefined) {
      const value = string.startsWith('"""') ? string.slice(3, -3) : (JSON.parse(string) as string);
      tokens.push({ kind: "string", text: string, value });
    } else if (number !== undefined) tokens.push({ kind: "number", text: number, value: Number(number) });
    else if (name !== undefined) tokens.push({ kind: "name", text: name });
    else if (punct !== undefined) tokens.push({ kind: "punct", text: punct });
  }
  return tokens;
}

class Parser {
  private position = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private next(): Token {
    const token = this.tokens[this.position++];
    if (!token) throw new GraphQlSyntaxError("Syntax Error: Unexpected <EOF>.");
    return token;
  }

  private isPunct(text: string): boolean {
    const token = this.peek();
    return token?.kind === "punct" && token.text === text;
  }

  private expectPunct(text: string): void {
    const token = this.next();
    if (token.kind !== "punct" || token.text !== text) {
      throw new GraphQlSyntaxError(`Syntax Error: Expected "${text}", found "${token.text}".`);
    }
  }

  private expectName(): string {
    const token = this.next();
    if (token.kind !== "name") throw new GraphQlSyntaxError(`Syntax Error: Expected Name, found "${token.text}".`);
    return token.text;
  }

  parseDocument(): GraphQlOperation {
    let kind: GraphQlOperation["kind"] = "query";
    let name: string | undefined;
    let variables: GraphQlOperation["variables"] = [];
    if (!this.isPunct("{")) {
      const keyword = this.expectName();
      if (keyword !== "query" && keyword !== "mutation") {
        throw new GraphQlSyntaxError(`The sandbox answers queries and mutations, not "${keyword}".`);
      }
      kind = keyword;
      if (this.peek()?.kind === "name") name = this.expectName();
      if (this.isPunct("(")) variables = this.parseVariableDefinitions();
    }
    const selections = this.parseSelectionSet();
    if (this.peek()) throw new GraphQlSyntaxError("The sandbox answers one operation per request.");
    return { kind, ...(name ? { name } : {}), variables, selections };
  }

  private parseVariableDefinitions(): GraphQlOperation["variables"] {
    const variables: GraphQlOperation["variables"] = [];
    this.expectPunct("(");
    while (!this.isPunct(")")) {
      this.expectPunct("$");
      const name = this.expectName();
      this.expectPunct(":");
      this.skipType();
      const defaultValue = this.parseDefaultValue();
      variables.push({ name, ...(defaultValue ? { defaultValue } : {}) });
    }
    this.expectPunct(")");
    return variables;
  }

  private parseDefaultValue(): GraphQlValue | undefined {
    if (!this.isPunct("=")) return undefined;
    this.next();
    return this.parseValue();
  }

  private skipType(): void {
    if (this.isPunct("[")) {
      this.next();
      this.skipType();
      this.expectPunct("]");
    } else {
      this.expectName();
    }
    if (this.isPunct("!")) this.next();
  }

  private parseSelectionSet(): GraphQlField[] {
    const fields: GraphQlField[] = [];
    this.expectPunct("{");
    while (!this.isPunct("}")) {
      if (this.isPunct("...") || this.isPunct("@")) {
        throw new GraphQlSyntaxError("The sandbox does not answer fragments or directives.");
      }
      fields.push(this.parseField());
    }
    this.expectPunct("}");
    return fields;
  }

  private parseField(): GraphQlField {
    let name = this.expectName();
    let alias: string | undefined;
    if (this.isPunct(":")) {
      this.next();
      alias = name;
      name = this.expectName();
    }
    const args: Record<string, GraphQlValue> = {};
    if (this.isPunct("(")) {
      this.next();
      while (!this.isPunct(")")) {
        const argument = this.expectName();
        this.expectPunct(":");
        args[argument] = this.parseValue();
      }
      this.expectPunct(")");
    }
    const selections = this.isPunct("{") ? this.parseSelectionSet() : undefined;
    return { ...(alias ? { alias } : {}), name, args, ...(selections ? { selections } : {}) };
  }

  private parseValue(): GraphQlValue {
    if (this.isPunct("$")) {
      this.next();
      return { kind: "variable", name: this.expectName() };
    }
    if (this.isPunct("[")) {
      this.next();
      const values: GraphQlValue[] = [];
      while (!this.isPunct("]")) values.push(this.parseValue());
      this.next();
      return { kind: "list", values };
    }
    if (this.isPunct("{")) {
      this.next();
      const fields: Record<string, GraphQlValue> = {};
      while (!this.isPunct("}")) {
        const name = this.expectName();
        this.expectPunct(":");
        fields[name] = this.parseValue();
      }
      this.next();
      return { kind: "object", fields };
    }
    const token = this.next();
    if (token.kind === "string" || token.kind === "number") return { kind: "literal", value: token.value };
    if (token.kind === "name") {
      if (token.text === "true" || token.text === "false") return { kind: "literal", value: token.text === "true" };
      // Enum values stand for themselves as strings.
      return { kind: "literal", value: token.text === "null" ? null : token.text };
    }
    throw new GraphQlSyntaxError(`Syntax Error: Unexpected "${token.text}".`);
  }
}

export function parseGraphQl(source: string): GraphQlOperation {
  return new Parser(tokenize(source)).parseDocument();
}

/** A value with its variables replaced by what the request's `variables` hold. */
export function resolveGraphQlValue(value: GraphQlValue, variables: Record<string, unknown>): unknown {
  switch (value.kind) {
    case "variable":
      return variables[value.name] ?? null;
    case "literal":
      return value.value;
    case "list":
      return value.values.map((item) => resolveGraphQlValue(item, variables));
    case "object":
      return Object.fromEntries(
        Object.entries(value.fields).map(([name, field]) => [name, resolveGraphQlValue(field, variables)]),
      );
  }
}
