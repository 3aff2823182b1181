/**
 * The contract as the kit reads it: every operation of `openapi/openapi.yaml` with its declared
 * answers, and JSON Schema 2020-12 validation (ajv + ajv-formats) of answers and payloads against
 * the document's own schemas. Nothing here knows Slotwise: it is driven by the document alone.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** The project's contract, next to this folder (resolved when used: browser-like test
 * environments give modules no `file:` URL, and they pass the path themselves). */
export function defaultContractPath(): string {
  return fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
export type Method = Uppercase<(typeof METHODS)[number]>;

/** Where an answer or payload first differs from the contract. */
export interface Difference {
  /** JSON path into the body (`$.dayAvailability['3'].endHour`), or `status` / `header …`. */
  path: string;
  expected: string;
  got: string;
}

export interface DeclaredResponse {
  status: string;
  /** `application/json` when the answer has a JSON body; null for 204 / 302. */
  contentType: string | null;
  /** JSON pointer of the body schema inside the document, or null. */
  schemaPointer: string | null;
  /** Header names the answer declares (lower case). */
  headers: string[];
}

export interface Operation {
  id: string;
  method: Method;
  /** The path template, `/api/scheduling-links/{id}`. */
  path: string;
  tag: string;
  /** `security: []`: callable without a session. */
  public: boolean;
  responses: DeclaredResponse[];
  /** JSON pointer of the request body schema, or null when the operation takes no body. */
  requestSchemaPointer: string | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `/api/goals/{id}` -> `~1api~1goals~1{id}` (RFC 6901). */
function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The unescaped keys of a JSON pointer (`#/a~1b/c` or `/a~1b/c` -> `['a/b', 'c']`). */
function segments(pointer: string): string[] {
  return pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a JSON pointer (array indexes included), or undefined. */
function resolvePointer(doc: unknown, pointer: string): unknown {
  let node: unknown = doc;
  for (const key of segments(pointer)) {
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = node[key];
    else return undefined;
  }
  return node;
}

/**
 * `/dayAvailability/3/endHour` -> `$.dayAvailability['3'].endHour`: array indexes in brackets,
 * object keys that are not identifiers quoted (`root` tells arrays from objects).
 */
export function jsonPath(instancePath: string, root?: unknown): string {
  if (!instancePath) return '$';
  let node: unknown = root;
  let path = '$';
  for (const key of segments(instancePath)) {
    if (Array.isArray(node) && /^\d+$/.test(key)) {
      path += `[${key}]`;
      node = node[Number(key)];
      continue;
    }
    path += /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `['${key}']`;
    node = isObject(node) ? node[key] : undefined;
  }
  return path;
}

/** A value, shortened for a one-line report. */
export function preview(value: unknown, max = 80): string {
  let text: string;
  if (value === undefined) text = 'nothing';
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The first ajv error as a difference: where, what the schema wants, what was there. */
export function differenceFromAjv(error: ErrorObject, root: unknown): Difference {
  const params = error.params as Record<string, unknown>;
  const at = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return {
        path: jsonPath(`${at}/${String(params.missingProperty)}`, root),
        expected: 'a value (required)',
        got: 'nothing',
      };
    case 'additionalProperties':
      return {
        path: jsonPath(`${at}/${String(params.additionalProperty)}`, root),
        expected: 'no such property (closed object)',
        got: preview(resolvePointer(root, `${at}/${String(params.additionalProperty)}`)),
      };
    case 'type':
      return {
        path: jsonPath(at, root),
        expected: `type ${String(params.type)}`,
        got: describe(resolvePointer(root, at)),
      };
    case 'enum':
      return {
        path: jsonPath(at, root),
        expected: `one of ${preview(params.allowedValues, 120)}`,
        got: preview(resolvePointer(root, at)),
      };
    case 'format':
      return {
        path: jsonPath(at, root),
        expected: `format ${String(params.format)}`,
        got: preview(resolvePointer(root, at)),
      };
    default:
      return {
        path: jsonPath(at, root),
        expected: error.message ?? error.keyword,
        got: preview(resolvePointer(root, at)),
      };
  }
}

/** `"15" (string)`: the value and its JSON type, for type mismatches. */
function describe(value: unknown): string {
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return `${preview(value)} (${type})`;
}

/**
 * How the server must emit times (contract, "Requests and answers"): `toISOString()` form, UTC.
 * Requests may use any RFC 3339 date-time with an offset; answers must use exactly this.
 */
export const EMITTED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Which side of the wire a value is from: answers are held to the emitted time format. */
export type Side = 'answer' | 'request';

function validatorFor(document: Json, side: Side): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  addFormats(ajv);
  if (side === 'answer') {
    ajv.addFormat('date-time', {
      type: 'string',
      validate: (s: string) => EMITTED_DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)),
    });
  }
  ajv.addSchema(document, 'openapi');
  return ajv;
}

export class Contract {
  readonly operations: Operation[];
  private readonly byId = new Map<string, Operation>();
  private readonly ajv: Record<Side, Ajv2020>;
  private readonly compiled = new Map<string, ValidateFunction>();

  private constructor(readonly document: Json) {
    this.ajv = {
      answer: validatorFor(document, 'answer'),
      request: validatorFor(document, 'request'),
    };
    this.operations = this.readOperations();
    for (const op of this.operations) this.byId.set(op.id, op);
  }

  static load(file = defaultContractPath()): Contract {
    const document: unknown = parse(readFileSync(file, 'utf8'));
    if (!isObject(document) || !isObject(document.paths)) {
      throw new Error(`${file} is not an OpenAPI document`);
    }
    return new Contract(document);
  }

  operation(id: string): Operation {
    const op = this.byId.get(id);
    if (!op) throw new Error(`The contract has no operation ${id}`);
    return op;
  }

  /** The declared answer for a status (exact, then `4XX`-style ranges, then `default`). */
  declared(op: Operation, status: number): DeclaredResponse | undefined {
    const code = String(status);
    return (
      op.responses.find((r) => r.status === code) ??
      op.responses.find((r) => r.status === `${code[0]}XX`) ??
      op.responses.find((r) => r.status === 'default')
    );
  }

  /**
   * Validates a value against the schema at a pointer of the document. Answers must carry times
   * as `YYYY-MM-DDTHH:mm:ss.sssZ`; requests may use any RFC 3339 date-time.
   */
  check(pointer: string, value: unknown, side: Side = 'answer'): Difference | null {
    const validate = this.validator(pointer, side);
    if (validate(value)) return null;
    const first = validate.errors?.[0];
    if (!first) return { path: '$', expected: 'a valid value', got: preview(value) };
    const difference = differenceFromAjv(first, value);
    if (side === 'answer' && first.keyword === 'format' && first.params.format === 'date-time') {
      difference.expected =
        'format date-time as the server emits it (YYYY-MM-DDTHH:mm:ss.sssZ, UTC)';
    }
    return difference;
  }

  /** Validates a request payload against the operation's request body schema. */
  checkRequest(op: Operation, body: unknown): Difference | null {
    if (!op.requestSchemaPointer) return null;
    return this.check(op.requestSchemaPointer, body, 'request');
  }

  /** The request body example the document gives for an operation, if any. */
  requestExample(op: Operation): unknown {
    if (!op.requestSchemaPointer) return undefined;
    const media = resolvePointer(this.document, op.requestSchemaPointer.replace(/\/schema$/, ''));
    return isObject(media) ? media.example : undefined;
  }

  /**
   * The status each error code belongs to, read from the table in the `ErrorCode` schema's
   * description (`| \`code\` | status | meaning |`); empty when the document has no such schema.
   */
  errorCodeStatuses(): Map<string, number> {
    const schema = resolvePointer(this.document, '#/components/schemas/ErrorCode');
    const statuses = new Map<string, number>();
    if (!isObject(schema) || typeof schema.description !== 'string') return statuses;
    for (const row of schema.description.matchAll(/^\|\s*`([a-z_]+)`\s*\|\s*(\d{3})\s*\|/gm)) {
      statuses.set(row[1]!, Number(row[2]));
    }
    return statuses;
  }

  schemaAt(pointer: string): unknown {
    return resolvePointer(this.document, pointer);
  }

  private validator(pointer: string, side: Side): ValidateFunction {
    const key = `${side} ${pointer}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv[side].compile({ $ref: `openapi${pointer}` });
      this.compiled.set(key, validate);
    }
    return validate;
  }

  private readOperations(): Operation[] {
    const paths = this.document.paths as Json;
    const topSecurity = this.document.security;
    const ops: Operation[] = [];
    for (const [path, item] of Object.entries(paths)) {
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        const raw = item[method];
        if (!isObject(raw) || typeof raw.operationId !== 'string') continue;
        const base = `#/paths/${escapePointer(path)}/${method}`;
        const security = raw.security ?? topSecurity;
        ops.push({
          id: raw.operationId,
          method: method.toUpperCase() as Method,
          path,
          tag: Array.isArray(raw.tags) && typeof raw.tags[0] === 'string' ? raw.tags[0] : '',
          public: Array.isArray(security) && security.length === 0,
          responses: this.readResponses(base, raw.responses),
          requestSchemaPointer: this.requestPointer(base, raw.requestBody),
        });
      }
    }
    return ops;
  }

  private requestPointer(base: string, body: unknown): string | null {
    if (!isObject(body)) return null;
    let pointer = `${base}/requestBody`;
    let node: unknown = body;
    if (typeof body.$ref === 'string') {
      pointer = body.$ref;
      node = resolvePointer(this.document, body.$ref);
    }
    if (!isObject(node) || !isObject(node.content) || !isObject(node.content['application/json']))
      return null;
    return `${pointer}/content/application~1json/schema`;
  }

  private readResponses(base: string, responses: unknown): DeclaredResponse[] {
    if (!isObject(responses)) return [];
    return Object.entries(responses).map(([status, raw]) => {
      let pointer = `${base}/responses/${status}`;
      let node: unknown = raw;
      if (isObject(raw) && typeof raw.$ref === 'string') {
        pointer = raw.$ref;
        node = resolvePointer(this.document, raw.$ref);
      }
      const content = isObject(node) && isObject(node.content) ? node.content : null;
      const json = content && isObject(content['application/json']);
      return {
        status,
        contentType: json ? 'application/json' : content ? (Object.keys(content)[0] ?? null) : null,
        schemaPointer: json ? `${pointer}/content/application~1json/schema` : null,
        headers:
          isObject(node) && isObject(node.headers)
            ? Object.keys(node.headers).map((h) => h.toLowerCase())
            : [],
      };
    });
  }
}
